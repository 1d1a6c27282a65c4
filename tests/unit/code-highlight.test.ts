/**
 * Code highlighting at build time (`plugins/code-highlight`): the markup `highlightToHtml`
 * writes (tokens, lines as text, elements only for highlighted and numbered lines), the rehype
 * plugin that gives each code fence its HTML with Docusaurus's own metadata parsing (magic
 * comments, `{…}` ranges, line numbers), the stylesheet `plugins/code-theme` writes from the
 * Prism themes, and the fence languages of the pages against the grammars the build loads.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {load} from 'cheerio';
import type {Element, Root} from 'hast';

import {PRISM_LANGUAGES, rehypeCodeHighlight} from '../../plugins/code-highlight';
import {LINE_NUMBER_CLASSES, createHighlighter} from '../../plugins/code-highlight/highlight';
import {codeColoursCss} from '../../plugins/code-theme/theme-css';
import {docFiles} from '../../scripts/lib/doc-files';

const highlightToHtml = createHighlighter(PRISM_LANGUAGES);
const code$ = (html: string) => load(`<code>${html}</code>`);
const HIGHLIGHTED = 'theme-code-block-highlighted-line';

describe('highlightToHtml', () => {
  const code = 'if a < b and c & d:\n\n    print("<b>hi</b>")  # done';
  const plain = {language: 'python', lineClassNames: {}, lineNumbers: false};

  test('keeps every character of the code, escaped, as the text of the block', () => {
    const $ = code$(highlightToHtml({...plain, code}));
    assert.equal($('code').text(), code);
    assert.equal($('b').length, 0, 'markup in the code stays text');
  });

  test('tokens carry Prism types; plain text has no element of its own', () => {
    const html = highlightToHtml({...plain, code});
    assert.match(html, /<span class="token keyword">if<\/span>/);
    assert.match(html, /<span class="token comment"># done<\/span>/);
    assert.doesNotMatch(html, /token plain/);
  });

  test('plain lines are text separated by newlines, without an element per line', () => {
    const $ = code$(highlightToHtml({...plain, code}));
    assert.deepEqual(
      $('code > *')
        .toArray()
        .filter((element) => !$(element).hasClass('token')),
      [],
    );
    assert.doesNotMatch(highlightToHtml({...plain, code}), /<br>|<div/);
  });

  test('only a highlighted line gets an element, with its classes, on the right line', () => {
    const html = highlightToHtml({...plain, code, lineClassNames: {2: [HIGHLIGHTED]}});
    const $ = code$(html);
    const lines = $('code > :not(.token)').toArray();
    assert.deepEqual(
      lines.map((line) => [line.tagName, line.attribs.class, $(line).text()]),
      [['span', HIGHLIGHTED, '    print("<b>hi</b>")  # done']],
    );
    assert.ok(html.startsWith('<span class="token keyword">if</span>'), 'the lines before it are text');
    assert.match(html, /:<\/span>\n\n<span class="theme-code-block-highlighted-line">/, 'newlines stay outside the line element');
    assert.equal($('code').text(), code);
  });

  test('an empty highlighted line is an empty element between the newlines', () => {
    const html = highlightToHtml({code: 'a\n\nb', language: 'text', lineClassNames: {1: [HIGHLIGHTED]}, lineNumbers: false});
    assert.equal(html, `a\n<span class="${HIGHLIGHTED}"></span>\nb`);
  });

  test('with line numbers, each line is a row with a number cell and a content cell ending in its newline', () => {
    const {line, number, content} = LINE_NUMBER_CLASSES;
    assert.equal(
      highlightToHtml({code: 'a\nb', language: 'text', lineClassNames: {1: [HIGHLIGHTED]}, lineNumbers: true}),
      `<span class="${line}"><span class="${number}"></span><span class="${content}">a\n</span></span>` +
        `<span class="${line} ${HIGHLIGHTED}"><span class="${number}"></span><span class="${content}">b</span></span>`,
    );
  });

  test('a language without a grammar is shown as plain text', () => {
    assert.equal(highlightToHtml({code: 'x = <1>\ny', language: 'text', lineClassNames: {}, lineNumbers: false}), 'x = &lt;1&gt;\ny');
  });

  test('every code block of a long page survives highlighting unchanged', () => {
    const page = readFileSync(join(__dirname, '..', '..', 'docs', 'python', 'metaflow', 'basics.mdx'), 'utf8');
    const blocks = [...page.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)];
    assert.ok(blocks.length > 20);
    for (const [, language, body] of blocks) {
      const blockCode = body.replace(/\n$/, '');
      assert.equal(code$(highlightToHtml({...plain, code: blockCode, language})).text(), blockCode);
    }
  });
});

describe('rehypeCodeHighlight', () => {
  /** A page holding one code fence as MDX hands it to rehype, and the HTML the plugin gives it. */
  async function fenceHtml(language: string, metastring: string | undefined, code: string): Promise<unknown> {
    const properties = {className: [`language-${language}`], metastring};
    const codeElement: Element = {type: 'element', tagName: 'code', properties, children: [{type: 'text', value: code}]};
    const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'pre', properties: {}, children: [codeElement]}]};
    await rehypeCodeHighlight({languages: PRISM_LANGUAGES, prism: {}})(tree);
    return codeElement.properties.highlightedHtml;
  }

  test('gives a fence its highlighted lines, without the trailing newline', async () => {
    assert.equal(await fenceHtml('bash', undefined, 'echo hi\n'), '<span class="token builtin class-name">echo</span> hi');
  });

  test('marks the lines of a {…} range and keeps the title out of the code', async () => {
    const $ = code$(String(await fenceHtml('python', 'title="flow.py" {1,3}', 'a = 1\nb = 2\nc = 3\n')));
    assert.deepEqual(
      $(`.${HIGHLIGHTED}`)
        .toArray()
        .map((line) => $(line).text()),
      ['a = 1', 'c = 3'],
    );
    assert.equal($('code').text(), 'a = 1\nb = 2\nc = 3');
  });

  test('removes magic comments and highlights the lines they mark, as Docusaurus does', async () => {
    const code = 'a = 1\n# highlight-next-line\nb = 2\n# highlight-start\nc = 3\n\n# highlight-end\nd = 4\n';
    const $ = code$(String(await fenceHtml('python', undefined, code)));
    assert.equal($('code').text(), 'a = 1\nb = 2\nc = 3\n\nd = 4');
    assert.deepEqual(
      $(`.${HIGHLIGHTED}`)
        .toArray()
        .map((line) => $(line).text()),
      ['b = 2', 'c = 3', ''],
    );
  });

  test('writes line-number rows for showLineNumbers', async () => {
    const $ = code$(String(await fenceHtml('text', 'showLineNumbers=7', 'x\ny\n')));
    assert.equal($(`.${LINE_NUMBER_CLASSES.line}`).length, 2);
    assert.equal($('code').text(), 'x\ny');
  });

  test('leaves inline code alone', async () => {
    const inline: Element = {type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: 'x'}]};
    const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: [inline]}]};
    await rehypeCodeHighlight({languages: PRISM_LANGUAGES, prism: {}})(tree);
    assert.deepEqual(inline.properties, {});
  });
});

describe('codeColoursCss', () => {
  const theme = {
    plain: {color: '#111111', backgroundColor: '#fafafa'},
    styles: [
      {types: ['comment'], style: {color: '#555555', fontStyle: 'italic' as const}},
      {types: ['keyword', 'builtin'], languages: ['python'], style: {color: '#0000aa'}},
    ],
  };

  test('sets the code block variables and one rule per theme entry, scoped to the mode', () => {
    assert.equal(
      codeColoursCss({theme, highlightedLineBackground: 'rgba(0, 0, 0, 0.1)'}, 'html.dark'),
      [
        'html.dark{--docusaurus-highlighted-code-line-bg:rgba(0, 0, 0, 0.1)}',
        'html.dark .theme-code-block{--prism-color:#111111;--prism-background-color:#fafafa}',
        'html.dark .token.comment{color:#555555;font-style:italic}',
        'html.dark .language-python .token.keyword,html.dark .language-python .token.builtin{color:#0000aa}',
      ].join('\n'),
    );
  });
});

test('every language a code fence on a page names is one the site highlights', () => {
  const used = new Set(
    docFiles(join(__dirname, '..', '..')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^\s*```(\w+)/gm)].map((match) => match[1])),
  );
  const missing = [...used].filter((language) => language !== 'text' && !PRISM_LANGUAGES.includes(language));
  assert.deepEqual(missing, [], 'add these to PRISM_LANGUAGES in plugins/code-highlight');
});
