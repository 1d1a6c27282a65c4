/**
 * Highlights a code block into one HTML string: Prism (prism-react-renderer's copy, with the
 * grammars of `PRISM_LANGUAGES`) splits the code into tokens, and each line becomes
 * `<div class="token-line …">` holding `<span class="token <types>">` per token and a `<br>`,
 * the markup Docusaurus's own code block renders, except that plain text is a text node
 * rather than a `token plain` span (a third of a page's elements on code-heavy pages). Colours are not in the markup: the
 * stylesheet that `plugins/code-theme` generates from the configured Prism themes gives each
 * token type its colour in light and in dark mode.
 *
 * The swizzled `CodeBlock/Content` sets this string as the inner HTML of the block's `<code>`,
 * so a code block is a few React elements instead of one per token. Token text is escaped
 * with `entities`; nothing else in the output comes from the code. Raises nothing: a
 * language without a grammar gives plain lines.
 */
import {escapeText} from 'entities/lib/escape.js';
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';

export interface HighlightInput {
  /** The code as shown (magic comments already removed). */
  readonly code: string;
  /** Prism language name, e.g. `python`; unknown names are shown unhighlighted. */
  readonly language: string;
  /** Extra class names per 0-based line index (highlighted lines). */
  readonly lineClassNames: Readonly<Record<number, readonly string[]>>;
  /** With line numbers, each line gets a number cell and a content cell with these classes. */
  readonly lineNumbers?: {readonly line: string; readonly number: string; readonly content: string};
}

/** A token's markup; plain text (the theme's default colour) needs no element of its own. */
function tokenHtml(token: Token): string {
  const text = escapeText(token.content);
  return token.types.length === 1 && token.types[0] === 'plain' ? text : `<span class="token ${token.types.join(' ')}">${text}</span>`;
}

/** The tokens of each line of `code`, as prism-react-renderer's `<Highlight>` computes them. */
function tokenizeLines(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
}

/** The inner HTML of a code block's `<code>` element. */
export function highlightToHtml({code, language, lineClassNames, lineNumbers}: HighlightInput): string {
  return tokenizeLines(code, language)
    .map((tokens, index) => {
      // A line holding only its newline renders empty; the <br> keeps its height.
      const shown = tokens.length === 1 && tokens[0]?.content === '\n' ? [] : tokens;
      const content = shown.map(tokenHtml).join('');
      const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(lineNumbers ? [lineNumbers.line] : [])].join(' ');
      const body = lineNumbers ? `<span class="${lineNumbers.number}"></span><span class="${lineNumbers.content}">${content}</span>` : content;
      return `<div class="${classes}">${body}<br></div>`;
    })
    .join('');
}
