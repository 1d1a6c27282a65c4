/**
 * Checks a command shown on a page against the installed Metaflow's command-line interface,
 * for commands the examples harness cannot run (they need a cloud; see `test-with` in
 * CONTRIBUTING.md): every subcommand must exist, every `--option` must be accepted at the
 * level it is written, and no command may get more positional arguments than it takes.
 *
 * `checkShownCommand(command, help)` takes the shell text of a command block and a function
 * that returns the `--help` text of `python <file> <subcommands...>`; it returns a list of
 * problems (empty when the command is valid) and throws nothing. Only lines that invoke
 * `python <file>.py` on a flow file (`isFlow`, by default every file) are checked; environment assignments before `python` are skipped. Words
 * that are neither options nor subcommands are positional arguments (step names, run ids) of
 * a command; a command group (a screen listing subcommands) accepts none, and a command
 * accepts no more than its usage line lists (`card server [OPTIONS]` takes none,
 * `card get [OPTIONS] PATHSPEC [PATH]` two, `tag add [OPTIONS] TAGS...` any number).
 */
import {parse} from 'shell-quote';

/**
 * What one `--help` screen offers: options (and how many values each takes), subcommands, and
 * the positional arguments its usage line lists after `[OPTIONS]` (`undefined` when the screen
 * has no such usage line, so nothing is known about them).
 */
export interface HelpScreen {
  readonly options: ReadonlyMap<string, number>;
  readonly commands: ReadonlySet<string>;
  readonly arguments: readonly string[] | undefined;
}

/**
 * Reads Click's help format: the usage line (which Click wraps onto indented lines when it is
 * long), option lines under "Options:", command names under "Commands:". An option's metavar
 * gives its number of values: none for a flag, one for `TEXT` or `[a|b]`, and one per word for
 * a tuple such as `--config <CHOICE PATH>...` (two).
 */
export function parseHelp(text: string): HelpScreen {
  const options = new Map<string, number>();
  const commands = new Set<string>();
  const usage = /^Usage: (.+(?:\n.+)*)/m.exec(text)?.[1] ?? '';
  const args = /\[OPTIONS\]([^]*)/.exec(usage)?.[1].split(/\s+/).filter(Boolean);
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^(\w[\w ]*):\s*$/.exec(line);
    if (heading) {
      section = heading[1];
      continue;
    }
    if (section === 'Options') {
      const option = /^ {2,}(?:-\w, )?(--[\w-]+)(?: \/ (--[\w-]+))?(?: (<[^>]*>(?:\.\.\.)?|\S+))?(?: {2,}|$)/.exec(line);
      if (option) {
        const metavar = option[3] ?? '';
        const tuple = /^<([^>]*)>(?:\.\.\.)?$/.exec(metavar);
        const values = tuple ? tuple[1].split(/\s+/).filter(Boolean).length : /^([A-Z][A-Z0-9_.]*|\[.*\])$/.test(metavar) ? 1 : 0;
        options.set(option[1], values);
        if (option[2]) options.set(option[2], 0);
      }
    } else if (section === 'Commands') {
      const command = /^ {2}([\w-]+)(?: {2,}|$)/.exec(line);
      if (command) commands.add(command[1]);
    }
  }
  return {options, commands, arguments: args};
}

/** The words of each `python <file>.py ...` invocation in a command block. */
function invocations(command: string): {file: string; words: string[]}[] {
  const found: {file: string; words: string[]}[] = [];
  for (const line of command.replace(/\\\n/g, ' ').split('\n')) {
    const tokens = parse(line);
    const words: string[] = [];
    for (const token of tokens) {
      if (typeof token !== 'string') break; // a pipe, redirect or `;` ends the command
      words.push(token);
    }
    const start = words.findIndex((word) => /^python3?$/.test(word));
    if (start >= 0 && /\.py$/.test(words[start + 1] ?? '')) {
      found.push({file: words[start + 1], words: words.slice(start + 2)});
    }
  }
  return found;
}

/**
 * Flags that Metaflow declares with Click's `hidden=True`, so that `--help` leaves them out, by
 * the subcommands they belong to. Each is declared in the installed package's source:
 * tests/content/cli-check.test.ts checks that it still is.
 */
export const HIDDEN_FLAGS: Readonly<Record<string, {readonly flags: readonly string[]; readonly source: string}>> = {
  'argo-workflows create': {flags: ['--only-json'], source: 'metaflow/plugins/argo/argo_workflows_cli.py'},
};

/**
 * Walks the words of each invocation through the help screens and reports every subcommand or
 * option the installed package does not have, and every positional argument beyond those the
 * command's usage line lists. `help(file, path, args)` returns the help text
 * of `python <file> <args...> --help`, where `path` is the subcommands so far and `args` the
 * same words with the options written before them (e.g. `--environment=pypi run`), which
 * some help screens need (a flow with `@pypi` refuses `run --help` without them).
 */
export function checkShownCommand(
  command: string,
  help: (file: string, path: readonly string[], args: readonly string[]) => string,
  isFlow: (file: string) => boolean = () => true,
): string[] {
  const problems: string[] = [];
  for (const {file, words} of invocations(command).filter((invocation) => isFlow(invocation.file))) {
    const path: string[] = [];
    const args: string[] = [];
    let screen = parseHelp(help(file, path, args));
    let positionals = 0; // given to the last subcommand: only one without subcommands takes any
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i];
      if (word.startsWith('--')) {
        const [name, inlineValue] = word.split(/=(.*)/s, 2);
        const values = screen.options.get(name) ?? (HIDDEN_FLAGS[path.join(' ')]?.flags.includes(name) ? 0 : undefined);
        if (values === undefined) {
          problems.push(`\`python ${[file, ...path].join(' ')}\` has no option ${name}`);
        } else if (values > 0 && inlineValue === undefined) {
          args.push(word, ...words.slice(i + 1, i + 1 + values));
          i += values;
        } else {
          args.push(word);
        }
      } else if (screen.commands.has(word)) {
        path.push(word);
        args.push(word);
        screen = parseHelp(help(file, path, args));
      } else if (screen.commands.size > 0) {
        // A command group takes a subcommand, never a positional argument.
        problems.push(`\`python ${[file, ...path].join(' ')}\` has no subcommand ${word}`);
        break;
      } else if (screen.arguments !== undefined && !screen.arguments.some((name) => name.endsWith('...'))) {
        positionals += 1;
        if (positionals > screen.arguments.length) {
          const takes = screen.arguments.length === 0 ? 'no positional arguments' : `only ${screen.arguments.join(' ')}`;
          problems.push(`\`python ${[file, ...path].join(' ')}\` takes ${takes}, not ${word}`);
        }
      }
    }
  }
  return problems;
}
