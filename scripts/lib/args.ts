/**
 * Reading a maintainer command's options. `option(args, name)` returns the value of
 * `--name=value` or `--name value` in `args` (usually `process.argv.slice(2)`), or `undefined`
 * when the option is absent; it parses nothing and throws nothing.
 */
export function option(args: readonly string[], name: string): string | undefined {
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}
