/**
 * A flow's graph (DAG) drawn as an inline SVG, top to bottom, in the site's colours, so it
 * follows light and dark mode and costs no image request. Rendered at build time like the
 * rest of the page.
 *
 * Props:
 * - `label` (string): what the graph shows, in one sentence; the SVG's accessible name.
 * - `levels` (string[][]): step names by level, top to bottom; each level left to right.
 * - `edges` ([from, to][]): transitions between steps, by step name; `[a, a]` draws a step that
 *   repeats itself (a loop on its right side).
 * - `foreach` (string[], optional): steps that run as many tasks; drawn as a stack of cards.
 * - `caption` (ReactNode, optional): text under the figure.
 *
 * Sizes are SVG user units (pixels at 100 % zoom); the SVG scales down to the content width.
 * Throws an Error (failing the build) when a step name repeats or an edge names an unknown step.
 */
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface FlowGraphProps {
  label: string;
  levels: readonly (readonly string[])[];
  edges: readonly (readonly [string, string])[];
  foreach?: readonly string[];
  caption?: ReactNode;
}

const NODE_HEIGHT = 36;
const LEVEL_GAP = 40;
const NODE_GAP = 24;
const CHAR_WIDTH = 8.4;
const MIN_NODE_WIDTH = 88;
const STACK_OFFSET = 5;
const ARROW = 7;
const MARGIN = 2 * STACK_OFFSET + 2;
const LOOP_WIDTH = 36;

interface Box {
  x: number;
  y: number;
  width: number;
}

function nodeWidth(name: string): number {
  return Math.max(MIN_NODE_WIDTH, Math.ceil(name.length * CHAR_WIDTH) + 28);
}

/** Positions every step: levels stacked vertically, each level centred horizontally. */
function layout(
  levels: FlowGraphProps['levels'],
  loops: boolean,
): {boxes: Map<string, Box>; width: number; height: number} {
  const rowWidths = levels.map((row) => row.reduce((sum, name) => sum + nodeWidth(name), 0) + NODE_GAP * (row.length - 1));
  const width = Math.max(...rowWidths) + 2 * MARGIN + (loops ? 2 * LOOP_WIDTH : 0);
  const boxes = new Map<string, Box>();
  levels.forEach((row, level) => {
    let x = (width - rowWidths[level]) / 2;
    for (const name of row) {
      if (boxes.has(name)) throw new Error(`FlowGraph: step "${name}" appears twice`);
      boxes.set(name, {x, y: MARGIN + level * (NODE_HEIGHT + LEVEL_GAP), width: nodeWidth(name)});
      x += nodeWidth(name) + NODE_GAP;
    }
  });
  return {boxes, width, height: 2 * MARGIN + levels.length * NODE_HEIGHT + (levels.length - 1) * LEVEL_GAP};
}

function boxOf(boxes: Map<string, Box>, name: string): Box {
  const box = boxes.get(name);
  if (!box) throw new Error(`FlowGraph: edge names unknown step "${name}"`);
  return box;
}

/** An arrowhead whose tip is at (x, y), pointing along the unit vector (ux, uy). */
function arrowHead(x: number, y: number, ux: number, uy: number): string {
  const [bx, by] = [x - ux * ARROW, y - uy * ARROW];
  return `${x},${y} ${bx - uy * ARROW * 0.6},${by + ux * ARROW * 0.6} ${bx + uy * ARROW * 0.6},${by - ux * ARROW * 0.6}`;
}

/** A step that transitions to itself: an arc leaving its right side and coming back. */
function Loop({box}: {box: Box}): ReactNode {
  const x = box.x + box.width;
  const [top, bottom] = [box.y + NODE_HEIGHT * 0.25, box.y + NODE_HEIGHT * 0.75];
  return (
    <g className={styles.edge}>
      <path d={`M ${x} ${bottom} C ${x + LOOP_WIDTH} ${bottom + 14}, ${x + LOOP_WIDTH} ${top - 14}, ${x + ARROW} ${top}`} />
      <polygon points={arrowHead(x, top, -1, 0)} />
    </g>
  );
}

function Edge({from, to}: {from: Box; to: Box}): ReactNode {
  if (from === to) return <Loop box={from} />;
  const x1 = from.x + from.width / 2;
  const y1 = from.y + NODE_HEIGHT;
  const x2 = to.x + to.width / 2;
  const y2 = to.y;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  return (
    <g className={styles.edge}>
      <line x1={x1} y1={y1} x2={x2 - ux * ARROW} y2={y2 - uy * ARROW} />
      <polygon points={arrowHead(x2, y2, ux, uy)} />
    </g>
  );
}

function Step({name, box, many}: {name: string; box: Box; many: boolean}): ReactNode {
  const rect = (offset: number, className: string) => (
    <rect className={className} x={box.x + offset} y={box.y + offset} width={box.width} height={NODE_HEIGHT} rx={6} />
  );
  return (
    <g className={styles.step}>
      {many && rect(2 * STACK_OFFSET, styles.stacked)}
      {many && rect(STACK_OFFSET, styles.stacked)}
      {rect(0, styles.box)}
      <text x={box.x + box.width / 2} y={box.y + NODE_HEIGHT / 2}>
        {name}
      </text>
    </g>
  );
}

export default function FlowGraph({label, levels, edges, foreach = [], caption}: FlowGraphProps): ReactNode {
  const {boxes, width, height} = layout(
    levels,
    edges.some(([from, to]) => from === to),
  );
  return (
    <figure className={styles.figure}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width={width} height={height} className={styles.svg}>
        {edges.map(([from, to]) => (
          <Edge key={`${from}->${to}`} from={boxOf(boxes, from)} to={boxOf(boxes, to)} />
        ))}
        {[...boxes].map(([name, box]) => (
          <Step key={name} name={name} box={box} many={foreach.includes(name)} />
        ))}
      </svg>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
