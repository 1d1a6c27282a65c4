/**
 * The offline search engine, client and highlighting (src/lib/search) on a small index written
 * here: matching (stems, prefixes, typos), ranking (pages with every word before pages that lack
 * one, field boosts, exact titles and variable names, descriptions and opening paragraphs, what a
 * page is about, summaries giving way to the page they summarise, the reader's docs set first,
 * one result per URL, each page's best place first), Algolia-shaped answers (filters,
 * paging, snippets) and hostile input. No build needed.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {createLocalSearchClient, facetFilter, type LocalHit} from '../../src/lib/search/client';
import {createSearchEngine, isCodeQuery, MAX_QUERY_LENGTH} from '../../src/lib/search/engine';
import {SEARCH_INDEX_VERSION, type PageRow, type SearchIndexFile} from '../../src/lib/search/format';
import {escapeHtml, highlight, snippet} from '../../src/lib/search/highlight';

const FILE: SearchIndexFile = {
  version: SEARCH_INDEX_VERSION,
  pages: [
    ['/scaling/failures', 'docs-default-current', 'en', 'Scalable Flows › Dealing with Failures', 'Dealing with Failures', 'Make flows resilient.'],
    ['/v/r/metaflow/failures', 'docs-r-current', 'en', 'R Docs › Dealing with Failures', 'Dealing with Failures', 'Make R flows resilient.'],
    ['/api/flowspec', 'docs-default-current', 'en', 'API Reference › FlowSpec', 'FlowSpec', 'Reference for FlowSpec.'],
    ['/introduction/what-is-metaflow', 'docs-default-current', 'en', 'Introduction › What is Metaflow', 'What is Metaflow', ''],
    [
      '/metaflow/composing-flows/custom-decorators',
      'docs-default-current',
      'en',
      'Composing Flows › Custom Decorators',
      'Custom Decorators',
      'Write your own step decorators that run code before and after a step.',
    ],
    ['/internals/technical-overview', 'docs-default-current', 'en', 'Internals › Technical Overview', 'Technical Overview', 'How Metaflow works inside.'],
    ['/api/configuration-variables', 'docs-default-current', 'en', 'API Reference › Configuration Variables', 'Configuration Variables', 'Every setting.'],
    ['/api/step-decorators/kubernetes', 'docs-default-current', 'en', 'API Reference › @kubernetes', '@kubernetes', 'Run a step on Kubernetes.'],
    ['/scaling/remote-tasks/introduction', 'docs-default-current', 'en', 'Scalable Flows › Executing Tasks Remotely', 'Executing Tasks Remotely', ''],
    ['/scaling/remote-tasks/gpu-compute', 'docs-default-current', 'en', 'Scalable Flows › GPU Compute', 'GPU Compute', ''],
  ],
  sections: [
    [0, -1, '', ''],
    [0, 0, 'retrying-tasks-with-retry', 'Retrying tasks with @retry'],
    [1, -1, '', ''],
    [1, 2, 'retrying-tasks', 'Retrying tasks with retry()'],
    [2, -1, '', ''],
    [2, 4, 'flowspec', 'FlowSpec'],
    [2, 5, 'flowspec-next', 'FlowSpec.next'],
    [2, 6, 'flowspec-next-dsts', 'FlowSpec.next(dsts)'],
    [3, -1, '', ''],
    [4, -1, '', ''],
    [4, 9, 'the-hooks', 'The hooks'],
    [5, -1, '', ''],
    [5, 11, 'decorators-and-plugins', 'Decorators and plugins'],
    [4, 9, 'arguments', 'Arguments'],
    [6, -1, '', ''],
    [6, 14, 'kubernetes', 'Kubernetes'],
    [6, 15, 'metaflow_kubernetes_shared_memory', 'METAFLOW_KUBERNETES_SHARED_MEMORY'],
    [7, -1, '', ''],
    [7, 17, 'kubernetes-shared_memory', '@kubernetes(shared_memory)'],
    [8, -1, '', ''],
    [8, 19, 'running-steps-on-gpus', 'Running steps on GPUs', [9]],
    [9, -1, '', ''],
    [9, 21, 'checking-the-gpus', 'Checking the GPUs'],
  ],
  contents: [
    [1, 'Add @retry to a step and Metaflow runs a failed task again, up to four times.'],
    [1, 'Each attempt of a retried task keeps its own logs <and> artifacts.'],
    [2, 'An R flow is a list of steps, not a FlowSpec class.'],
    [3, 'Decorate a step with retry() to run it again when it fails.'],
    [3, 'The next attempt starts at once.'],
    [0, 'A step that hung for an hour is stopped by @timeout.'],
    [6, 'Names the steps that run after this one.'],
    [7, 'The next steps, written as methods of the flow.'],
    [8, 'Metaflow is a framework for data-science workflows.'],
    [9, 'A custom decorator wraps a step.'],
    [10, 'The decorator function gets the step and yields to it.'],
    [12, 'You could write a decorator that wraps every step of your own flow; plugins do.'],
    [13, 'A decorator can take arguments.'],
    [16, 'Shared memory in MB of Kubernetes steps that set none.'],
    [18, 'Size of /dev/shm in MB; None uses METAFLOW_KUBERNETES_SHARED_MEMORY.'],
    [20, 'GPU compute shows how to run a step on a GPU.'],
    [21, 'Steps that train models want accelerators.'],
    [22, 'Print what a step sees when it runs.'],
    [12, 'Plugins train models on accelerators.'],
  ],
};

const engine = createSearchEngine(FILE);
const urls = (query: string, preferredTag?: string) =>
  engine
    .search(query, {preferredTag})
    .slice(0, 20)
    .map((hit) => hit.url);

test('a word finds its other forms through the stem, as written and as a prefix', () => {
  assert.ok(urls('retries').includes('/scaling/failures#retrying-tasks-with-retry'));
  assert.ok(urls('retrying').includes('/scaling/failures#retrying-tasks-with-retry'));
  assert.ok(urls('failed').some((url) => url.startsWith('/scaling/failures')), '"failed" finds "fails" and "Failures"');
  assert.ok(urls('retr').length > 0, 'the last word is a prefix');
  assert.deepEqual(urls('flowspc'), urls('flowspec'), 'one typo in a word of 5 letters or more');
});

test('pages that hold every word come first, then pages that lack one; when no page has them all, any may', () => {
  assert.deepEqual(urls('retry logs'), ['/scaling/failures#retrying-tasks-with-retry', '/v/r/metaflow/failures#retrying-tasks']);
  assert.deepEqual(urls('retry logs', 'docs-r-'), urls('retry logs'), 'the reader\'s docs set first only where it holds as much');
  assert.equal(urls('retry', 'docs-r-')[0], '/v/r/metaflow/failures#retrying-tasks');
  const either = urls('retry framework');
  assert.ok(either.includes('/introduction/what-is-metaflow'));
  assert.ok(either.includes('/scaling/failures#retrying-tasks-with-retry'));
});

test('a record\'s own heading ranks above text that merely mentions the words', () => {
  const found = urls('FlowSpec');
  assert.equal(found[0], '/api/flowspec', 'the page titled FlowSpec');
  assert.ok(found.indexOf('/api/flowspec#flowspec') < found.indexOf('/api/flowspec#flowspec-next'), 'the class before its members');
  assert.equal(urls('FlowSpec.next')[0], '/api/flowspec#flowspec-next');
  assert.equal(urls('next dsts')[0], '/api/flowspec#flowspec-next-dsts');
});

test('a configuration variable, with or without METAFLOW_, finds its row before pages that mention it', () => {
  for (const query of ['METAFLOW_KUBERNETES_SHARED_MEMORY', 'KUBERNETES_SHARED_MEMORY']) {
    assert.equal(engine.search(query).slice(0, 1)[0]?.url, '/api/configuration-variables#metaflow_kubernetes_shared_memory', query);
  }
});

test('a reference row named by the query, code punctuation and all, comes first', () => {
  assert.equal(urls('kubernetes shared_memory')[0], '/api/step-decorators/kubernetes#kubernetes-shared_memory');
});

test('a word of the synonym table finds the word the docs use', () => {
  assert.ok(urls('step hangs').includes('/scaling/failures'), '"hangs" finds "hung"');
});

test('a query that names code is told from one in words, which ranks reference pages lower', () => {
  for (const query of ['config_expr', 'current.run_id', '@catch var', 'FlowSpec.next(', 'StepMutator']) {
    assert.ok(isCodeQuery(query), query);
  }
  for (const query of ['retry failed step', 'step-functions create', 'Kubernetes', 'what is metaflow', 'uv ...']) {
    assert.ok(!isCodeQuery(query), query);
  }
  // The @kubernetes reference's description holds every word; the guide-less fixture still finds it.
  assert.equal(urls('run a step on kubernetes')[0], '/api/step-decorators/kubernetes');
});

test('a question in a reader\'s words finds the page its title and description are about', () => {
  // The technical overview has one paragraph with every word; the custom-decorators page has
  // them in its description and headings, and is the page that answers.
  assert.equal(urls('write my own step decorator')[0], '/metaflow/composing-flows/custom-decorators');
  assert.equal(urls('resilient flows')[0], '/scaling/failures', 'the description is searched');
});

test('the words may be in different places of a page, which ranks above pages without one of them', () => {
  // "wraps" is in the page's opening paragraph and "hooks" in a heading: no record holds both.
  const found = urls('wraps hooks');
  assert.ok(found.includes('/metaflow/composing-flows/custom-decorators#the-hooks'));
  const overview = found.indexOf('/internals/technical-overview#decorators-and-plugins');
  assert.ok(overview > 0, 'the overview, which has "wraps" but no "hooks", still ranks');
  assert.ok(
    found.slice(0, overview).every((url) => url.startsWith('/metaflow/composing-flows/custom-decorators')),
    'after every place of the page that has both',
  );
});

test('the text above a page\'s first heading says what the page is about', () => {
  // No title, description or heading holds the words; the GPU page's opening paragraph does,
  // and so does a shorter paragraph under a heading of the technical overview.
  assert.equal(urls('train models on accelerators')[0], '/scaling/remote-tasks/gpu-compute');
});

test('a section that summarises a page below it gives way to that page', () => {
  // The overview's section on GPUs holds every word in its heading and links to the GPU page by
  // its title; the GPU page holds them too, in its title and opening paragraph.
  const found = urls('run a step on a gpu');
  assert.ok(found[0].startsWith('/scaling/remote-tasks/gpu-compute'), found[0]);
  assert.equal(found[1], '/scaling/remote-tasks/introduction#running-steps-on-gpus');
});

test('each page\'s two best places come before the third place of any page', () => {
  const pagesOf = urls('decorator').map((url) => url.replace(/#.*$/, ''));
  const custom = '/metaflow/composing-flows/custom-decorators';
  assert.deepEqual(pagesOf.slice(0, 2), [custom, custom], 'the page about decorators, twice');
  assert.equal(pagesOf[2], '/internals/technical-overview', 'before the third place of the first page');
  assert.equal(pagesOf.filter((page) => page === custom).length, 3);
});

test('a page whose title is the query comes first, stop words and all', () => {
  assert.equal(urls('what is metaflow')[0], '/introduction/what-is-metaflow');
});

test('the reader\'s docs set comes first; the other is still searched', () => {
  assert.ok(urls('retry', 'docs-default-')[0].startsWith('/scaling/'));
  assert.ok(urls('retry', 'docs-r-')[0].startsWith('/v/r/'));
  assert.ok(urls('retry', 'docs-r-').some((url) => url.startsWith('/scaling/')));
  // The R page has "FlowSpec" and "next" in two places: a name's words must be in one.
  assert.equal(urls('FlowSpec.next', 'docs-r-')[0], '/api/flowspec#flowspec-next');
});

test('one result per URL, and queries of stop words, blanks or punctuation find nothing', () => {
  const found = urls('retry task');
  assert.equal(new Set(found).size, found.length);
  for (const query of ['', '   ', 'the of and', '()[]{}.*+?', '\u{1F680}']) {
    assert.equal(engine.search(query).total, 0, JSON.stringify(query));
  }
});

test('a query of stop words alone is the start of a word being typed', () => {
  // "on" is a stop word, and the beginning of "one" in FlowSpec.next's text.
  assert.ok(urls('on').includes('/api/flowspec#flowspec-next'), '"on" finds "one"');
  assert.deepEqual(urls('how on'), urls('on'), 'the last word of stop words alone');
  assert.equal(engine.search('on the').total, 0, 'not a word that is no longer being typed');
});

test('function words of a question do not count against a page that lacks them', () => {
  // "not" is in NLTK's list only. Counted, it would make the R page, which holds "not" by
  // chance, the only page with every word, and put it first in the Python docs.
  assert.ok(urls('step is not retried', 'docs-default-')[0].startsWith('/scaling/failures'));
});

test('the other docs set comes first only when it alone holds every word', () => {
  // "shared memory" is in the Python docs only; "flowspec class" in the R page only.
  assert.ok(urls('shared memory', 'docs-r-')[0].startsWith('/api/'));
  assert.equal(urls('flowspec class', 'docs-default-')[0], '/v/r/metaflow/failures');
  // The Python failures page holds "retry" and "hour", the R page only "retry": Python first.
  assert.ok(urls('retry hour', 'docs-r-')[0].startsWith('/scaling/failures'));
  // No page holds both "retry" and "gpu": the reader's set first.
  assert.ok(urls('retry gpu', 'docs-r-')[0].startsWith('/v/r/'));
});

test('a query far over the length limit is cut, not refused', () => {
  const outcome = engine.search(`retry ${'x'.repeat(MAX_QUERY_LENGTH * 4)}`);
  assert.ok(outcome.total > 0);
});

test('highlighting escapes the text and marks only matching words', () => {
  const terms = new Set(['retri']);
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  const value = highlight('Retries keep <logs>.', terms, {pre: '<mark>', post: '</mark>'});
  assert.equal(value.value, '<mark>Retries</mark> keep &lt;logs&gt;.');
  assert.equal(value.matchLevel, 'full');
  const cut = snippet('one two three four five six seven eight retry nine ten eleven twelve', terms, {pre: '[', post: ']'}, 4, '…');
  assert.equal(cut.value, '…eight [retry] nine ten…');
});

test('facet filters: outer entries AND-ed, inner arrays OR-ed, "-" negates', () => {
  const [python, r] = FILE.pages as PageRow[];
  const contextual = facetFilter(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])!;
  assert.equal(contextual(python), true);
  assert.equal(contextual(r), false);
  assert.equal(facetFilter('-docusaurus_tag:docs-r-current')!(r), false);
  assert.equal(facetFilter('language:fr')!(python), false);
  assert.equal(facetFilter([]), undefined);
});

test('the client answers Algolia requests in both shapes, with DocSearch hits, paging and escaped snippets', async () => {
  const client = createLocalSearchClient({loadEngine: async () => engine, siteUrl: 'https://docs.example.org'});
  const {results} = await client.search({
    requests: [
      {
        indexName: 'docs',
        query: 'retried logs',
        facetFilters: ['language:en'],
        hitsPerPage: 1,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        attributesToSnippet: ['content:12'],
      },
    ],
  });
  const [result] = results;
  const hit = result.hits[0] as LocalHit;
  assert.equal(result.hits.length, 1);
  assert.equal(result.nbPages, result.nbHits);
  assert.equal(hit.url, 'https://docs.example.org/scaling/failures#retrying-tasks-with-retry');
  assert.equal(hit.type, 'content');
  assert.deepEqual(
    [hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3],
    ['Scalable Flows › Dealing with Failures', 'Dealing with Failures', 'Retrying tasks with @retry', null],
  );
  assert.equal(hit._snippetResult.content!.value, 'Each attempt of a <mark>retried</mark> task keeps its own <mark>logs</mark> &lt;and&gt; artifacts.');
  const legacy = await client.search([{indexName: 'docs', params: {query: 'retry', page: 1, hitsPerPage: 1, facets: ['docusaurus_tag']}}]);
  assert.equal(legacy.results[0].page, 1);
  assert.deepEqual(legacy.results[0].facets.docusaurus_tag, {'docs-default-current': 1, 'docs-r-current': 1});
});

test('an index that cannot be loaded fails the search with a RetryError, and the next search tries again', async () => {
  let attempts = 0;
  const client = createLocalSearchClient({
    loadEngine: async () => {
      attempts += 1;
      if (attempts === 1) {
        throw new Error('offline');
      }
      return engine;
    },
    siteUrl: 'https://docs.example.org',
  });
  await assert.rejects(client.search({requests: [{indexName: 'docs', query: 'retry'}]}), {name: 'RetryError'});
  const {results} = await client.search({requests: [{indexName: 'docs', query: 'retry'}]});
  assert.ok(results[0].nbHits > 0);
});
