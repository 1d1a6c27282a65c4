/**
 * Finds the command-line options a guide page mentions, and the row of the command-line
 * reference (/api/cli) each one is, for the build's link plugin (`index.ts`) and the tests.
 *
 * `cliMentions(tree, page, facts, notes)` takes a page's mdast tree, its path (`/metaflow/basics`),
 * the facts of `data/metaflow-cli.json` and the merged notes, and returns every mention, each
 * with the `node` it is in, where it is (`code` block, `inline` code, `text`), the option as
 * written (`--max-workers`, `--no-pylint`), the command it belongs to and the option's key there
 * (`python flow.py run`, `--max-workers`) when it is one of the pinned CLI's, and whether a
 * `Parameter` of the page defines it instead. Throws nothing.
 *
 * Which command an option belongs to:
 * - In a command line (a `bash` block's `python <file>.py ...` or `metaflow ...` line, or inline
 *   code that starts with one, or with subcommand words such as `argo-workflows create
 *   --only-json`), the words before it, walked through the command tree as Click does.
 * - A bare `--option` (inline code that starts with it, or prose), the first that has it of:
 *   the command that a command line earlier on the page (in a code block or inline code) named
 *   last; the only command whose guide (`guideOf`) is this page; `python flow.py` and `python flow.py run`; the only command that
 *   has it. When several commands have it and none of these decides, it stays unresolved
 *   (`ambiguous`), and is not linked.
 * Hidden options count like any other, but only those with a note have a row (`shown`).
 * Click's own `--help` is every command's and has no row (`builtin`).
 */
import type {Code, InlineCode, Nodes, Parent, Root, Text} from 'mdast';

import {FLOW_ROOT, METAFLOW_ROOT, guideOf, isOptionShown, type CliCommandNote, type CliFacts} from '../api-facts/cli-facts';

export type MentionPlace = 'code' | 'inline' | 'text';

export interface CliMention {
  readonly node: Code | InlineCode | Text;
  readonly place: MentionPlace;
  /** The option as written, without a `=value`: `--max-workers`, `--no-pylint`. */
  readonly option: string;
  /**
   * The command it is given to: in a command line the command the words before it name, for a
   * bare option the one it resolves to. `key` is the option's key there, present only when
   * that command has the option.
   */
  readonly command?: string;
  readonly key?: string;
  /** The reference shows its row: false for a hidden option without a note. */
  readonly shown?: boolean;
  /** Several commands have it and nothing tells which one is meant. */
  readonly ambiguous?: boolean;
  /** Click's `--help`. */
  readonly builtin?: boolean;
  /** A `Parameter` (or `IncludeFile`) in the page's code defines it: an option of the flow. */
  readonly parameter?: boolean;
  /**
   * True for inline code that names only this option: the option alone, possibly with a value
   * (`--tag prod`), or a command line with no other option (`run --max-num-splits`).
   */
  readonly alone?: boolean;
  /**
   * Inline code the build links to the option's row: it names only this option (`alone`), the
   * reference shows the option's row, and it is in no link or heading.
   */
  readonly linkable?: boolean;
  /** The line of the page. */
  readonly line?: number;
}

const OPTION = /^--[A-Za-z][\w-]*/;
const PROSE_OPTION = /(?<![\w`-])--[a-z][\w-]*/g;
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console']);
const BUILTIN = '--help';
/** Words a page writes for words it leaves out: `python flow.py ... step start`. */
const PLACEHOLDERS = new Set(['...', '…']);

/** For each command, each name of each option (`--no-pylint`, `-p`) to the option's key. */
function optionIndex(facts: CliFacts): Map<string, Map<string, string>> {
  const index = new Map<string, Map<string, string>>();
  for (const [command, fact] of Object.entries(facts.commands)) {
    const names = new Map<string, string>();
    for (const [key, option] of Object.entries(fact.options)) {
      for (const name of [...option.names, ...option.negations]) names.set(name, key);
    }
    index.set(command, names);
  }
  return index;
}

/** The words of a shell line, quotes removed; stops at a pipe, redirect, `;` or `&&`. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) {
    const word = match[1] ?? match[2] ?? match[3];
    if (match[3] && /^(\||\|\||&&|;|>|>>|<|2>&1)$/.test(word)) break;
    words.push(word);
  }
  return words;
}

/** The page's flow parameters: names given to `Parameter(...)` or `IncludeFile(...)` in its code. */
function parametersOf(tree: Root): Set<string> {
  const names = new Set<string>();
  visitAll(tree, (node) => {
    if (node.type === 'code' || node.type === 'inlineCode') {
      for (const match of node.value.matchAll(/\b(?:Parameter|IncludeFile)\(\s*["']([\w-]+)["']/g)) names.add(`--${match[1]}`);
    }
  });
  return names;
}

function visitAll(node: Nodes, visit: (node: Nodes, parents: readonly Parent[]) => void, parents: readonly Parent[] = []): void {
  visit(node, parents);
  if ('children' in node) {
    for (const child of node.children as Nodes[]) visitAll(child, visit, [...parents, node as Parent]);
  }
}

export function cliMentions(tree: Root, page: string, facts: CliFacts, notes: Readonly<Record<string, CliCommandNote>>): CliMention[] {
  const index = optionIndex(facts);
  const parameters = parametersOf(tree);
  const subcommandOf = (command: string, word: string) => (`${command} ${word}` in facts.commands ? `${command} ${word}` : undefined);
  const pageCommands = Object.keys(facts.commands).filter((command) => guideOf(command, notes) === page);

  /** Walks a command line's words from `root`, yielding each option with the command it is given to. */
  const walk = (root: string, words: readonly string[]): {option: string; command: string; key?: string}[] => {
    const found: {option: string; command: string; key?: string}[] = [];
    let command = root;
    let descending = true;
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i];
      if (PLACEHOLDERS.has(word)) continue;
      if (OPTION.test(word)) {
        const [option, inline] = word.split(/=(.*)/s, 2);
        const fallback = facts.commands[command]?.default_command;
        if (!index.get(command)?.has(option) && fallback) command = `${command} ${fallback}`;
        const key = index.get(command)?.get(option);
        found.push({option, command, key});
        const fact = key ? facts.commands[command].options[key] : undefined;
        if (fact && !fact.is_flag && inline === undefined) i += fact.nargs;
        else if (!fact && inline === undefined && words[i + 1] !== undefined && !OPTION.test(words[i + 1]) && !subcommandOf(command, words[i + 1])) i += 1;
      } else if (descending && subcommandOf(command, word)) {
        command = `${command} ${word}`;
      } else {
        // A positional argument: no subcommand follows it; a group runs its default command.
        const fallback = descending ? facts.commands[command]?.default_command : undefined;
        if (fallback) command = `${command} ${fallback}`;
        descending = false;
      }
    }
    return found;
  };

  /** The command a bare option belongs to, by the rules of the module comment. */
  const resolveBare = (option: string): {command?: string; key?: string; ambiguous?: boolean} => {
    const having = [...index].filter(([, names]) => names.has(option)).map(([command]) => command);
    if (having.length === 0) return {};
    const choose = (command: string) => ({command, key: index.get(command)?.get(option)});
    const recent = [...named].reverse().find((command) => having.includes(command));
    if (recent) return choose(recent);
    const onPage = pageCommands.filter((command) => having.includes(command));
    if (onPage.length === 1) return choose(onPage[0]);
    for (const preferred of [FLOW_ROOT, `${FLOW_ROOT} run`]) if (having.includes(preferred)) return choose(preferred);
    return having.length === 1 ? choose(having[0]) : {ambiguous: true};
  };

  /** The entry point and words of inline code that is a command line, else undefined. */
  const commandLine = (words: readonly string[]): {root: string; words: readonly string[]} | undefined => {
    if (/^python3?$/.test(words[0] ?? '') && /\.py$/.test(words[1] ?? '')) return {root: FLOW_ROOT, words: words.slice(2)};
    if (words[0] === METAFLOW_ROOT) return {root: METAFLOW_ROOT, words: words.slice(1)};
    if (words[0] && subcommandOf(FLOW_ROOT, words[0])) return {root: FLOW_ROOT, words};
    return undefined;
  };

  const mentions: CliMention[] = [];
  const named: string[] = []; // the commands the page's command lines named so far, in order
  let shielded = false; // the node being visited is in a link or a heading
  const add = (mention: Omit<CliMention, 'parameter' | 'builtin' | 'shown' | 'linkable'>) => {
    const shown = mention.command && mention.key ? isOptionShown(mention.command, mention.key, notes, facts.commands) : undefined;
    mentions.push({
      ...mention,
      builtin: mention.option === BUILTIN || undefined,
      parameter: (!mention.key && parameters.has(mention.option)) || undefined,
      shown,
      linkable: (mention.place === 'inline' && mention.alone && shown && !shielded) || undefined,
    });
  };

  visitAll(tree, (node, parents) => {
    shielded = parents.some((parent) => parent.type === 'link' || parent.type === 'heading');
    if (node.type === 'code' && SHELL_LANGUAGES.has(node.lang ?? '')) {
      node.value.replace(/\\\n/g, ' ').split('\n').forEach((text, offset) => {
        const words = shellWords(text);
        const start = words.findIndex((word, i) => (/^python3?$/.test(word) && /\.py$/.test(words[i + 1] ?? '')) || word === METAFLOW_ROOT);
        if (start < 0) return;
        const line = commandLine(words.slice(start));
        if (line) named.push(walkCommand(line.root, line.words, subcommandOf));
        for (const found of line ? walk(line.root, line.words) : []) {
          add({node, place: 'code', option: found.option, command: found.command, key: found.key, line: (node.position?.start.line ?? 0) + 1 + offset});
        }
      });
    } else if (node.type === 'inlineCode') {
      const words = shellWords(node.value);
      const line = commandLine(words);
      if (line) {
        const found = walk(line.root, line.words);
        for (const each of found) {
          add({node, place: 'inline', option: each.option, command: each.command, key: each.key, alone: found.length === 1, line: node.position?.start.line});
        }
        named.push(walkCommand(line.root, line.words, subcommandOf));
      } else if (OPTION.test(words[0] ?? '')) {
        const option = words[0].split('=')[0];
        add({node, place: 'inline', option, ...resolveBare(option), alone: words.length <= 2, line: node.position?.start.line});
      }
    } else if (node.type === 'text' && !shielded) {
      for (const match of node.value.matchAll(PROSE_OPTION)) {
        add({node, place: 'text', option: match[0], ...resolveBare(match[0]), line: node.position?.start.line});
      }
    }
  });
  return mentions;
}

/** The command that a command line's subcommand words name (`run` in `run --tag x`). */
function walkCommand(root: string, words: readonly string[], subcommandOf: (command: string, word: string) => string | undefined): string {
  let command = root;
  for (const word of words) {
    const next = subcommandOf(command, word);
    if (!next) break;
    command = next;
  }
  return command;
}
