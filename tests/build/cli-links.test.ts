/**
 * The command-line options that the Python guides write, against the pinned CLI
 * (data/metaflow-cli.json) and the reference page:
 * - every `--option` in a guide's command lines (code blocks and inline code) and in its inline
 *   code and prose is an option of the command it is given to (or of some command, when it is
 *   written alone), Click's `--help`, a `Parameter` of the page's flow, or listed with its
 *   reason in data/metaflow-cli-notes/_not-options.json; the test lists every other one with
 *   its page and line;
 * - `_not-options.json` lists nothing that the CLI has or that no guide writes any more;
 * - in the built pages, each inline code that names one option of a row of /api/cli is a link
 *   to that row (plugins/cli-links).
 * Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import {load} from 'cheerio';

import {CLI_PAGE, pagePathOf} from '../../plugins/cli-links';
import {cliMentions, type CliMention} from '../../plugins/cli-links/mentions';
import {loadCliNotes} from '../../plugins/lib/cli-notes';
import {docFiles} from '../../scripts/lib/doc-files';
import {parseMdx} from '../lib/mdx';
import {builtFileOf} from '../../plugins/lib/routes';
import {cliFacts, cliRowAnchor} from '../../plugins/api-facts/cli-facts';

const root = join(__dirname, '..', '..');
const notes = loadCliNotes(root);
const pages = docFiles(root)
  .filter((file) => file.startsWith(join(root, 'docs', 'python')))
  .map((file) => ({file, page: pagePathOf(root, file) ?? relative(root, file)}))
  .filter(({page}) => page !== CLI_PAGE)
  .map(({file, page}) => ({file, page, mentions: cliMentions(parseMdx(readFileSync(file, 'utf8')), page, cliFacts, notes.commands)}));

/** The key of `_not-options.json` for a mention the CLI lacks: `<command> <option>` in a command line, else the option. */
function notOptionKey(mention: CliMention): string {
  return mention.command ? `${mention.command} ${mention.option}` : mention.option;
}

/** Inline code as the page shows it: a line break in the source is a space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** True when the pinned CLI has the option where the page writes it, or it needs no row. */
function known(mention: CliMention): boolean {
  return Boolean(mention.key || mention.ambiguous || mention.builtin || mention.parameter);
}

test('every option a guide writes is one of the pinned CLI, a parameter of its flow, or listed with a reason', () => {
  const unknown = pages.flatMap(({file, mentions}) =>
    mentions
      .filter((mention) => !known(mention) && !(notOptionKey(mention) in notes.notOptions))
      .map((mention) => `${relative(root, file)}:${mention.line} (${mention.place}): ${notOptionKey(mention)}`),
  );
  assert.deepEqual(unknown, [], 'not options of the pinned CLI: fix the page, or add them to data/metaflow-cli-notes/_not-options.json with the reason');
});

test('_not-options.json lists only options that guides write and the CLI lacks', () => {
  const needed = new Set(pages.flatMap(({mentions}) => mentions.filter((mention) => !known(mention)).map(notOptionKey)));
  assert.deepEqual(
    Object.keys(notes.notOptions).filter((key) => !needed.has(key)),
    [],
    'no guide writes these, or the CLI has them: drop them from _not-options.json',
  );
});

test('inline code naming one option of the reference links to its row', () => {
  const missing: string[] = [];
  let links = 0;
  for (const {file, page, mentions} of pages) {
    const expected = mentions.filter((mention) => mention.linkable && mention.command && mention.key);
    if (expected.length === 0) continue;
    const $ = load(readFileSync(join(root, 'build', builtFileOf(page)), 'utf8'));
    const linked = new Map<string, number>();
    $(`article a[href^="${CLI_PAGE}#"] > code`).each((_, code) => {
      const key = `${$(code).parent().attr('href')} ${oneLine($(code).text())}`;
      linked.set(key, (linked.get(key) ?? 0) + 1);
    });
    for (const mention of expected) {
      const text = oneLine((mention.node as {value: string}).value);
      const key = `${CLI_PAGE}#${cliRowAnchor(mention.command ?? '', mention.key ?? '')} ${text}`;
      const count = linked.get(key) ?? 0;
      if (count === 0) missing.push(`${relative(root, file)}:${mention.line}: \`${text}\` does not link to ${key.split(' ')[0]}`);
      else linked.set(key, count - 1);
      links += 1;
    }
  }
  assert.deepEqual(missing, []);
  assert.ok(links > 100, `only ${links} links to option rows: is plugins/cli-links in the docs plugin's remarkPlugins?`);
});
