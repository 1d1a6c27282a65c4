/**
 * Inline text of our notes (configuration variables, command-line reference):
 *
 * - `<Inline text="..." />` renders the text with its `backtick` spans as `<code>`, each of
 *   which may break after an underscore (`METAFLOW_<wbr>S3_...`).
 * - `<Breakable text="..." after="," />` renders text that may break after each `after`
 *   (default `_`) where a line is too short for it, and nowhere else.
 *
 * Neither throws; an unpaired backtick leaves the rest of the text as code.
 */
import type {ReactNode} from 'react';

export function Breakable({text, after = '_'}: {text: string; after?: string}): ReactNode {
  return text.split(after).flatMap((part, index, parts) => (index < parts.length - 1 ? [`${part}${after}`, <wbr key={index} />] : [part]));
}

export function Inline({text}: {text: string}): ReactNode {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index}>
        <Breakable text={part} />
      </code>
    ) : (
      part
    ),
  );
}
