/**
 * axe-core for the end-to-end specs: `expectNoViolations(page)` fails with every violation of
 * the WCAG 2.0 and 2.1 A and AA rules and of axe's best practices on the current page (or only
 * on part of it, or only some rules), and `useMode` / `switchToDark` put a page in a colour mode.
 *
 * `setLegacyMode()` runs `axe.run` once in the page. The default mode runs `axe.runPartial` in
 * every frame and `axe.finishRun` in a blank page it opens, which took three times as long on
 * our long pages (10.7 s instead of 3.3 s on /metaflow/basics); what legacy mode gives up is
 * testing cross-origin frames, and the site has no frames.
 */
import {readFileSync} from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {Result} from 'axe-core';

import {colourToggle, expect} from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// The axe-core release of package.json, rather than the older one @axe-core/playwright bundles.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];
/** The rules of `TAGS` that read colours: contrast of text, and links told apart by colour only. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Opens the site in `mode` from the first page on (the key and values the theme stores). */
export async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}

/**
 * Switches the loaded page to dark mode with the navbar toggle, as a reader does, with CSS
 * transitions turned off first so that axe reads the final colours, not colours half-way.
 */
export async function switchToDark(page: Page): Promise<void> {
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** What axe checks: only the elements matching the CSS selector `include`, only `rules`. */
export interface AxeScope {
  readonly include?: string;
  readonly rules?: readonly string[];
}

/**
 * Runs axe on the current page (or on the elements matching the CSS selector `include` only):
 * every rule of `TAGS`, or only `rules` when given.
 */
export async function axeViolations(page: Page, {include, rules}: AxeScope = {}): Promise<Result[]> {
  // Details of the passing and inapplicable checks are not needed, and collecting them is most of axe's time.
  const base = new AxeBuilder({page, axeSource: AXE_SOURCE}).options({resultTypes: ['violations']}).setLegacyMode();
  const builder = rules ? base.withRules([...rules]) : base.withTags(TAGS);
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}

/**
 * Fails with one readable line per axe violation on the page (or on `include` only): rule,
 * impact, help text, then each offending element's selector and what to fix.
 */
export async function expectNoViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  const lines = (await axeViolations(page, scope)).map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`).join('\n'),
  );
  expect(lines, `axe violations on ${page.url()}`).toEqual([]);
}
