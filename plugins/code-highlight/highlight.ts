/**
 * Highlights a code block into the inner HTML of its `<code>` element, in Node at build time.
 *
 * `createHighlighter(languages)` loads Prism's core and the grammars of `languages` from `prismjs`
 * (the set theme-classic's `prism-include-languages` used to load in the browser) and returns
 * `highlightToHtml`. That splits the code into tokens (`Prism.tokenize`, then
 * prism-react-renderer's `normalizeTokens`, as the theme's `<Highlight>` did) and writes:
 *
 * - each token as `<span class="token <types>">`, except plain text (the theme's default
 *   colour), which is a text node;
 * - the lines separated by `\n`, so that a block is text in a `white-space: pre` element and
 *   its `textContent` is the code; only a line that needs an element gets one: a highlighted line
 *   is a `<span>` with its classes (`theme-code-block-highlighted-line`), and with line numbers
 *   every line is a `LINE_NUMBER_CLASSES.line` span holding an empty number cell and a content
 *   cell (the `\n` sits at the end of the content cell, inside the table row).
 *
 * Colours are not in the markup: the stylesheet `plugins/code-theme` generates gives each token
 * type its colour in both modes; `src/theme/CodeBlock/Content/lines.css` styles the line
 * elements. Token text is escaped with `entities`; nothing else in the output comes from the
 * code. Raises nothing: a language without a grammar gives plain text.
 */
import {escapeText} from 'entities/lib/escape.js';
import {normalizeTokens, type Token} from 'prism-react-renderer';

type Prism = typeof import('prismjs');

/** Global class names of the line elements of a block with line numbers (see `lines.css`). */
export const LINE_NUMBER_CLASSES = {line: 'code-line', number: 'code-line-number', content: 'code-line-content'} as const;

export interface HighlightInput {
  /** The code as shown (magic comments already removed). */
  readonly code: string;
  /** Prism language name, e.g. `python`; names without a loaded grammar are shown as plain text. */
  readonly language: string;
  /** Extra class names per 0-based line index (highlighted lines). */
  readonly lineClassNames: Readonly<Record<number, readonly string[]>>;
  /** Whether each line gets a number cell (the block's `showLineNumbers`). */
  readonly lineNumbers: boolean;
}

/**
 * Prism's core with the grammars of `languages`. The grammar files register themselves on a
 * global `Prism`, which is set only while they load, and restored after, as Docusaurus does.
 */
function loadPrism(languages: readonly string[]): Prism {
  /* eslint-disable @typescript-eslint/no-require-imports -- grammar files are scripts found by name */
  const prism = require('prismjs/components/prism-core') as Prism;
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = prism;
  for (const language of languages) require(`prismjs/components/prism-${language}`);
  /* eslint-enable @typescript-eslint/no-require-imports */
  if (before === undefined) delete scope.Prism;
  else scope.Prism = before;
  return prism;
}

/** A token's markup; plain text needs no element of its own. */
function tokenHtml(token: Token): string {
  const text = escapeText(token.content);
  return token.types.length === 1 && token.types[0] === 'plain' ? text : `<span class="token ${token.types.join(' ')}">${text}</span>`;
}

/** `highlightToHtml` over Prism's core and the grammars of `languages` (Prism component names). */
export function createHighlighter(languages: readonly string[]): (input: HighlightInput) => string {
  const prism = loadPrism(languages);

  /** The inner HTML of each line: its tokens, or nothing for an empty line. */
  function lineContents(code: string, language: string): string[] {
    const grammar = prism.languages[language];
    const lines = normalizeTokens(grammar ? prism.tokenize(code, grammar) : [code]);
    return lines.map((tokens) => (tokens.length === 1 && tokens[0]?.content === '\n' ? '' : tokens.map(tokenHtml).join('')));
  }

  return function highlightToHtml({code, language, lineClassNames, lineNumbers}: HighlightInput): string {
    const contents = lineContents(code, language);
    const last = contents.length - 1;
    if (lineNumbers) {
      const {line, number, content} = LINE_NUMBER_CLASSES;
      return contents
        .map((html, index) => {
          const classes = [line, ...(lineClassNames[index] ?? [])].join(' ');
          return `<span class="${classes}"><span class="${number}"></span><span class="${content}">${html}${index < last ? '\n' : ''}</span></span>`;
        })
        .join('');
    }
    return contents
      .map((html, index) => {
        const classes = lineClassNames[index];
        return classes?.length ? `<span class="${classes.join(' ')}">${html}</span>` : html;
      })
      .join('\n');
  };
}
