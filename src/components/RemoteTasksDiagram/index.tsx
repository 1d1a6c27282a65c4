/**
 * How a flow maps to remote tasks, drawn as an inline SVG in the site's colours (it follows light
 * and dark mode and costs no image request), in the visual language of `FlowGraph`: your laptop
 * runs the flow's runtime, which launches each step's tasks as containers on Kubernetes or AWS
 * Batch; the code package, artifacts and logs travel through the S3 datastore; the run, its
 * tasks and their attempts are recorded as metadata.
 *
 * Props:
 * - `caption` (ReactNode, optional): text under the figure.
 *
 * Returns a `<figure>` holding the SVG (`role="img"` with an `aria-label` that describes the
 * whole picture) and the caption, if given. The drawing is fixed, so nothing can be invalid:
 * the component throws no errors. Sizes are SVG user units (pixels at 100 % zoom); the SVG
 * scales down to the content width.
 */
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface RemoteTasksDiagramProps {
  caption?: ReactNode;
}

const WIDTH = 760;
const HEIGHT = 420;
const ARROW = 7;
const STACK_OFFSET = 5;

const LABEL =
  'Your laptop runs python flow.py run, and the Metaflow runtime on the laptop launches one ' +
  'job per task on Kubernetes or AWS Batch, where the steps start, train (a foreach, many ' +
  'tasks) and end each run in their own container. The laptop uploads the code package to ' +
  'the S3 datastore and reads task logs from it; the remote tasks read their inputs from the ' +
  'datastore and write artifacts and logs to it. The runtime records the run and the tasks ' +
  'record their metadata in the metadata store: local files or the metadata service.';

type Point = readonly [number, number];

/** An arrowhead whose tip is at `tip`, pointing away from `from`. */
function arrowHead(from: Point, tip: Point): string {
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

/** A connector through `points` (straight segments), with a head at the end and optionally the start. */
function Connector({points, both = false}: {points: readonly Point[]; both?: boolean}): ReactNode {
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

/** A dashed area that groups boxes: your laptop, or the compute cluster. */
function Region({x, y, width, height, title}: {x: number; y: number; width: number; height: number; title: string}): ReactNode {
  return (
    <g className={styles.region}>
      <rect x={x} y={y} width={width} height={height} rx={10} />
      <text x={x + 14} y={y + 22}>
        {title}
      </text>
    </g>
  );
}

interface BoxProps {
  x: number;
  y: number;
  width: number;
  height: number;
  lines: readonly string[];
  code?: boolean;
  stacked?: boolean;
}

/** A rounded box with one or more centred lines of text; the first line is the title. */
function Box({x, y, width, height, lines, code = false, stacked = false}: BoxProps): ReactNode {
  const rect = (offset: number, className: string) => (
    <rect className={className} x={x + offset} y={y + offset} width={width} height={height} rx={6} />
  );
  const lineHeight = 20;
  const top = y + height / 2 - ((lines.length - 1) * lineHeight) / 2;
  return (
    <g className={styles.node}>
      {stacked && rect(2 * STACK_OFFSET, styles.stacked)}
      {stacked && rect(STACK_OFFSET, styles.stacked)}
      {rect(0, styles.box)}
      {lines.map((line, i) => (
        <text
          key={line}
          x={x + width / 2}
          y={top + i * lineHeight}
          className={i === 0 ? (code ? styles.code : styles.title) : styles.detail}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

/** The datastore drawn as a cylinder, the usual shape for storage. */
function Cylinder({x, y, width, height, lines}: {x: number; y: number; width: number; height: number; lines: readonly string[]}): ReactNode {
  const rx = width / 2;
  const ry = 10;
  const [cx, bottom] = [x + rx, y + height - ry];
  return (
    <g className={styles.node}>
      <path
        className={styles.box}
        d={`M ${x} ${y + ry} L ${x} ${bottom} A ${rx} ${ry} 0 0 0 ${x + width} ${bottom} L ${x + width} ${y + ry} A ${rx} ${ry} 0 0 0 ${x} ${y + ry} Z`}
      />
      <path className={styles.rim} d={`M ${x} ${y + ry} A ${rx} ${ry} 0 0 0 ${x + width} ${y + ry}`} />
      {lines.map((line, i) => (
        <text key={line} x={cx} y={y + 2 * ry + 16 + i * 20} className={i === 0 ? styles.title : styles.detail}>
          {line}
        </text>
      ))}
    </g>
  );
}

/** Lines of text beside a connector; `anchor` says which side of `x` they extend to. */
function Label({x, y, lines, anchor = 'start'}: {x: number; y: number; lines: readonly string[]; anchor?: 'start' | 'middle' | 'end'}): ReactNode {
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

export default function RemoteTasksDiagram({caption}: RemoteTasksDiagramProps): ReactNode {
  return (
    <figure className={styles.figure}>
      <svg role="img" aria-label={LABEL} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} className={styles.svg}>
        {/* Metadata, recorded by the runtime and by the tasks. */}
        <Box x={260} y={12} width={240} height={56} lines={['Metadata', 'local files or metadata service']} />
        <Connector points={[[130, 120], [130, 40], [260, 40]]} />
        <Label x={140} y={60} lines={['records the run']} />
        <Connector points={[[630, 120], [630, 40], [500, 40]]} />
        <Label x={620} y={60} lines={['task metadata']} anchor="end" />

        {/* Your laptop: the command and the runtime that orchestrates the run. */}
        <Region x={12} y={120} width={236} height={160} title="Your laptop" />
        <Box x={30} y={150} width={200} height={36} lines={['python flow.py run']} code />
        <Box x={30} y={198} width={200} height={64} lines={['Metaflow runtime', 'schedules tasks, tails logs']} />

        {/* The compute layer: one container per task. */}
        <Region x={512} y={120} width={236} height={160} title="Kubernetes or AWS Batch" />
        <Connector points={[[230, 226], [512, 226]]} />
        <Label x={371} y={216} lines={['launches one job per task']} anchor="middle" />
        <Box x={519} y={160} width={56} height={36} lines={['start']} code />
        <Connector points={[[575, 178], [599, 178]]} />
        <Box x={599} y={160} width={60} height={36} lines={['train']} code stacked />
        <Connector points={[[669, 178], [693, 178]]} />
        <Box x={693} y={160} width={48} height={36} lines={['end']} code />
        <Label x={630} y={236} lines={['one container per task']} anchor="middle" />

        {/* The datastore: code package, artifacts and logs. */}
        <Cylinder x={300} y={318} width={160} height={96} lines={['S3 datastore', 'code package,', 'artifacts, logs']} />
        <Connector points={[[130, 280], [130, 370], [300, 370]]} both />
        <Label x={140} y={338} lines={['uploads code package,', 'reads task logs']} />
        <Connector points={[[630, 280], [630, 370], [460, 370]]} both />
        <Label x={620} y={338} lines={['reads inputs, writes', 'artifacts and logs']} anchor="end" />
      </svg>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
