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

import {Box, Connector, DiagramFigure, arrowHead, code} from '@site/src/components/Diagram';

import diagramStyles from '@site/src/components/Diagram/styles.module.css';

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

interface Placed {
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
): {boxes: Map<string, Placed>; width: number; height: number} {
  const rowWidths = levels.map((row) => row.reduce((sum, name) => sum + nodeWidth(name), 0) + NODE_GAP * (row.length - 1));
  const width = Math.max(...rowWidths) + 2 * MARGIN + (loops ? 2 * LOOP_WIDTH : 0);
  const boxes = new Map<string, Placed>();
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

function boxOf(boxes: Map<string, Placed>, name: string): Placed {
  const box = boxes.get(name);
  if (!box) throw new Error(`FlowGraph: edge names unknown step "${name}"`);
  return box;
}

/** A step that transitions to itself: an arc leaving its right side and coming back. */
function Loop({box}: {box: Placed}): ReactNode {
  const x = box.x + box.width;
  const [top, bottom] = [box.y + NODE_HEIGHT * 0.25, box.y + NODE_HEIGHT * 0.75];
  return (
    <g className={diagramStyles.edge}>
      <path d={`M ${x} ${bottom} C ${x + LOOP_WIDTH} ${bottom + 14}, ${x + LOOP_WIDTH} ${top - 14}, ${x + ARROW} ${top}`} />
      <polygon points={arrowHead([x + ARROW, top], [x, top])} />
    </g>
  );
}

function Edge({from, to}: {from: Placed; to: Placed}): ReactNode {
  if (from === to) return <Loop box={from} />;
  return (
    <Connector
      points={[
        [from.x + from.width / 2, from.y + NODE_HEIGHT],
        [to.x + to.width / 2, to.y],
      ]}
    />
  );
}

export default function FlowGraph({label, levels, edges, foreach = [], caption}: FlowGraphProps): ReactNode {
  const {boxes, width, height} = layout(
    levels,
    edges.some(([from, to]) => from === to),
  );
  return (
    <DiagramFigure label={label} width={width} height={height} caption={caption}>
      {edges.map(([from, to]) => (
        <Edge key={`${from}->${to}`} from={boxOf(boxes, from)} to={boxOf(boxes, to)} />
      ))}
      {[...boxes].map(([name, box]) => (
        <Box key={name} {...box} height={NODE_HEIGHT} lines={[code(name)]} stacked={foreach.includes(name)} />
      ))}
    </DiagramFigure>
  );
}
