/**
 * The Markdown the build writes for tools and assistants (`plugins/markdown-pages`): `llms.txt`
 * names the pinned Metaflow release and lists every page of `routes.json` once, by section in
 * sidebar order, with a `.md` URL whose file exists; each page's `.md` starts with YAML front
 * matter naming its title, URL, the release pinned in `requirements.txt` and the day git last
 * changed its source (the one its "Last updated" line shows); `llms-full.txt` holds every page
 * under one front matter; front matter is quoted as YAML needs; each page's `.md` keeps every heading, code
 * block and table of its HTML (checked on a guide with tabs and notes, an API page and an R
 * page); no `.md` holds markup of the theme's chrome; the local preview serves the files as
 * Markdown and plain text (nginx: `nginx.test.ts`); search and sitemap don't list them.
 *
 * Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {load} from 'cheerio';
import {load as loadYaml} from 'js-yaml';

import {readEnv} from '../../env';
import {LLMS_FULL_FILE, LLMS_INDEX_FILE} from '../../plugins/markdown-pages';
import {frontMatter} from '../../plugins/markdown-pages/front-matter';
import {SECTION_TITLES, sectionOf} from '../../plugins/markdown-pages/llms';
import {builtFileOf, loadRoutes} from '../../plugins/lib/routes';
import {startServer} from '../../deploy/server';
import {markdownPathOf} from '../../src/lib/paths';
import {rawGet} from '../lib/raw-request';

const root = join(__dirname, '..', '..');
const build = join(root, 'build');
const routes = loadRoutes(root);
const siteUrl = readEnv().siteUrl;
const read = (file: string) => readFileSync(join(build, file), 'utf8');
const markdownOf = (path: string) => read(markdownPathOf(path).slice(1));

/** The `metaflow` pin of requirements.txt, read here on its own rather than through `constants.ts`. */
const release = /^metaflow==(\S+)$/m.exec(readFileSync(join(root, 'requirements.txt'), 'utf8'))?.[1];

/** A Markdown file's front matter, parsed as YAML, and the text after it. */
function splitFrontMatter(text: string): {fields: Record<string, unknown>; rest: string} {
  const match = /^---\n([\s\S]*?\n)---\n\n/.exec(text);
  assert.ok(match, `no front matter at the start of ${JSON.stringify(text.slice(0, 80))}`);
  return {fields: loadYaml(match[1]) as Record<string, unknown>, rest: text.slice(match[0].length)};
}

/** The day of the last commit that changed `file`, in UTC (`%cs` in UTC: the page shows UTC dates). */
function gitDate(file: string): string {
  return execFileSync('git', ['log', '-1', '--date=short-local', '--format=%cd', '--', file], {cwd: root, env: {...process.env, TZ: 'UTC'}, encoding: 'utf8'}).trim();
}

/** Text as both sides show it: no Markdown escapes, code marks or repeated spaces. */
const plain = (text: string) =>
  text
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The Markdown without its fenced code blocks and code spans. */
const prose = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/`[^`\n]*`/g, '');

test('llms.txt names the pinned release and lists every page once, by section in sidebar order, with its .md URL', () => {
  const index = read(LLMS_INDEX_FILE);
  assert.match(index, /^# Metaflow Docs\n\n> Metaflow is /);
  assert.ok(release && index.split('\n')[2].includes(`Metaflow ${release}`), `the summary doesn't name Metaflow ${release}`);
  const sections = [...index.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  assert.deepEqual(sections, ['Python docs', 'API reference', 'R docs']);
  const listed: {section: string; url: string}[] = [];
  let section = '';
  for (const line of index.split('\n')) {
    section = line.startsWith('## ') ? line.slice(3) : section;
    const link = /^- \[[^\]]+\]\(([^)]+)\)(?::|$)/.exec(line);
    if (link) listed.push({section, url: link[1]});
  }
  const expected = SECTION_TITLES.flatMap((title) =>
    routes.filter(({path}) => sectionOf(path) === title).map(({path}) => ({section: title, url: `${siteUrl}${markdownPathOf(path)}`})),
  );
  assert.deepEqual(listed, expected);
  for (const {url} of listed) {
    assert.ok(existsSync(join(build, new URL(url).pathname.slice(1))), `${url} has no file`);
  }
});

test('every .md starts with front matter: title, canonical URL, pinned release, the date git last changed its source', () => {
  assert.match(release ?? '', /^\d+\.\d+/, 'requirements.txt pins no metaflow release');
  assert.ok(routes.length > 0);
  const editUrlBase = readEnv().editUrlBase;
  for (const {path} of routes) {
    const $ = load(read(builtFileOf(path)));
    const title = $('article h1').first().text().trim();
    const source = $('a.theme-edit-this-page').attr('href')?.slice(editUrlBase.length) ?? '';
    assert.ok(source.startsWith('docs/'), `${path} has no edit link to its source`);
    const {fields, rest} = splitFrontMatter(markdownOf(path));
    const date = gitDate(source);
    assert.match(date, /^\d{4}-\d{2}-\d{2}$/, `git has no commit for ${source}`);
    assert.deepEqual(fields, {title, url: `${siteUrl}${path}`, metaflow_version: release, last_updated: date}, path);
    assert.equal($('time[itemprop="dateModified"]').attr('datetime')?.slice(0, 10), date, `${path} shows another date`);
    assert.ok(rest.startsWith(`# ${title}\n\n`), `${path}.md has no "# ${title}" after its front matter`);
  }
});

test('llms-full.txt names the release once and holds every page in order, with its URL and date', () => {
  const {fields, rest: full} = splitFrontMatter(read(LLMS_FULL_FILE));
  assert.deepEqual(fields, {title: 'Metaflow Docs', url: `${siteUrl}/${LLMS_FULL_FILE}`, metaflow_version: release});
  let position = 0;
  for (const {path} of routes) {
    const {fields: page, rest} = splitFrontMatter(markdownOf(path));
    const body = rest.slice(`# ${page.title}\n\n`.length).trim();
    const entry = `# ${page.title}\n\nURL: ${page.url}\n\nLast updated: ${page.last_updated}\n\n${body}`;
    const at = full.indexOf(entry, position);
    assert.ok(at >= position, `${path} is not in llms-full.txt, with its URL and date, after the page before it`);
    position = at;
  }
});

test('front matter is quoted as YAML needs, so every value reads back as the same string', () => {
  const fields = {title: 'Flows: "run" and #tags', url: 'https://example.org/a?b=c#d', metaflow_version: '2.20', last_updated: '2026-01-02'};
  assert.deepEqual(splitFrontMatter(`${frontMatter({...fields, absent: undefined})}\n`).fields, fields);
});

for (const path of ['/getting-started/install', '/api/flowspec', '/v/r']) {
  test(`the Markdown of ${path} keeps every heading, code block and table of its HTML`, () => {
    const $ = load(read(builtFileOf(path)));
    const content = $('.theme-doc-markdown');
    const markdown = markdownOf(path);

    const headings = content
      .find('h2, h3, h4')
      .toArray()
      .map((heading) => `${'#'.repeat(Number(heading.tagName[1]))} ${plain($(heading).text().replace(/\u200b/g, ''))}`);
    const markdownHeadings = markdown
      .split('\n')
      .filter((line) => /^#{2,4} /.test(line))
      .map(plain);
    assert.deepEqual(markdownHeadings, headings);

    const blocks = content.find('.theme-code-block, pre[class^="signature"]').toArray();
    const fences = [...markdown.matchAll(/^(`{3,})([^\n]*)\n([\s\S]*?)\n\1$/gm)];
    assert.equal(fences.length, blocks.length, 'one fence per code block');
    blocks.forEach((block, index) => {
      const code = $(block).is('pre') ? $(block).text() : $(block).find('pre').text();
      assert.equal(fences[index][3], code.replace(/\n+$/, ''), `code block ${index + 1}`);
      const language = /language-(\S+)/.exec($(block).attr('class') ?? '')?.[1];
      if (language) assert.ok(fences[index][2].startsWith(language), `code block ${index + 1} is ${language}`);
      const title = $(block).find('[class^="codeBlockTitle"]').text();
      if (title) assert.ok(fences[index][2].includes(`title="${title}"`), `code block ${index + 1} has its title`);
    });

    const tables = content.find('table').toArray();
    const markdownTables = prose(markdown).match(/^\| (?:-+ \| )*-+ \|$/gm) ?? [];
    assert.equal(markdownTables.length, tables.length, 'one Markdown table per table');
    for (const table of tables) {
      const header = $(table)
        .find('thead th')
        .toArray()
        .map((cell) => plain($(cell).text()));
      assert.ok(
        markdown.split('\n').some((line) => plain(line) === `| ${header.join(' | ')} |`),
        `no Markdown table with the header ${header.join(', ')}`,
      );
    }
  });
}

test('the guide shows each tab under its label and each note as a block quote of its kind', () => {
  const markdown = markdownOf('/getting-started/install');
  assert.match(markdown, /\*\*Tab: pip\*\*\n\n```bash\npython3 -m venv metaflow-env/);
  assert.match(markdown, /\*\*Tab: conda\*\*\n\n```bash\nconda create --name metaflow-env/);
  assert.match(markdown, /^> \*\*Note\*\*\n>\n> There is no `metaflow --version` option/m);
  assert.match(markdownOf('/metaflow/basics'), /^\*Diagram: A linear flow: start, then train, then end\.\*$/m);
});

test('no Markdown file holds markup or text of the theme around the content', () => {
  for (const {path} of routes) {
    const text = prose(markdownOf(path));
    const tag = /<\/?(?:div|span|nav|footer|header|button|svg|table|thead|tr|td|th|ul|li|a|p|img|br|code|pre|details|summary)\b[^>]*>/i.exec(text);
    assert.equal(tag, null, `${path}.md has ${tag?.[0]}`);
    // The edit link's target, the skip link, heading anchors' labels, theme class names, the
    // configuration reference's filter box.
    for (const chrome of [`](${readEnv().editUrlBase}docs/`, 'Skip to main content', 'Direct link to', 'hash-link', 'theme-doc', 'navbar', 'Filter the variables']) {
      assert.ok(!text.includes(chrome), `${path}.md has "${chrome}"`);
    }
  }
});

test('search and the sitemap list pages only', () => {
  const sitemap = read('sitemap.xml');
  assert.ok(!/\.md<\/loc>/.test(sitemap) && !sitemap.includes('llms'), 'the sitemap lists Markdown files');
  const titles = JSON.parse(read('search-index.json')) as {text: string};
  const index = read('search-index.json') + read(titles.text.slice(1));
  assert.ok(!index.includes('.md"') && !index.includes('URL: https://'), 'the search index has Markdown files');
});

test('the local preview serves .md files as Markdown and llms.txt as text, UTF-8', async () => {
  const server = await startServer(root, 'build', 3105, 'preview');
  try {
    for (const [path, type, file] of [
      ['/metaflow/basics.md', 'text/markdown; charset=utf-8', 'metaflow/basics.md'],
      ['/index.md', 'text/markdown; charset=utf-8', 'index.md'],
      ['/v/r.md', 'text/markdown; charset=utf-8', 'v/r.md'],
      ['/llms.txt', 'text/plain; charset=utf-8', LLMS_INDEX_FILE],
    ] as const) {
      const response = await rawGet(server.origin, path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['content-type'], type, path);
      assert.equal(response.body.toString('utf8'), read(file), path);
    }
  } finally {
    await server.stop();
  }
});
