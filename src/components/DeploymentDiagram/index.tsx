/**
 * The production deployment picture, drawn as an inline SVG in the site's colours (it follows
 * light and dark mode and costs no image request) with the shared `Diagram` primitives:
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

import {Box, Connector, Cylinder, DiagramFigure, Label, code, detail, title} from '@site/src/components/Diagram';

export interface DeploymentDiagramProps {
  caption?: ReactNode;
}

const LABEL =
  'Production deployment. From your laptop, python flow.py argo-workflows create (or ' +
  'step-functions create) uploads the code package to the S3 datastore and deploys the flow ' +
  'to the production scheduler, Argo Workflows or AWS Step Functions. The scheduler launches ' +
  'each task of a run as a container on Kubernetes or AWS Batch. The tasks read the code and ' +
  'their inputs from the datastore, write artifacts and logs to it, and record runs and tasks ' +
  'in the metadata service. You and your team find the runs through the metadata service, by ' +
  'namespace and tag, and load their artifacts from the datastore with the Client API or the ' +
  'Metaflow UI.';

export default function DeploymentDiagram({caption}: DeploymentDiagramProps): ReactNode {
  // Two columns of boxes: you on the left (laptop, datastore, results), the cloud on the right.
  const [left, right, width] = [40, 460, 260];
  const [leftMid, rightMid] = [left + width / 2, right + width / 2];
  return (
    <DiagramFigure label={LABEL} width={760} height={470} caption={caption}>
        {/* Deploying: the laptop compiles the flow and hands it to the scheduler. */}
        <Box x={left} y={20} width={width} height={92} lines={[title('Your laptop'), code('python flow.py'), code('argo-workflows create')]} />
        <Box
          x={right}
          y={20}
          width={width}
          height={92}
          lines={[title('Production scheduler'), detail('Argo Workflows or'), detail('AWS Step Functions'), detail('on a schedule, trigger or event')]}
        />
        <Connector points={[[left + width, 66], [right, 66]]} />
        <Label x={380} y={56} lines={['deploys the flow']} anchor="middle" />
        <Connector points={[[leftMid, 112], [leftMid, 190]]} />
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
        <Connector points={[[rightMid, 112], [rightMid, 192]]} />
        <Label x={rightMid + 10} y={148} lines={['launches the tasks', 'of each run']} />
        <Cylinder x={left + 20} y={190} width={width - 40} height={104} lines={[title('S3 datastore'), detail('code package,'), detail('artifacts, logs')]} />
        <Connector points={[[right, 238], [left + width - 20, 238]]} both />
        <Label x={370} y={210} lines={['reads code and inputs,', 'writes artifacts, logs']} anchor="middle" />

        {/* Reading: the metadata service says what exists, the datastore holds the bytes. */}
        <Box
          x={right}
          y={366}
          width={width}
          height={84}
          lines={[title('Metadata service'), detail('runs, steps, tasks, tags,'), detail('where each artifact lives')]}
        />
        <Connector points={[[rightMid, 294], [rightMid, 366]]} />
        <Label x={rightMid + 10} y={334} lines={['records runs and tasks']} />
        <Box
          x={left}
          y={366}
          width={width}
          height={84}
          lines={[title('You and your team'), detail('Client API, Metaflow UI'), code('namespace("production:…")')]}
        />
        <Connector points={[[leftMid, 294], [leftMid, 366]]} />
        <Label x={leftMid + 10} y={334} lines={['loads artifacts']} />
        <Connector points={[[right, 408], [left + width, 408]]} />
        <Label x={380} y={384} lines={['finds runs by', 'namespace and tag']} anchor="middle" />
    </DiagramFigure>
  );
}
