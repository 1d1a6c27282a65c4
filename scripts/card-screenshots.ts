/**
 * `npm run screenshots:cards`: makes the card screenshots the pages show, from the pages' own
 * runnable examples, so a picture of a card is always the card that example produces.
 *
 * For every doc page, every example with a command block marked `screenshot="<path>"` (see
 * CONTRIBUTING.md) runs in a fresh temporary directory exactly as `npm run test:examples`
 * runs it (notebook cells included); after the marked command, the card file it wrote (`card-file`) is opened in
 * Chromium 1200 CSS pixels wide and the card's content, up to 1600 pixels of it, is saved as PNG to
 * `<path>` relative to the page's folder. Reads nothing else; writes only those images.
 * Throws (exit status 1) when an example command fails or a card file is missing.
 * `--page=<substring>` limits the run to matching page paths.
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium, type Browser} from '@playwright/test';

import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './lib/chromium';
import {docFiles} from './lib/doc-files';
import {extractExamples, type Example} from '../tests/examples/harness/extract';
import {latestRunId, runNotebookStep} from '../tests/examples/harness/notebook';
import {runCommandStep, writeFileStep} from '../tests/examples/harness/run';

const root = join(__dirname, '..');
const VIEWPORT = {width: 1200, height: 800};
/** The tallest screenshot, in CSS pixels: long cards are cut there. */
const MAX_HEIGHT = 1600;

async function screenshotExample(browser: Browser, page: string, example: Example): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-card-'));
  try {
    let latestRun: string | undefined;
    for (const step of example.steps) {
      if (step.kind === 'file') {
        writeFileStep(step, dir);
        continue;
      }
      const {status, failure, output} = step.kind === 'notebook' ? runNotebookStep(step, dir, latestRun, example.env) : runCommandStep(step, dir, example.env);
      if (status !== 0) {
        const what = step.kind === 'notebook' ? `notebook ${step.path}` : `"${step.run}"`;
        throw new Error(`${page}:${step.line}: ${what} exited with ${status ?? failure}\n${output}`);
      }
      latestRun = latestRunId(output, latestRun);
      if (step.kind === 'notebook' || !step.card?.screenshot) continue;
      const cardFile = join(dir, step.dir, step.card.file);
      if (!existsSync(cardFile)) throw new Error(`${page}:${step.line}: no card file ${step.card.file}`);
      const image = join(root, dirname(page), step.card.screenshot);
      mkdirSync(dirname(image), {recursive: true});
      const tab = await browser.newPage({viewport: VIEWPORT, colorScheme: 'light'});
      await tab.goto(pathToFileURL(cardFile).href, {waitUntil: 'load'});
      await tab.waitForTimeout(1000); // cards render their components with JavaScript after load
      const contentHeight = await tab.evaluate(() => Math.ceil(document.body.getBoundingClientRect().bottom) + 32);
      const height = Math.min(MAX_HEIGHT, contentHeight);
      await tab.screenshot({path: image, fullPage: true, clip: {x: 0, y: 0, width: VIEWPORT.width, height}});
      await tab.close();
      console.log(`[screenshots] ${relative(root, image)} from ${page} example "${example.name}"`);
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const filter = process.argv.find((arg) => arg.startsWith('--page='))?.slice('--page='.length) ?? '';
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  try {
    for (const file of docFiles(root).filter((path) => path.includes(filter))) {
      const page = relative(root, file);
      const examples = extractExamples(readFileSync(file, 'utf8')).filter((example) =>
        example.steps.some((step) => step.kind === 'command' && step.card?.screenshot),
      );
      for (const example of examples) await screenshotExample(browser, page, example);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
