/**
 * The offline search engine (plugins/local-search/engine) on a small index written here: the
 * first part alone and with the text, the units of a query (stems, prefixes, typos, code names in
 * one place, command-line options, stop words), the ranking rules (a place named by the query first,
 * the reader's docs set first, summaries giving way to the page they summarise, two places per page
 * before any third), the count, the section filter, hostile input, and marking. No build needed.
 */
import assert from 'node:assert/strict';
import {before, test} from 'node:test';

import {createSearchEngine, MAX_QUERY_LENGTH} from '../../plugins/local-search/engine/engine';
import {textFileOf, titlesFileOf, type SearchIndexRows} from '../../plugins/local-search/build/index-file';
import {excerpt, marks} from '../../plugins/local-search/engine/marks';

const ROWS: SearchIndexRows = {
  pages: [
    ['/scaling/failures', 'docs-default-current', 'Scalable Flows › Dealing with Failures', 'Dealing with Failures', 'Make flows resilient.'],
    ['/v/r/metaflow/failures', 'docs-r-current', 'R Docs › Dealing with Failures', 'Dealing with Failures', 'Make R flows resilient.'],
    ['/api/flowspec', 'docs-default-current', 'API Reference › FlowSpec', 'FlowSpec', 'Reference for FlowSpec.'],
    ['/introduction/what-is-metaflow', 'docs-default-current', 'Introduction › What is Metaflow', 'What is Metaflow', ''],
    [
      '/metaflow/composing-flows/custom-decorators',
      'docs-default-current',
      'Composing Flows › Custom Decorators',
      'Custom Decorators',
      'Write your own step decorators that run code before and after a step.',
    ],
    ['/internals/technical-overview', 'docs-default-current', 'Internals › Technical Overview', 'Technical Overview', 'How Metaflow works inside.'],
    ['/api/configuration-variables', 'docs-default-current', 'API Reference › Configuration Variables', 'Configuration Variables', 'Every setting.'],
    ['/api/step-decorators/kubernetes', 'docs-default-current', 'API Reference › @kubernetes', '@kubernetes', 'Run a step on Kubernetes.'],
    ['/scaling/remote-tasks/introduction', 'docs-default-current', 'Scalable Flows › Executing Tasks Remotely', 'Executing Tasks Remotely', ''],
    ['/scaling/remote-tasks/gpu-compute', 'docs-default-current', 'Scalable Flows › GPU Compute', 'GPU Compute', ''],
  ],
  places: [
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
  texts: [
    [1, 'Add @retry to a step and Metaflow runs a failed task again, up to four times.'],
    [1, 'Each attempt of a retried task keeps its own logs <and> artifacts.'],
    [2, 'An R flow is a list of steps, not a FlowSpec class.'],
    [2, 'Where Python calls FlowSpec.next, R chains steps with step().'],
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

const TITLES = titlesFileOf(ROWS, '/assets/search/text.0.json');
const TEXT = textFileOf(ROWS);

/** An engine over the first part only, and one with the text added. */
const titlesOnly = createSearchEngine(TITLES);
const engine = createSearchEngine(TITLES);
before(() => engine.addText(TEXT));

const urls = (query: string, preferredTag?: string, searched = engine) =>
  searched.search(query, {preferredTag, limit: 50}).hits.map((hit) => hit.place.url);

test('the first part answers from names and titles; the text makes the engine complete', () => {
  assert.equal(titlesOnly.complete, false);
  assert.equal(engine.complete, true);
  assert.deepEqual(urls('accelerators', undefined, titlesOnly), [], 'text only');
  assert.ok(urls('accelerators').includes('/scaling/remote-tasks/gpu-compute'));
  assert.equal(urls('FlowSpec.next', undefined, titlesOnly)[0], '/api/flowspec#flowspec-next');
  const [hit] = titlesOnly.search('FlowSpec.next').hits;
  assert.equal(hit.excerpt, null, 'no text yet');
  assert.deepEqual(hit.place.headings, ['FlowSpec', 'FlowSpec.next']);
  assert.deepEqual(hit.place.page.path, ['API Reference', 'FlowSpec']);
  assert.equal(hit.place.page.section, 'api');
});

test('a word finds its other forms through the stem, as written and as a prefix, and with a typo', () => {
  assert.ok(urls('retries').includes('/scaling/failures#retrying-tasks-with-retry'));
  assert.ok(urls('retrying').includes('/scaling/failures#retrying-tasks-with-retry'));
  assert.ok(urls('retr').includes('/scaling/failures#retrying-tasks-with-retry'), 'the last word is a prefix');
  assert.deepEqual(urls('retr zzzz'), [], 'only the last word is a prefix');
  assert.match(urls('flowspc')[0], /^\/api\/flowspec/, 'one typo in a word of 5 letters or more');
  assert.deepEqual(urls('flowspc', undefined, titlesOnly).length > 0, true);
  assert.ok(urls('re').length > 0, 'a query of stop words alone is the start of a word');
  // A word of one or two letters is a prefix in names and titles, not in the text.
  assert.ok(urls('ch').includes('/scaling/remote-tasks/gpu-compute#checking-the-gpus'), 'a heading');
  assert.deepEqual(urls('ac'), [], '"accelerators" is in the text only');
  assert.ok(urls('acc').includes('/scaling/remote-tasks/gpu-compute'), 'three letters are a prefix in the text');
});

test('the words of a code name must be found in one place', () => {
  assert.equal(urls('FlowSpec.next')[0], '/api/flowspec#flowspec-next');
  // "train" and "models" are together in one place of each of two pages.
  assert.deepEqual(new Set(urls('models.train')), new Set(['/internals/technical-overview#decorators-and-plugins', '/scaling/remote-tasks/gpu-compute']));
  // "FlowSpec" and "accelerators" are both in the index, never in one place.
  assert.deepEqual(urls('FlowSpec.accelerators'), []);
  assert.ok(urls('FlowSpec accelerators').length > 0, 'written apart, they may be in different places');
});

test('a place whose name is the query comes first: a reference name, a variable without METAFLOW_, a page title', () => {
  for (const query of ['METAFLOW_KUBERNETES_SHARED_MEMORY', 'KUBERNETES_SHARED_MEMORY', 'kubernetes_shared_memory']) {
    assert.equal(urls(query)[0], '/api/configuration-variables#metaflow_kubernetes_shared_memory', query);
  }
  assert.equal(urls('what is metaflow')[0], '/introduction/what-is-metaflow');
  assert.match(urls('FlowSpec')[0], /^\/api\/flowspec(#flowspec)?$/, 'the page titled FlowSpec or its class heading');
  assert.ok(urls('FlowSpec').indexOf('/api/flowspec#flowspec') < urls('FlowSpec').indexOf('/api/flowspec#flowspec-next'), 'the class before its members');
});

test("the reader's docs set comes first, unless a page of the other set holds more of the query", () => {
  assert.equal(urls('retry', 'docs-r-')[0], '/v/r/metaflow/failures#retrying-tasks');
  assert.equal(urls('retry', 'docs-default-')[0].startsWith('/scaling/failures'), true);
  // A place named by code is what the reader asked for, from either docs set; a word is not code.
  assert.equal(urls('FlowSpec.next', 'docs-r-')[0], '/api/flowspec#flowspec-next');
  assert.ok(urls('FlowSpec.next', 'docs-r-').includes('/v/r/metaflow/failures'), 'the R page that holds it still ranks');
  // Only the Python page holds "logs": it comes first for an R reader too.
  assert.equal(urls('retry logs', 'docs-r-')[0], '/scaling/failures#retrying-tasks-with-retry');
});

test('a place that summarises a page gives way to that page', () => {
  // The overview's section holds both words in its heading; the GPU page holds them in a heading
  // and its text, and ranks first.
  for (const query of ['gpus steps', 'gpu step']) {
    const found = urls(query);
    const summary = found.indexOf('/scaling/remote-tasks/introduction#running-steps-on-gpus');
    assert.ok(summary > 0, query);
    assert.ok(found.slice(0, summary).every((url) => url.startsWith('/scaling/remote-tasks/gpu-compute')), `${query}: ${found.join(', ')}`);
  }
});

test('each page shows two places before any page shows a third; the total counts every matching place', () => {
  // FlowSpec's page has three results (its top and its heading "FlowSpec" are one); the R page's
  // one comes before the third.
  const flowspec = urls('flowspec');
  assert.deepEqual(flowspec.slice(2).map((url) => url.replace(/#.*/, '')), ['/v/r/metaflow/failures', '/api/flowspec']);
  assert.equal(flowspec.filter((url) => url === '/api/flowspec' || url === '/api/flowspec#flowspec').length, 1, 'a heading named as its page is not shown beside the page');
  const {total, hits} = engine.search('step', {limit: 100});
  const pages = hits.map((hit) => hit.place.page.url);
  assert.equal(total, hits.length, 'the limit is above the count');
  assert.equal(new Set(hits.map((hit) => hit.place.url)).size, total, 'one hit per place');
  const firstThird = pages.findIndex((page, at) => pages.slice(0, at).filter((seen) => seen === page).length === 2);
  if (firstThird >= 0) {
    const pagesBefore = new Set(pages.slice(0, firstThird));
    assert.deepEqual(new Set(pages), pagesBefore, 'no page appears for the first time after a third place');
  }
  assert.equal(engine.search('step', {limit: 3}).hits.length, 3);
  assert.equal(engine.search('step', {limit: 3}).total, total, 'the total does not depend on the limit');
  assert.equal(engine.search('zqxjvw').total, 0);
});

test('the section filter keeps the pages of one section', () => {
  for (const section of ['api', 'r', 'python'] as const) {
    const {hits} = engine.search('retry step flowspec', {section});
    assert.ok(hits.length > 0, section);
    assert.deepEqual([...new Set(hits.map((hit) => hit.place.page.section))], [section]);
  }
});

test('a command-line option is searched as written', () => {
  const [page, top] = [ROWS.pages.length, ROWS.places.length];
  const cli = createSearchEngine(
    titlesFileOf(
      {
        pages: [...ROWS.pages, ['/api/cli', 'docs-default-current', 'API Reference › Command line', 'Command line', '']],
        places: [...ROWS.places, [page, -1, '', ''], [page, top, 'run--with', 'run --with'], [page, top, 'run--max-workers', 'run --max-workers']],
        texts: ROWS.texts,
      },
      '',
    ),
  );
  assert.equal(cli.search('--with').hits[0]?.place.url, '/api/cli#run--with', '--with: all its words are stop words');
  assert.equal(cli.search('--max-workers').hits[0]?.place.url, '/api/cli#run--max-workers');
  assert.equal(cli.search('max-workers').hits[0]?.place.url, '/api/cli#run--max-workers');
});

test('a place that was a hit before the text loaded gets its excerpt after', async () => {
  const loading = createSearchEngine(TITLES);
  assert.equal(loading.search('retry').hits.find((hit) => hit.place.anchor === 'retrying-tasks-with-retry')?.excerpt, null);
  await loading.addText(TEXT);
  assert.match(loading.search('retry').hits.find((hit) => hit.place.anchor === 'retrying-tasks-with-retry')?.excerpt ?? '', /@retry/);
});

test('the excerpt is the text block of the place that holds most of the matched words', () => {
  const hit = engine.search('retried logs').hits.find((found) => found.place.url === '/scaling/failures#retrying-tasks-with-retry');
  assert.equal(hit?.excerpt, 'Each attempt of a retried task keeps its own logs <and> artifacts.');
});

test('odd or hostile queries neither throw nor take long', () => {
  for (const query of ['', '   ', '(.*)+[?\\', '"quoted" \'single\'', '<img src=x onerror=alert(1)>', '🚀 deploy ✨', '--', '-- --', '._.', 'a'.repeat(5000)]) {
    assert.doesNotThrow(() => engine.search(query), query);
  }
  const long = `retry ${'step '.repeat(1000)}`;
  assert.ok(long.length > MAX_QUERY_LENGTH);
  assert.ok(engine.search(long).hits.length > 0);
});

test('marks: matching words as written, by stem, or begun by a matched term; nothing parsed as HTML', () => {
  const terms = new Set(['retri', 'log', 'ste']);
  assert.deepEqual(
    marks('Retrying (logs) of steps', terms),
    [
      {text: 'Retrying', marked: true},
      {text: ' (', marked: false},
      {text: 'logs', marked: true},
      {text: ') of ', marked: false},
      {text: 'steps', marked: true},
    ],
  );
  assert.deepEqual(marks('nothing here', terms), [{text: 'nothing here', marked: false}]);
  const words = Array.from({length: 40}, (_, at) => `w${at}`);
  words[20] = 'retry';
  const cut = excerpt(`${words.join(' ')}.`, terms, 9);
  assert.equal(cut[0].text.startsWith('…'), true);
  assert.equal(cut.at(-1)?.text.endsWith('…'), true);
  assert.deepEqual(cut.filter((segment) => segment.marked).map((segment) => segment.text), ['retry']);
  assert.deepEqual(excerpt('Short retry.', terms, 9).map((segment) => segment.text).join(''), 'Short retry.', 'short text is whole');
});
