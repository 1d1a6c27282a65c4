/**
 * The highlighted HTML of the code block being rendered: the `highlightedHtml` prop that
 * `plugins/code-highlight` gives every code fence at build time, passed by the swizzled
 * `CodeBlock` to its `CodeBlock/Content`. `undefined` for a block that has none (one not written
 * as a Markdown fence), which `CodeBlock/Content` refuses to render.
 */
import {createContext} from 'react';

export const CodeBlockHtml = createContext<string | undefined>(undefined);
