/**
 * Keyboard focus is visible on every control a reader tabs to at the top of a doc page: each
 * control of the announcement bar, the navbar and the doc's own buttons ("Copy page", its menu
 * toggle, "On this page", the code blocks' buttons) looks different when it has keyboard focus
 * than when it has none, in both colour modes, on a desktop and on a phone. (axe does not check
 * this: WCAG 2.4.7.)
 */
import {expect, test, waitForHydration} from './fixtures';

const PAGE = '/metaflow/basics';

/** The controls to check, in document order. */
const CONTROLS = '.theme-announcement-bar :is(a[href], button), .navbar__inner :is(a[href], button), article button';

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 390, height: 844},
  ]) {
    test(`${theme} mode at ${viewport.width}px: every control shows that it has keyboard focus`, async ({page}) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      await page.goto(PAGE);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Keyboard use from the start, as a reader who tabs: focus moved by script then shows as
      // keyboard focus (:focus-visible), which the check below asserts for each control.
      await page.keyboard.press('Tab');

      const controls = page.locator(CONTROLS).filter({visible: true});
      const count = await controls.count();
      expect(count, 'controls found').toBeGreaterThan(5);
      const unmarked: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim().slice(0, 30);
        await control.scrollIntoViewIfNeeded();
        const box = (await control.boundingBox())!;
        // The control and a margin around it, where an outline or a ring is drawn.
        const clip = {x: Math.max(0, box.x - 6), y: Math.max(0, box.y - 6), width: box.width + 12, height: box.height + 12};
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const unfocused = await page.screenshot({clip, animations: 'disabled', caret: 'hide'});
        await control.focus();
        expect(await control.evaluate((element) => element.matches(':focus-visible')), `${name} has keyboard focus`).toBe(true);
        const focused = await page.screenshot({clip, animations: 'disabled', caret: 'hide'});
        if (unfocused.equals(focused)) unmarked.push(name);
      }
      expect(unmarked, 'controls that look the same with and without keyboard focus').toEqual([]);
    });
  }
}
