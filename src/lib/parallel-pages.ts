/**
 * Pages that exist in both the Python docs and the R docs, as [Python path, R path] pairs. The
 * breadcrumbs of each page link to its counterpart (src/theme/DocBreadcrumbs), so a reader who
 * switches languages lands on the same topic. A unit test checks every path against routes.json.
 */
export const PARALLEL_PAGES: readonly (readonly [python: string, r: string])[] = [
  ['/', '/v/r'],
  ['/introduction/why-metaflow', '/v/r/introduction/why-metaflow'],
  ['/introduction/what-is-metaflow', '/v/r/introduction/what-is-metaflow'],
  ['/introduction/metaflow-resources', '/v/r/introduction/getting-in-touch'],
  ['/internals/release-notes', '/v/r/introduction/release-notes'],
  ['/internals/contributing', '/v/r/introduction/contributing-to-metaflow'],
  ['/getting-started/install', '/v/r/getting-started/install'],
  ['/getting-started/infrastructure', '/v/r/metaflow-on-aws'],
  ['/getting-started/tutorials', '/v/r/getting-started/tutorials'],
  ['/getting-started/tutorials/season-1-the-local-experience', '/v/r/getting-started/tutorials/season-1-the-local-experience'],
  ...['00', '01', '02', '03'].map(
    (n) =>
      [
        `/getting-started/tutorials/season-1-the-local-experience/episode${n}`,
        `/v/r/getting-started/tutorials/season-1-the-local-experience/episode${n}`,
      ] as const,
  ),
  ['/getting-started/tutorials/season-2-scaling-out-and-up', '/v/r/getting-started/tutorials/season-2-scaling-out-and-up'],
  // The R package has no episode 04 of its own in season 1, so its season 2 starts at 04.
  ...[
    ['05', '04'],
    ['06', '05'],
    ['07', '06'],
  ].map(
    ([python, r]) =>
      [
        `/getting-started/tutorials/season-2-scaling-out-and-up/episode${python}`,
        `/v/r/getting-started/tutorials/season-2-scaling-out-and-up/episode${r}`,
      ] as const,
  ),
  ['/metaflow/basics', '/v/r/metaflow/basics'],
  ['/metaflow/client', '/v/r/metaflow/client'],
  ['/metaflow/debugging', '/v/r/metaflow/debugging'],
  ['/scaling/failures', '/v/r/metaflow/failures'],
  ['/scaling/remote-tasks/introduction', '/v/r/metaflow/scaling'],
  ['/scaling/tagging', '/v/r/metaflow/tagging'],
  ['/production/scheduling-metaflow-flows/introduction', '/v/r/going-to-production-with-metaflow/scheduling-metaflow-flows'],
];

/** The counterpart of `path` in the other language's docs, with that language's name, or undefined. */
export function parallelPage(path: string): {language: 'Python' | 'R'; path: string} | undefined {
  for (const [python, r] of PARALLEL_PAGES) {
    if (path === python) return {language: 'R', path: r};
    if (path === r) return {language: 'Python', path: python};
  }
  return undefined;
}
