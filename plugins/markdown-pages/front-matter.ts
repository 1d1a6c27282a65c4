/**
 * YAML front matter for the Markdown files: `frontMatter(fields)` takes the fields in the order
 * they are to appear (string values; `undefined` ones are left out) and returns them between
 * `---` lines, ending with a newline. js-yaml writes the YAML, so a value is quoted wherever
 * YAML needs it: a title with a colon or a quote, a release such as `2.20` that would read as a
 * number, a date that would read as a timestamp. Lines are never folded. Raises nothing.
 */
import {dump} from 'js-yaml';

export function frontMatter(fields: Readonly<Record<string, string | undefined>>): string {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return `---\n${dump(defined, {lineWidth: -1})}---\n`;
}
