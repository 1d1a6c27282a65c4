/**
 * The code-block markup of `src/lib/code-highlight.ts` (swizzled CodeBlock/Content) and the
 * stylesheet `plugins/code-theme` writes from the Prism themes; the fence languages of the pages
 * against the grammars the site loads.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {load} from 'cheerio';
import {Prism} from 'prism-react-renderer';

import {codeColoursCss} from '../../plugins/code-theme/theme-css';
import {PRISM_LANGUAGES} from '../../plugins/prism-core-only';
import {docFiles} from '../../scripts/lib/doc-files';
import {highlightToHtml} from '../../src/lib/code-highlight';

// The grammars the site loads in the browser (theme-classic's prism-include-languages).
(globalThis as {Prism?: unknown}).Prism = Prism;
for (const language of PRISM_LANGUAGES) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(`prismjs/components/prism-${language}`);
}

const lines = (html: string) => load(`<code>${html}</code>`)('code > div.token-line').toArray();

describe('highlightToHtml', () => {
  const code = 'if a < b and c & d:\n\n    print("<b>hi</b>")  # done';

  test('keeps every character of the code, escaped, one line element per line', () => {
    const $ = load(`<code>${highlightToHtml({code, language: 'python', lineClassNames: {}})}</code>`);
    const shown = $('code > div.token-line')
      .toArray()
      .map((line) => $(line).text());
    assert.deepEqual(shown, code.split('\n'));
    assert.equal($('b').length, 0, 'markup in the code stays text');
  });

  test('tokens carry Prism types; plain text has no element of its own', () => {
    const html = highlightToHtml({code, language: 'python', lineClassNames: {}});
    assert.match(html, /<span class="token keyword">if<\/span>/);
    assert.match(html, /<span class="token comment"># done<\/span>/);
    assert.doesNotMatch(html, /token plain/);
  });

  test('highlighted lines get their classes, on the right line', () => {
    const html = highlightToHtml({code, language: 'python', lineClassNames: {2: ['theme-code-block-highlighted-line']}});
    const classes = lines(html).map((line) => line.attribs.class);
    assert.deepEqual(classes, ['token-line', 'token-line', 'token-line theme-code-block-highlighted-line']);
  });

  test('line numbers wrap each line in a number cell and a content cell', () => {
    const html = highlightToHtml({code: 'a\nb', language: 'text', lineClassNames: {}, lineNumbers: {line: 'L', number: 'N', content: 'C'}});
    assert.equal(html, '<div class="token-line L"><span class="N"></span><span class="C">a</span><br></div><div class="token-line L"><span class="N"></span><span class="C">b</span><br></div>');
  });

  test('a language without a grammar is shown as plain text', () => {
    assert.equal(highlightToHtml({code: 'x = <1>', language: 'text', lineClassNames: {}}), '<div class="token-line">x = &lt;1&gt;<br></div>');
  });

  test('every code block of a long page survives highlighting unchanged', () => {
    const page = readFileSync(join(__dirname, '..', '..', 'docs', 'python', 'metaflow', 'basics.mdx'), 'utf8');
    const blocks = [...page.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)];
    assert.ok(blocks.length > 20);
    for (const [, language, body] of blocks) {
      const blockCode = body.replace(/\n$/, '');
      const $ = load(`<code>${highlightToHtml({code: blockCode, language, lineClassNames: {}})}</code>`);
      const shown = $('code > div.token-line').toArray().map((line) => $(line).text());
      assert.deepEqual(shown, blockCode.split('\n'));
    }
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
  assert.deepEqual(missing, [], 'add these to PRISM_LANGUAGES in plugins/prism-core-only');
});
