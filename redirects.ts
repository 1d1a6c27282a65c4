/**
 * Old documentation paths and the page each one now lands on.
 *
 * This is the only copy of the redirect table. `docusaurus.config.ts` hands it to
 * `@docusaurus/plugin-client-redirects` (which writes a small redirecting HTML page at each
 * old path), the unit tests check it against `routes.json`, and a server configuration can be
 * generated from it. Every `to` is a page in `routes.json`; no `from` is a page.
 */
export interface Redirect {
  /** The old path, absolute, without a trailing slash. */
  readonly from: string;
  /** The page it now lands on, absolute, without a trailing slash. */
  readonly to: string;
}

export const redirects: readonly Redirect[] = [
  // The "going to production" section became "Production Deployments".
  {from: '/going-to-production-with-metaflow', to: '/production/introduction'},
  {
    from: '/going-to-production-with-metaflow/coordinating-larger-metaflow-projects',
    to: '/production/coordinating-larger-metaflow-projects',
  },
  {
    from: '/going-to-production-with-metaflow/scheduling-metaflow-flows',
    to: '/production/scheduling-metaflow-flows/introduction',
  },
  {
    from: '/going-to-production-with-metaflow/scheduling-metaflow-flows/scheduling-with-argo-workflows',
    to: '/production/scheduling-metaflow-flows/scheduling-with-argo-workflows',
  },
  {
    from: '/going-to-production-with-metaflow/scheduling-metaflow-flows/scheduling-with-aws-step-functions',
    to: '/production/scheduling-metaflow-flows/scheduling-with-aws-step-functions',
  },
  // "Internals of Metaflow" moved under /internals.
  {from: '/internals-of-metaflow', to: '/internals/technical-overview'},
  {from: '/internals-of-metaflow/technical-overview', to: '/internals/technical-overview'},
  {from: '/internals-of-metaflow/testing-philosophy', to: '/internals/testing-philosophy'},
  // The AWS-only deployment pages became one infrastructure overview.
  {from: '/metaflow-on-aws', to: '/getting-started/infrastructure'},
  {from: '/metaflow-on-aws/deploy-to-aws', to: '/getting-started/infrastructure'},
  {from: '/metaflow-on-aws/metaflow-sandbox', to: '/getting-started/infrastructure'},
  // Data, dependencies, failures, tagging and scaling moved to "Scalable Flows".
  {from: '/metaflow/data', to: '/scaling/data'},
  {from: '/metaflow/dependencies', to: '/scaling/dependencies'},
  {from: '/metaflow/failures', to: '/scaling/failures'},
  {from: '/metaflow/tagging', to: '/scaling/tagging'},
  {from: '/metaflow/scaling-out-and-up', to: '/scaling/introduction'},
  {
    from: '/metaflow/scaling-out-and-up/effortless-scaling-with-aws-batch',
    to: '/scaling/remote-tasks/aws-batch',
  },
  {
    from: '/metaflow/scaling-out-and-up/effortless-scaling-with-kubernetes',
    to: '/scaling/remote-tasks/kubernetes',
  },
  // Project pages that left the introduction.
  {from: '/introduction/contributing-to-metaflow', to: '/internals/contributing'},
  {from: '/introduction/release-notes', to: '/internals/release-notes'},
  {from: '/introduction/getting-in-touch', to: '/introduction/metaflow-resources'},
  {from: '/introduction/roadmap', to: '/introduction/metaflow-resources'},
  // Season 2 was once numbered 05 to 08 (DECISIONS 3).
  {
    from: '/getting-started/tutorials/season-2-scaling-out-and-up/episode08',
    to: '/getting-started/tutorials/season-2-scaling-out-and-up/episode-8-autopilot',
  },
];
