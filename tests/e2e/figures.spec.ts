/**
 * Figures in the guides: FlowGraph diagrams are labelled images drawn in the theme's colours
 * (so they change with the colour mode), and the card screenshots load.
 */
import {expect, test, waitForHydration} from './fixtures';

test('flow diagrams are labelled SVG images that follow the colour mode', async ({page}) => {
  await page.goto('/metaflow/basics');
  await waitForHydration(page);
  const diagrams = page.locator('figure svg[role="img"]');
  expect(await diagrams.count()).toBeGreaterThanOrEqual(5);
  for (const label of await diagrams.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label') ?? ''))) {
    expect(label.length).toBeGreaterThan(10);
  }
  const stepText = diagrams.first().locator('text').first();
  await expect(stepText).toHaveText('start');
  const colours = () => stepText.evaluate((el) => getComputedStyle(el).fill);
  const light = await colours();
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await colours()).not.toBe(light);
});

for (const path of [
  '/metaflow/visualizing-results/effortless-task-inspection-with-default-cards',
  '/metaflow/visualizing-results/easy-custom-reports-with-card-components',
  '/metaflow/visualizing-results/advanced-shareable-cards-with-card-templates',
]) {
  test(`the card screenshot on ${path} loads and has alt text`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const image = page.locator('.markdown img').first();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('alt', /card/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
}

for (const path of ['/scaling/remote-tasks/introduction', '/production/introduction']) {
  test(`the architecture diagram on ${path} is a described image in theme colours`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const diagram = page.locator('figure svg[role="img"]').first();
    await expect(diagram).toHaveAttribute('aria-label', /datastore/);
    const boxStroke = await diagram.locator('rect').first().evaluate((el) => getComputedStyle(el).stroke);
    expect(boxStroke).not.toBe('none');
  });
}
