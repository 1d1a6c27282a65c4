/**
 * Drawing primitives shared by the site's diagrams (`FlowGraph`, `RemoteTasksDiagram`,
 * `DeploymentDiagram`): inline SVG in the theme's CSS variables, so every diagram follows light
 * and dark mode and costs no image request. Coordinates and sizes are SVG user units (pixels at
 * 100 % zoom). Nothing here throws.
 *
 * - `DiagramFigure` ({label: string, width, height: number, caption?: ReactNode, children}):
 *   a `<figure>` with the SVG (`role="img"`, `aria-label={label}`), scaled down to the content
 *   width, and an optional caption.
 * - `Box` ({x, y, width, height, lines: DiagramLine[], stacked?: boolean}): a rounded box with
 *   centred lines; `stacked` draws a pile of cards (a step that runs as many tasks).
 * - `Cylinder` (same props without `stacked`): storage, such as the datastore.
 * - `Connector` ({points: Point[], both?: boolean}): straight segments with an arrowhead at the
 *   end (and at the start with `both`). `Region` ({x, y, width, height, title}): a dashed area
 *   grouping boxes. `Label` ({x, y, lines: string[], anchor?}): small text beside a connector.
 * - `title`, `code`, `detail` (text => DiagramLine): a bold, monospace or plain line of a box.
 * - `arrowHead(from, tip)`: the points of an arrowhead polygon with its tip at `tip`.
 */
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export type Point = readonly [number, number];

/** One line of text in a box: a bold title, a monospace command, or a plain detail. */
export interface DiagramLine {
  readonly text: string;
  readonly kind: 'title' | 'code' | 'detail';
}

export const title = (text: string): DiagramLine => ({text, kind: 'title'});
export const code = (text: string): DiagramLine => ({text, kind: 'code'});
export const detail = (text: string): DiagramLine => ({text, kind: 'detail'});

const ARROW = 7;
const STACK_OFFSET = 5;
const LINE_HEIGHT = 19;

/** An arrowhead whose tip is at `tip`, pointing away from `from`. */
export function arrowHead(from: Point, tip: Point): string {
  const [dx, dy] = [tip[0] - from[0], tip[1] - from[1]];
  const length = Math.hypot(dx, dy);
  const [ux, uy] = [dx / length, dy / length];
  const [bx, by] = [tip[0] - ux * ARROW, tip[1] - uy * ARROW];
  const spread = ARROW * 0.6;
  return `${tip[0]},${tip[1]} ${bx - uy * spread},${by + ux * spread} ${bx + uy * spread},${by - ux * spread}`;
}

/** Moves `point` towards `towards` by one arrowhead length, so a line ends where its head starts. */
function shorten(point: Point, towards: Point): Point {
  const [dx, dy] = [towards[0] - point[0], towards[1] - point[1]];
  const length = Math.hypot(dx, dy);
  return [point[0] + (dx / length) * ARROW, point[1] + (dy / length) * ARROW];
}

export function Connector({points, both = false}: {points: readonly Point[]; both?: boolean}): ReactNode {
  const last = points.length - 1;
  const drawn = points.map((point, i) => {
    if (i === last) return shorten(point, points[i - 1]);
    if (i === 0 && both) return shorten(point, points[1]);
    return point;
  });
  return (
    <g className={styles.edge}>
      <polyline points={drawn.map(([x, y]) => `${x},${y}`).join(' ')} />
      <polygon points={arrowHead(points[last - 1], points[last])} />
      {both && <polygon points={arrowHead(points[1], points[0])} />}
    </g>
  );
}

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function Region({x, y, width, height, title: heading}: Area & {title: string}): ReactNode {
  return (
    <g className={styles.region}>
      <rect x={x} y={y} width={width} height={height} rx={10} />
      <text x={x + 14} y={y + 22}>
        {heading}
      </text>
    </g>
  );
}

/** The text lines of a box or cylinder, centred on `cx`, the first one's middle at `top`. */
function Lines({cx, top, lines}: {cx: number; top: number; lines: readonly DiagramLine[]}): ReactNode {
  return lines.map((line, i) => (
    <text key={line.text} x={cx} y={top + i * LINE_HEIGHT} className={styles[line.kind]}>
      {line.text}
    </text>
  ));
}

export function Box({x, y, width, height, lines, stacked = false}: Area & {lines: readonly DiagramLine[]; stacked?: boolean}): ReactNode {
  const rect = (offset: number, className: string) => (
    <rect className={className} x={x + offset} y={y + offset} width={width} height={height} rx={6} />
  );
  return (
    <g className={styles.node}>
      {stacked && rect(2 * STACK_OFFSET, styles.stacked)}
      {stacked && rect(STACK_OFFSET, styles.stacked)}
      {rect(0, styles.box)}
      <Lines cx={x + width / 2} top={y + height / 2 - ((lines.length - 1) * LINE_HEIGHT) / 2} lines={lines} />
    </g>
  );
}

export function Cylinder({x, y, width, height, lines}: Area & {lines: readonly DiagramLine[]}): ReactNode {
  const [rx, ry] = [width / 2, 10];
  const bottom = y + height - ry;
  return (
    <g className={styles.node}>
      <path
        className={styles.box}
        d={`M ${x} ${y + ry} L ${x} ${bottom} A ${rx} ${ry} 0 0 0 ${x + width} ${bottom} L ${x + width} ${y + ry} A ${rx} ${ry} 0 0 0 ${x} ${y + ry} Z`}
      />
      <path className={styles.rim} d={`M ${x} ${y + ry} A ${rx} ${ry} 0 0 0 ${x + width} ${y + ry}`} />
      <Lines cx={x + rx} top={y + height / 2 + ry / 2 - ((lines.length - 1) * LINE_HEIGHT) / 2} lines={lines} />
    </g>
  );
}

export function Label({x, y, lines, anchor = 'start'}: {x: number; y: number; lines: readonly string[]; anchor?: 'start' | 'middle' | 'end'}): ReactNode {
  return (
    <g className={styles.label}>
      {lines.map((line, i) => (
        <text key={line} x={x} y={y + i * 15} textAnchor={anchor}>
          {line}
        </text>
      ))}
    </g>
  );
}

export function DiagramFigure({
  label,
  width,
  height,
  caption,
  children,
}: {
  label: string;
  width: number;
  height: number;
  caption?: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <figure className={styles.figure}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width={width} height={height} className={styles.svg}>
        {children}
      </svg>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
