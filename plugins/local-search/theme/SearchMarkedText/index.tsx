/**
 * Text with the query's words marked, for search results: renders each `Segment` (`marks` and
 * `excerpt` of `engine/marks.ts`) as text, a marked one inside `<mark>`. The text is React text
 * only, never HTML, so no query or page text can inject markup. Props: `segments`. Raises nothing.
 */
import React, {type ReactNode} from 'react';

import type {Segment} from '../../engine/marks';

export default function SearchMarkedText({segments}: {segments: readonly Segment[]}): ReactNode {
  return segments.map((segment, at) => (segment.marked ? <mark key={at}>{segment.text}</mark> : segment.text));
}
