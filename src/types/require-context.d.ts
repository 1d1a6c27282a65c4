// `require.context`, which Rspack and webpack resolve at build time: CliReference.tsx reads every
// notes file of data/metaflow-cli-notes/ with it.
interface RequireContext {
  keys(): string[];
  (id: string): unknown;
}

declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, filter: RegExp): RequireContext;
  }
}
