/**
 * The production deployment picture, drawn as an inline SVG in the site's colours (it follows
 * light and dark mode and costs no image request), in the visual language of `FlowGraph`:
 * you deploy a flow from your laptop (`argo-workflows create` or `step-functions create`), which
 * uploads the code package to the datastore and hands the workflow to the production
 * scheduler; the scheduler runs each task as a container on the compute layer (Kubernetes or
 * AWS Batch); the tasks read code and inputs from the S3 datastore, write artifacts and logs to
 * it, and record the run in the metadata service; you and your team read the results back with
 * the Client API or the Metaflow UI.
 *
 * Props:
 * - `caption` (ReactNode, optional): text under the figure.
 *
 * Returns a `<figure>` holding the SVG (`role="img"` with an `aria-label` that describes the
 * whole picture) and the caption, if given. The drawing is fixed, so the component throws no
 * errors. Sizes are SVG user units (pixels at 100 % zoom); the SVG scales down to the content
 * width.
 */
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface DeploymentDiagramProps {
  caption?: ReactNode;
}

const WIDTH = 760;
const HEIGHT = 470;
const ARROW = 7;
const STACK_OFFSET = 5;
const LINE_HEIGHT = 19;

const LABEL =
  'Production deployment. From your laptop, python flow.py argo-workflows create (or ' +
  'step-functions create) uploads the code package to the S3 datastore and deploys the flow ' +
  'to the production scheduler, Argo Workflows or AWS Step Functions. The scheduler launches ' +
  'each task of a run as a container on Kubernetes or AWS Batch. The tasks read the code and ' +
  'their inputs from the datastore, write artifacts and logs to it, and record runs and tasks ' +
  'in the metadata service. You and your team find the runs through the metadata service, by ' +
  'namespace and tag, and load their artifacts from the datastore with the Client API or the ' +
  'Metaflow UI.';

type Point = readonly [number, number];

/** One line of text in a box: a bold title, a monospace command, or a plain detail. */
interface Line {
  readonly text: string;
  readonly kind: 'title' | 'code' | 'detail';
}

const title = (text: string): Line => ({text, kind: 'title'});
const code = (text: string): Line => ({text, kind: 'code'});
const detail = (text: string): Line => ({text, kind: 'detail'});

/** An arrowhead whose tip is at `tip`, pointing away from `from`. */
function arrowHead(from: Point, tip: Point): string {
  const [dx, dy] = [tip[0] - from[0], tip[1] - from[1]];
  const length = Math.hypot(dx, dy);
  const [ux, uy] = [dx / length, dy / length];
  const [bx, by] = [tip[0] - ux * ARROW, tip[1] - uy * ARROW];
  const spread = ARROW * 0.6;
  return `${tip[0]},${tip[1]} ${bx - uy * spread},${by + ux * spread} ${bx + uy * spread},${by - ux * spread}`;
}

/** `point` moved towards `towards` by one arrowhead length, so a line ends where its head starts. */
function shorten(point: Point, towards: Point): Point {
  const [dx, dy] = [towards[0] - point[0], towards[1] - point[1]];
  const length = Math.hypot(dx, dy);
  return [point[0] + (dx / length) * ARROW, point[1] + (dy / length) * ARROW];
}

/** A straight arrow from `from` to `to`; `both` adds a head at `from` for a two-way exchange. */
function Arrow({from, to, both = false}: {from: Point; to: Point; both?: boolean}): ReactNode {
  const start = both ? shorten(from, to) : from;
  const end = shorten(to, from);
  return (
    <g className={styles.edge}>
      <line x1={start[0]} y1={start[1]} x2={end[0]} y2={end[1]} />
      <polygon points={arrowHead(from, to)} />
      {both && <polygon points={arrowHead(to, from)} />}
    </g>
  );
}

/** The text lines of a box or cylinder, centred on `cx`, the first one's middle at `top`. */
function Lines({cx, top, lines}: {cx: number; top: number; lines: readonly Line[]}): ReactNode {
  return lines.map((line, i) => (
    <text key={line.text} x={cx} y={top + i * LINE_HEIGHT} className={styles[line.kind]}>
      {line.text}
    </text>
  ));
}

interface BoxProps {
  x: number;
  y: number;
  width: number;
  height: number;
  lines: readonly Line[];
  stacked?: boolean;
}

/** A rounded box; `stacked` draws it as a pile of cards, like a foreach step in `FlowGraph`. */
function Box({x, y, width, height, lines, stacked = false}: BoxProps): ReactNode {
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

/** The datastore as a cylinder, the usual shape for storage. */
function Cylinder({x, y, width, height, lines}: Omit<BoxProps, 'stacked'>): ReactNode {
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

/** Lines of text beside an arrow; `anchor` says which side of `x` they extend to. */
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

export default function DeploymentDiagram({caption}: DeploymentDiagramProps): ReactNode {
  // Two columns of boxes: you on the left (laptop, datastore, results), the cloud on the right.
  const [left, right, width] = [40, 460, 260];
  const [leftMid, rightMid] = [left + width / 2, right + width / 2];
  return (
    <figure className={styles.figure}>
      <svg role="img" aria-label={LABEL} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} className={styles.svg}>
        {/* Deploying: the laptop compiles the flow and hands it to the scheduler. */}
        <Box x={left} y={20} width={width} height={92} lines={[title('Your laptop'), code('python flow.py'), code('argo-workflows create')]} />
        <Box
          x={right}
          y={20}
          width={width}
          height={92}
          lines={[title('Production scheduler'), detail('Argo Workflows or'), detail('AWS Step Functions'), detail('on a schedule, trigger or event')]}
        />
        <Arrow from={[left + width, 66]} to={[right, 66]} />
        <Label x={380} y={56} lines={['deploys the flow']} anchor="middle" />
        <Arrow from={[leftMid, 112]} to={[leftMid, 190]} />
        <Label x={leftMid + 10} y={155} lines={['uploads the code package']} />

        {/* Running: one container per task, exchanging data with the datastore. */}
        <Box
          x={right}
          y={192}
          width={width}
          height={92}
          lines={[title('Compute'), detail('Kubernetes or AWS Batch'), detail('one container per task')]}
          stacked
        />
        <Arrow from={[rightMid, 112]} to={[rightMid, 192]} />
        <Label x={rightMid + 10} y={148} lines={['launches the tasks', 'of each run']} />
        <Cylinder x={left + 20} y={190} width={width - 40} height={104} lines={[title('S3 datastore'), detail('code package,'), detail('artifacts, logs')]} />
        <Arrow from={[right, 238]} to={[left + width - 20, 238]} both />
        <Label x={370} y={210} lines={['reads code and inputs,', 'writes artifacts, logs']} anchor="middle" />

        {/* Reading: the metadata service says what exists, the datastore holds the bytes. */}
        <Box
          x={right}
          y={366}
          width={width}
          height={84}
          lines={[title('Metadata service'), detail('runs, steps, tasks, tags,'), detail('where each artifact lives')]}
        />
        <Arrow from={[rightMid, 294]} to={[rightMid, 366]} />
        <Label x={rightMid + 10} y={334} lines={['records runs and tasks']} />
        <Box
          x={left}
          y={366}
          width={width}
          height={84}
          lines={[title('You and your team'), detail('Client API, Metaflow UI'), code('namespace("production:…")')]}
        />
        <Arrow from={[leftMid, 294]} to={[leftMid, 366]} />
        <Label x={leftMid + 10} y={334} lines={['loads artifacts']} />
        <Arrow from={[right, 408]} to={[left + width, 408]} />
        <Label x={380} y={384} lines={['finds runs by', 'namespace and tag']} anchor="middle" />
      </svg>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
