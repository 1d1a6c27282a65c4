/** Types of `@joplin/turndown-plugin-gfm` (the package ships none): turndown plugins. */
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';

  type Plugin = (service: TurndownService) => void;
  /** Tables, strikethrough, task lists and highlighted code blocks together. */
  export const gfm: Plugin;
  export const tables: Plugin;
  export const strikethrough: Plugin;
  export const taskListItems: Plugin;
  export const highlightedCodeBlock: Plugin;
}
