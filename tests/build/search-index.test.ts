/**
 * The offline search index the build wrote (plugins/local-search): the first file names the text
 * file by a hash of its content; every doc page of routes.json is in it with its title, description,
 * docs tag and breadcrumb path; every section's anchor exists on its page; API members and parameters
 * are sections of their own; code blocks, "Next steps" sections and the doc footer are not
 * indexed. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {load} from 'cheerio';

import {ONWARD_SECTIONS} from '../../plugins/local-search/build/records';
import {builtFileOf, loadRoutes} from '../../plugins/lib/routes';
import {SEARCH_INDEX_PATH, SEARCH_INDEX_VERSION, type SearchTextFile, type SearchTitlesFile} from '../../plugins/local-search/engine/format';

const root = join(__dirname, '..', '..');
const build = join(root, 'build');
const titles = JSON.parse(readFileSync(join(build, SEARCH_INDEX_PATH), 'utf8')) as SearchTitlesFile;
const raw = readFileSync(join(build, titles.text), 'utf8');
const text = JSON.parse(raw) as SearchTextFile;
const index = {pages: titles.pages, sections: titles.places, contents: text.texts};
const routes = loadRoutes(root);

function sectionsOf(url: string): {anchor: string; text: string}[] {
  const page = index.pages.findIndex((row) => row[0] === url);
  return index.sections.filter((row) => row[0] === page).map(([, , anchor, text]) => ({anchor, text}));
}

test('the first file names the text file by a hash of its content', () => {
  const match = /^\/assets\/search\/text\.([0-9a-f]{12})\.json$/.exec(titles.text);
  assert.ok(match, titles.text);
  assert.equal(createHash('sha256').update(raw).digest('hex').slice(0, 12), match[1]);
  assert.equal(titles.version, SEARCH_INDEX_VERSION);
  assert.equal(text.version, SEARCH_INDEX_VERSION);
});

test('every page of routes.json is indexed with its title, description, docs tag and section path', () => {
  assert.deepEqual(index.pages.map((row) => row[0]).sort(), routes.map((route) => route.path).sort());
  for (const [url, tag, lvl0, lvl1, description] of index.pages) {
    const $ = load(readFileSync(join(build, builtFileOf(url)), 'utf8'));
    assert.equal(lvl1, $('article h1').first().text().trim(), url);
    assert.equal(description, $('meta[name="description"]').attr('content'), url);
    assert.ok(description, `${url} has a description`);
    assert.equal(tag, url.startsWith('/v/r') ? 'docs-r-current' : 'docs-default-current', url);
    assert.equal(lvl0.startsWith('R Docs › '), url.startsWith('/v/r'), `${url}: ${lvl0}`);
  }
  assert.equal(index.pages.find((row) => row[0] === '/scaling/failures')?.[2], 'Scalable Flows › Dealing with Failures');
});

test('every section lands on an element of its page, and no two share a URL', () => {
  const urls = index.sections.map(([page, , anchor]) => `${index.pages[page][0]}#${anchor}`);
  assert.deepEqual(urls.filter((url, at) => urls.indexOf(url) !== at), []);
  for (const [url] of index.pages) {
    const $ = load(readFileSync(join(build, builtFileOf(url)), 'utf8'));
    for (const {anchor} of sectionsOf(url).filter((section) => section.anchor)) {
      assert.equal($(`[id="${anchor}"]`).length, 1, `${url}#${anchor}`);
    }
  }
});

test('API members and parameters are sections named after their object', () => {
  assert.ok(sectionsOf('/api/flowspec').some(({anchor, text}) => anchor === 'flowspec-next' && text === 'FlowSpec.next'));
  assert.ok(sectionsOf('/api/step-decorators/batch').some(({anchor, text}) => anchor === 'batch-cpu' && text === '@batch(cpu)'));
  assert.ok(sectionsOf('/api/current').some(({anchor, text}) => anchor === 'current-run_id' && text === 'current.run_id'));
});

test('"Next steps" and "What\'s next" sections, which describe other pages, are not indexed', () => {
  assert.ok(!index.sections.some(([, , anchor]) => ONWARD_SECTIONS.has(anchor)));
  const $ = load(readFileSync(join(build, builtFileOf('/scaling/failures')), 'utf8'));
  const links = $('h2#next-steps').nextUntil('h2').find('li');
  assert.ok(links.length > 0, 'the page has a "Next steps" list');
  const texts = new Set(index.contents.map(([, text]) => text));
  links.each((_, item) => {
    assert.ok(!texts.has($(item).text().replace(/\s+/g, ' ').trim()), $(item).text());
  });
});

test('the text of code blocks is not indexed, the text around them is', () => {
  const texts = index.contents.map(([, text]) => text);
  assert.ok(!texts.some((text) => text.includes('class ForeachFlow(FlowSpec)')));
  assert.ok(texts.some((text) => text.includes('runs the same step once for every item of a list')));
});

test('the doc footer ("Last updated", "Edit this page", "Report a problem") is not indexed', () => {
  const footer = ['Last updated', 'Edit this page', 'Report a problem'];
  let checked = 0;
  let indexed = 0;
  for (const {path} of routes) {
    const $ = load(readFileSync(join(build, builtFileOf(path)), 'utf8'));
    const texts = index.contents.filter(([section]) => index.pages[index.sections[section][0]][0] === path).map(([, text]) => text);
    indexed += texts.length;
    for (const text of footer) {
      assert.ok($('.theme-doc-footer').text().includes(text), `${path}: the footer has no "${text}"`);
      // Pages whose own content names the link (the "Report a problem with these docs" sections) may index it.
      if ($('.theme-doc-markdown').text().includes(text)) continue;
      assert.ok(!texts.some((indexed) => indexed.includes(text)), `${path}: the index has "${text}"`);
      checked += 1;
    }
  }
  assert.ok(checked > routes.length * 2 && indexed > routes.length, `only ${checked} footer texts checked against ${indexed} indexed texts`);
});

test('a section that links to a page below its own by that page\'s title summarises it', () => {
  const pageOf = (path: string) => index.pages.findIndex(([url]) => url === path);
  const overview = pageOf('/scaling/remote-tasks/introduction');
  const gpus = index.sections.find(([page, , anchor]) => page === overview && anchor === 'running-steps-on-gpus');
  assert.ok(gpus?.[4]?.includes(pageOf('/scaling/remote-tasks/gpu-compute')), 'the overview\'s GPU section summarises GPU Compute');
  for (const [page, , anchor, , summarises] of index.sections) {
    for (const target of summarises ?? []) {
      const [from] = index.pages[page];
      const [to] = index.pages[target];
      assert.ok(to !== from && to.startsWith(from.replace(/\/(introduction)?$/, '')), `${from}#${anchor} summarises ${to}, not below it`);
    }
  }
});
