/**
 * Part of a page as the server rendered it, on a first visit: React does not hydrate it. The
 * site's `DocItem/Content` keeps a doc's article so, and its `LastUpdated` the "Last updated" line.
 *
 * Hydrating the article made a phone build React's tree of every paragraph, code block and table
 * of the page, only to attach the few handlers its tabs and buttons need (issue 35); hydrating the
 * "Last updated" line made it create an `Intl.DateTimeFormat` (ICU's date data: about 25 ms at a
 * 4x CPU slowdown) to format a date the HTML already shows. On the render that hydrates the page
 * (`hydration.ts`), `StaticHtml` renders an empty element of its tag and class with
 * `dangerouslySetInnerHTML`, which React hydrates without touching its children, so the server's
 * HTML stays as it is; it stays so for as long as the page is shown. Tabs and code block buttons
 * inside work without React (`early.ts`). Every other render (the server's, and the browser's
 * after a client-side navigation) renders `children` as usual, inside the same element.
 *
 * Should React render the page anew instead of hydrating it (it does when hydration fails
 * anywhere on the page), the server's HTML is gone, and `StaticHtml` renders `children` at
 * once, before the browser paints.
 *
 * Links inside static HTML go through the router once the page has hydrated, as the MDX
 * links (`<Link>`) would: a plain left click on a link to a page of this site (same origin, no
 * `target`, no `download`, no file extension such as `.md`) pushes its URL onto the history; the
 * pointer over a link or its focus prefetches the page's chunks (`window.docusaurus.prefetch`).
 * Before hydration, links work as links.
 *
 * Props: `as` (`'div'` or `'span'`, default `'div'`), the element around `children` (a `span`
 * where the HTML is phrasing content); `className` (string, optional), that element's class;
 * `hydrate` (boolean, default false): render `children` also when hydrating, for a doc whose
 * content needs React from the start (a doc says so with `hydrate_content: true` in its front
 * matter); `children`, what the server rendered. Raises nothing.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {useHistory} from '@docusaurus/router';

import {isHydrated} from './hydration';

export interface Props {
  readonly as?: 'div' | 'span';
  readonly className?: string;
  readonly hydrate?: boolean;
  readonly children: ReactNode;
}

/** The URL of a link the router should follow, or null to let the browser follow it. */
function routedUrl(anchor: HTMLAnchorElement): URL | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || /\.[a-z\d]+$/i.test(url.pathname)) return null;
  return url;
}

const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

export default function StaticHtml({as: Tag = 'div', className, hydrate = false, children}: Props): ReactNode {
  // Decided on the first render: true only for the render that hydrates the server's HTML.
  const [isStatic, setStatic] = useState(() => ExecutionEnvironment.canUseDOM && !isHydrated() && !hydrate);
  // Typed for both tags `as` allows.
  const root = useRef<HTMLDivElement & HTMLSpanElement>(null);
  const history = useHistory();

  // When hydrating fails anywhere on the page (a browser extension changed it, say), React renders
  // the whole page anew and the server's HTML is gone: then React renders it, before the paint.
  useIsomorphicLayoutEffect(() => {
    if (isStatic && root.current && !root.current.hasChildNodes()) setStatic(false);
  }, [isStatic]);

  useEffect(() => {
    const element = root.current;
    if (!isStatic || !element) return undefined;
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = routedUrl(anchor);
      // A link to a place on this page is the browser's to follow.
      if (!url || (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)) return;
      event.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    };
    const prefetch = (event: Event) => {
      const anchor = anchorOf(event.target);
      const url = anchor && routedUrl(anchor);
      // `window.docusaurus` is Docusaurus's client API, set by its client entry.
      if (url && url.pathname !== window.location.pathname) window.docusaurus.prefetch(url.pathname);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('pointerover', prefetch, {passive: true});
    element.addEventListener('focusin', prefetch);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('pointerover', prefetch);
      element.removeEventListener('focusin', prefetch);
    };
  }, [isStatic, history]);

  if (isStatic) {
    // React keeps the children of an element it hydrates with `dangerouslySetInnerHTML`.
    return <Tag ref={root} className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return <Tag className={className}>{children}</Tag>;
}
