import {readFileSync} from 'node:fs';
import {test, waitForHydration} from './fixtures';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
test('measure', async ({page}) => {
  test.setTimeout(600000);
  await page.goto('/api/client'); await waitForHydration(page);
  await page.evaluate(AXE_SOURCE);
  const rules = await page.evaluate(async (tags) => {
    const w = window as any;
    const ids = w.axe.getRules(tags).map((r: any) => r.ruleId);
    const out: [string, number][] = [];
    for (const id of ids) {
      const t = performance.now();
      await w.axe.run(document, {runOnly: {type: 'rule', values: [id]}, resultTypes: ['violations']});
      out.push([id, Math.round(performance.now() - t)]);
    }
    const t = performance.now();
    await w.axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
    out.push(['(all)', Math.round(performance.now() - t)]);
    return out.sort((a, b) => b[1] - a[1]).slice(0, 12);
  }, TAGS);
  console.log(JSON.stringify(rules));
});
