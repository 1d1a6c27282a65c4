/**
 * Compares two builds of the site page by page, to show what a change did to the HTML:
 * `npx tsx scripts/bench/compare-html.ts <before build dir> [<after build dir>, default build]`.
 *
 * Reads every `.html`, `.md` and `.txt` file of both directories (precompressed copies left
 * out). In both, content-hashed asset names (`/assets/js/main.<hash>.js`) become `[hash]`. Code
 * blocks (`.theme-code-block pre > code`) are compared by what they show rather than by their line
 * markup: the text (lines joined by newlines), each run of text with the classes of its Prism token
 * (`token keyword`), and the classes of each line (highlighted lines, line-number rows), whether a
 * line is a `<div class="token-line">` or text between newlines; then each block's content is
 * replaced by a placeholder and the rest of the page must be identical.
 *
 * Prints the number of files that are identical, the files whose only differences are in the
 * code blocks' line markup (with the number of such blocks), and every other difference: files
 * on one side only, and for each differing file the first difference with its surroundings.
 * Exits with status 1 when there is any other difference, 2 on bad arguments.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

/** What a code block shows: the same for the same code, tokens and line classes in any line markup. */
interface ShownCode {
  readonly text: string;
  /** Runs of text with the token classes around them ('' for plain text). */
  readonly runs: readonly (readonly [string, string])[];
  /** Classes of the lines that have any, by 0-based line index. */
  readonly lineClasses: Readonly<Record<number, string>>;
}

/** The line classes that mean the same in both markups: Docusaurus's `codeLine_<hash>` module class and the global `code-line`. */
const LINE_NUMBER_ROW = /^(?:codeLine_\w+|code-line)$/;
const LINE_NUMBER_CELL = /^(?:codeLineNumber_\w+|code-line-number)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(?:html|md|txt)$/.test(file))
    .sort();
}

/** `text` with content-hashed asset names replaced by `[hash]`. */
function withoutAssetHashes(text: string): string {
  return text.replace(/(\/assets\/[^"'\s)]*?[.-])[0-9a-f]{8,}(\.\w+)/g, '$1[hash]$2');
}

function classesOf(node: Element): string[] {
  return (node.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

/** What the `<code>` element `code` shows, from either line markup. */
function shownCode(code: Element): ShownCode {
  const runs: [string, string][] = [];
  const lineClasses: Record<number, string> = {};
  let line = 0;
  const push = (classes: string, text: string) => {
    const last = runs.at(-1);
    if (last && last[0] === classes) last[1] += text;
    else runs.push([classes, text]);
  };
  const newLine = () => {
    push('', '\n');
    line += 1;
  };
  const walk = (node: AnyNode, token: string) => {
    if (node.type === 'text') {
      node.data.split('\n').forEach((piece, index) => {
        if (index > 0) newLine();
        if (piece) push(token, piece);
      });
      return;
    }
    if (node.type !== 'tag') return;
    const classes = classesOf(node);
    if (node.name === 'br' || classes.some((name) => LINE_NUMBER_CELL.test(name))) return;
    if (classes.includes('token')) {
      node.children.forEach((child) => walk(child, classes.join(' ')));
      return;
    }
    if (classes.includes('token-line') && node !== code.children.find((child) => child.type === 'tag')) newLine();
    const lineClassNames = classes
      .filter((name) => name !== 'token-line' && !/^(?:codeLineContent_\w+|code-line-content)$/.test(name))
      .map((name) => (LINE_NUMBER_ROW.test(name) ? 'line-number-row' : name));
    if (lineClassNames.length > 0) lineClasses[line] = lineClassNames.sort().join(' ');
    node.children.forEach((child) => walk(child, token));
  };
  code.children.forEach((child) => walk(child, ''));
  return {text: runs.map(([, text]) => text).join(''), runs, lineClasses};
}

/** Replaces the content of every code block of the page with a placeholder and returns what each showed. */
function takeCodeBlocks($: CheerioAPI): ShownCode[] {
  return $('.theme-code-block pre > code')
    .toArray()
    .map((code, index) => {
      const shown = shownCode(code);
      $(code).empty().text(`[code block ${index + 1}]`);
      return shown;
    });
}

/** The first difference between `a` and `b` with some text around it. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 120), at + 120));
  return `at character ${at}:\n    before: ${around(a)}\n    after:  ${around(b)}`;
}

/** What differs in one file beyond code-block line markup, or undefined; counts the blocks whose markup differs. */
function compareFile(file: string, before: string, after: string): {other?: string; codeBlocks: number} {
  if (!file.endsWith('.html')) return before === after ? {codeBlocks: 0} : {other: firstDifference(before, after), codeBlocks: 0};
  const [$before, $after] = [load(before), load(after)];
  const [codeBefore, codeAfter] = [takeCodeBlocks($before), takeCodeBlocks($after)];
  const problems: string[] = [];
  if (codeBefore.length !== codeAfter.length) problems.push(`${codeBefore.length} code blocks before, ${codeAfter.length} after`);
  codeBefore.forEach((shown, index) => {
    const other = codeAfter[index];
    if (other && JSON.stringify(shown) !== JSON.stringify(other)) {
      const what = shown.text !== other.text ? 'text' : JSON.stringify(shown.runs) !== JSON.stringify(other.runs) ? 'tokens' : 'line classes';
      problems.push(`code block ${index + 1} differs in its ${what}`);
    }
  });
  const [restBefore, restAfter] = [$before.html(), $after.html()];
  if (restBefore !== restAfter) problems.push(`outside code blocks ${firstDifference(restBefore, restAfter)}`);
  return problems.length > 0 ? {other: problems.join('\n  '), codeBlocks: 0} : {codeBlocks: codeBefore.length};
}

function main(): number {
  const [beforeDir, afterDir = 'build'] = process.argv.slice(2);
  if (!beforeDir) {
    console.error('Usage: npx tsx scripts/bench/compare-html.ts <before build dir> [<after build dir>]');
    return 2;
  }
  const [beforeFiles, afterFiles] = [textFiles(beforeDir), textFiles(afterDir)];
  const others: string[] = [
    ...beforeFiles.filter((file) => !afterFiles.includes(file)).map((file) => `${file}: only in ${beforeDir}`),
    ...afterFiles.filter((file) => !beforeFiles.includes(file)).map((file) => `${file}: only in ${afterDir}`),
  ];
  let identical = 0;
  const markupOnly: string[] = [];
  let markupBlocks = 0;
  for (const file of beforeFiles.filter((name) => afterFiles.includes(name))) {
    const [before, after] = [beforeDir, afterDir].map((dir) => withoutAssetHashes(readFileSync(join(dir, file), 'utf8')));
    if (before === after) {
      identical += 1;
      continue;
    }
    const {other, codeBlocks} = compareFile(file, before!, after!);
    if (other) {
      others.push(`${file}: ${other}`);
    } else {
      markupOnly.push(file);
      markupBlocks += codeBlocks;
    }
  }
  console.log(`Compared ${relative('.', beforeDir) || '.'} (before) with ${relative('.', afterDir) || '.'} (after):`);
  console.log(`- ${identical} files identical (asset hashes aside)`);
  console.log(
    `- ${markupOnly.length} files differing only in the line markup of their code blocks (${markupBlocks} blocks; same text, tokens and line classes)`,
  );
  console.log(`- ${others.length} other differences${others.length > 0 ? ':' : ''}`);
  for (const other of others) console.log(`  ${other}`);
  return others.length > 0 ? 1 : 0;
}

process.exitCode = main();
