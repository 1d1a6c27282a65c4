/**
 * Swizzled (wrapped, not ejected): mounts a code block's copy and word-wrap buttons from the
 * idle queue (`src/lib/idle-queue.ts`), one block per idle period in page order, instead of all
 * of a page's at once when hydration ends (596 elements on `/metaflow/basics`, one rendering
 * task over 100 ms: BENCHMARKS.md, "No task over 100 ms after `main.js` on basics").
 *
 * Takes the props of theme-classic's `CodeBlock/Buttons` (`className`) and renders that
 * component unchanged once its turn in the queue has come; nothing before (Docusaurus does not
 * server-render the buttons either, and hides them until the block is hovered or focused).
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';

import {runWhenIdle} from '@site/src/lib/idle-queue';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let current = true;
    runWhenIdle(() => current && startTransition(() => setMounted(true)));
    return () => {
      current = false;
    };
  }, []);
  return mounted ? <Buttons {...props} /> : null;
}
