/**
 * The `python` sidebar of the default docs plugin (content in `docs/python`, served from `/`),
 * in the order and with the labels of the site's sidebar specification. The R sidebar is in
 * `sidebars-r.ts`. A category with a `link` has its own page at the category's path.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {SEASON_1, SEASON_2, categoryWithPage} from './plugins/lib/sidebar-items';

const sidebars: SidebarsConfig = {
  python: [
    {type: 'doc', id: 'index', label: 'Home'},
    {
      type: 'category',
      label: 'Introduction',
      items: ['introduction/why-metaflow', 'introduction/what-is-metaflow', 'introduction/metaflow-resources'],
    },
    {
      type: 'category',
      label: 'Getting Started',
      items: [
        'getting-started/install',
        'getting-started/devstack',
        categoryWithPage('Infrastructure', 'getting-started/infrastructure', ['any-cloud'], 'getting-started/infrastructure'),
        categoryWithPage('Tutorials', 'getting-started/tutorials', [
          categoryWithPage('Season 1: The Local Experience', SEASON_1, [
            'episode00',
            'episode01',
            'episode02',
            'episode03',
            'episode04',
          ]),
          categoryWithPage('Season 2: Scaling Out and Up', SEASON_2, [
            'episode05',
            'episode06',
            'episode07',
            'episode-8-autopilot',
          ]),
        ]),
      ],
    },
    categoryWithPage(
      'Developing with Metaflow',
      'metaflow',
      [
        'basics',
        'client',
        categoryWithPage(
          'Authoring Flows Incrementally',
          'metaflow/authoring-flows',
          ['spin-input-output'],
          'metaflow/authoring-flows/introduction',
        ),
        categoryWithPage(
          'Managing Flows',
          'metaflow/managing-flows',
          ['notebook-runs', 'runner', 'deployer'],
          'metaflow/managing-flows/introduction',
        ),
        'debugging',
        categoryWithPage('Visualizing Results', 'metaflow/visualizing-results', [
          'effortless-task-inspection-with-default-cards',
          'easy-custom-reports-with-card-components',
          'advanced-shareable-cards-with-card-templates',
          'dynamic-cards',
        ]),
        categoryWithPage(
          'Configuring Flows',
          'metaflow/configuring-flows',
          ['basic-configuration', 'parsing-configs', 'custom-parsers', 'config-driven-experimentation'],
          'metaflow/configuring-flows/introduction',
        ),
        categoryWithPage(
          'Composing Flows',
          'metaflow/composing-flows',
          ['custom-decorators', 'advanced-custom-decorators', 'mutators', 'baseflow'],
          'metaflow/composing-flows/introduction',
        ),
      ],
      'metaflow/introduction',
    ),
    categoryWithPage(
      'Scalable Flows',
      'scaling',
      [
        categoryWithPage(
          'Executing Tasks Remotely',
          'scaling/remote-tasks',
          [
            'requesting-resources',
            'multicore',
            'spot-instances',
            'controlling-parallelism',
            'gpu-compute',
            'installing-drivers-and-frameworks',
            'distributed-computing',
            'kubernetes',
            'aws-batch',
          ],
          'scaling/remote-tasks/introduction',
        ),
        'failures',
        categoryWithPage(
          'Checkpointing Progress',
          'scaling/checkpoint',
          ['checkpoint-ml-libraries', 'selecting-checkpoints'],
          'scaling/checkpoint/introduction',
        ),
        'data',
        categoryWithPage('Managing Dependencies', 'scaling/dependencies', [
          'project-structure',
          'libraries',
          'uv',
          'conda-vs-pypi',
          'containers',
          'internals',
          'faq',
        ]),
        'tagging',
        'secrets',
      ],
      'scaling/introduction',
    ),
    categoryWithPage(
      'Production Deployments',
      'production',
      [
        categoryWithPage(
          'Scheduling Metaflow Flows',
          'production/scheduling-metaflow-flows',
          ['scheduling-with-argo-workflows', 'scheduling-with-aws-step-functions', 'scheduling-with-airflow', 'scheduling-with-kubeflow'],
          'production/scheduling-metaflow-flows/introduction',
        ),
        'coordinating-larger-metaflow-projects',
        categoryWithPage('Connecting Flows via Events', 'production/event-triggering', [
          'external-events',
          'flow-events',
          'inspect-events',
          'project-events',
        ]),
      ],
      'production/introduction',
    ),
    categoryWithPage('API Reference', 'api', [
      'client',
      'flowspec',
      'current',
      'runner',
      'deployer',
      'argoevent',
      'config',
      'user-decorators',
      'S3',
      'cards',
      'configuration-variables',
      'cli',
      categoryWithPage('Step Decorators', 'api/step-decorators', [
        'environment',
        'batch',
        'card',
        'catch',
        'conda',
        'kubernetes',
        'parallel',
        'pypi',
        'resources',
        'retry',
        'secrets',
        'step',
        'timeout',
      ]),
      categoryWithPage('Flow Decorators', 'api/flow-decorators', [
        'conda_base',
        'exit_hook',
        'project',
        'pypi_base',
        'schedule',
        'trigger',
        'trigger_on_finish',
      ]),
    ]),
    {
      type: 'category',
      label: 'Internals of Metaflow',
      items: [
        'internals/release-notes',
        'internals/technical-overview',
        'internals/testing-philosophy',
        'internals/contributing',
      ],
    },
  ],
};

export default sidebars;
