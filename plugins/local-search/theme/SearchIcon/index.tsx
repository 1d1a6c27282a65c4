/**
 * The magnifying glass of the search button and the modal's search box: a 20×20 px outline in the
 * text colour (`currentColor`), hidden from screen readers (the button and the box carry the
 * names). Props: `className` (size and colour come from the caller's stylesheet) and
 * `strokeWidth` (in viewBox units, default 1). Raises nothing.
 */
import React, {type ReactNode} from 'react';

export default function SearchIcon({className, strokeWidth}: {readonly className?: string; readonly strokeWidth?: number}): ReactNode {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth={strokeWidth}
      />
    </svg>
  );
}
