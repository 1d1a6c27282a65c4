/**
 * How a flow maps to remote tasks, drawn as an inline SVG in the site's colours (it follows light
 * and dark mode and costs no image request) with the shared `Diagram` primitives: your laptop
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

import {Box, Connector, Cylinder, DiagramFigure, Label, Region, code, detail, title} from '@site/src/components/Diagram';

export interface RemoteTasksDiagramProps {
  caption?: ReactNode;
}

const LABEL =
  'Your laptop runs python flow.py run, and the Metaflow runtime on the laptop launches one ' +
  'job per task on Kubernetes or AWS Batch, where the steps start, train (a foreach, many ' +
  'tasks) and end each run in their own container. The laptop uploads the code package to ' +
  'the S3 datastore and reads task logs from it; the remote tasks read their inputs from the ' +
  'datastore and write artifacts and logs to it. The runtime records the run and the tasks ' +
  'record their metadata in the metadata store: local files or the metadata service.';

export default function RemoteTasksDiagram({caption}: RemoteTasksDiagramProps): ReactNode {
  return (
    <DiagramFigure label={LABEL} width={760} height={420} caption={caption}>
        {/* Metadata, recorded by the runtime and by the tasks. */}
        <Box x={260} y={12} width={240} height={56} lines={[title('Metadata'), detail('local files or metadata service')]} />
        <Connector points={[[130, 120], [130, 40], [260, 40]]} />
        <Label x={140} y={60} lines={['records the run']} />
        <Connector points={[[630, 120], [630, 40], [500, 40]]} />
        <Label x={620} y={60} lines={['task metadata']} anchor="end" />

        {/* Your laptop: the command and the runtime that orchestrates the run. */}
        <Region x={12} y={120} width={236} height={160} title="Your laptop" />
        <Box x={30} y={150} width={200} height={36} lines={[code('python flow.py run')]} />
        <Box x={30} y={198} width={200} height={64} lines={[title('Metaflow runtime'), detail('schedules tasks, tails logs')]} />

        {/* The compute layer: one container per task. */}
        <Region x={512} y={120} width={236} height={160} title="Kubernetes or AWS Batch" />
        <Connector points={[[230, 226], [512, 226]]} />
        <Label x={371} y={216} lines={['launches one job per task']} anchor="middle" />
        <Box x={519} y={160} width={56} height={36} lines={[code('start')]} />
        <Connector points={[[575, 178], [599, 178]]} />
        <Box x={599} y={160} width={60} height={36} lines={[code('train')]} stacked />
        <Connector points={[[669, 178], [693, 178]]} />
        <Box x={693} y={160} width={48} height={36} lines={[code('end')]} />
        <Label x={630} y={236} lines={['one container per task']} anchor="middle" />

        {/* The datastore: code package, artifacts and logs. */}
        <Cylinder x={300} y={318} width={160} height={96} lines={[title('S3 datastore'), detail('code package,'), detail('artifacts, logs')]} />
        <Connector points={[[130, 280], [130, 370], [300, 370]]} both />
        <Label x={140} y={338} lines={['uploads code package,', 'reads task logs']} />
        <Connector points={[[630, 280], [630, 370], [460, 370]]} both />
        <Label x={620} y={338} lines={['reads inputs, writes', 'artifacts and logs']} anchor="end" />
    </DiagramFigure>
  );
}
