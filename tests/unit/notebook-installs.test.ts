/**
 * The `pip install` commands on the doc pages. Every one that pins a package the examples
 * are tested with (a `name==version` in requirements.txt or an extension environment's
 * requirements-<name>.txt) pins the tested version. And every one (inline code or a code block) that installs Plotly,
 * which the Season 2 tutorial's Episode 8 notebook draws its chart with, pins the Plotly release
 * that requirements.txt pins (the one `npm run test:examples` executes the notebook's cells
 * with; Plotly 7 has no `figure_factory.create_gantt`) and also installs NumPy, which Plotly's
 * figure factories need and Plotly does not install. Reads the doc sources and requirements.txt.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {parse} from 'shell-quote';
import {visit} from 'unist-util-visit';

import {pinnedVersion} from '../../constants';
import {docFiles} from '../../scripts/lib/doc-files';
import {parseMdx} from '../lib/mdx';

const root = join(__dirname, '..', '..');

/** The package arguments (words after `install` that are not options) of each `pip install` line. */
function pipInstalls(source: string): string[][] {
  const installs: string[][] = [];
  visit(parseMdx(source), ['inlineCode', 'code'], (node) => {
    if (node.type !== 'inlineCode' && node.type !== 'code') return;
    for (const line of node.value.split('\n')) {
      const words = parse(line).filter((word): word is string => typeof word === 'string');
      const install = words.findIndex((word, index) => word === 'install' && /(^|\/)pip3?$/.test(words[index - 1] ?? ''));
      if (install >= 0) installs.push(words.slice(install + 1).filter((word) => !word.startsWith('-')));
    }
  });
  return installs;
}

/** The distribution name of a requirement such as `plotly==6.9.0` or `moto[server]`. */
const packageName = (requirement: string) => /^[\w.-]+/.exec(requirement)?.[0].toLowerCase() ?? '';

test('pages that install Plotly pin the tested release and install NumPy', () => {
  const plotly = `plotly==${pinnedVersion('plotly', root)}`;
  const found: string[] = [];
  for (const file of docFiles(root)) {
    const page = relative(root, file);
    for (const packages of pipInstalls(readFileSync(file, 'utf8'))) {
      if (!packages.some((requirement) => packageName(requirement) === 'plotly')) continue;
      found.push(page);
      const command = `${page}: pip install ${packages.join(' ')}`;
      assert.ok(packages.includes(plotly), `${command} must install ${plotly}`);
      assert.ok(packages.some((requirement) => packageName(requirement) === 'numpy'), `${command} must install numpy`);
    }
  }
  assert.ok(
    found.some((page) => page.endsWith('episode-8-autopilot.mdx')),
    `Episode 8 must tell the reader how to install Plotly (found on: ${found.join(', ') || 'no page'})`,
  );
});

/** `name==version` pins of requirements.txt and the requirements-<name>.txt files, by package name. */
function testedPins(): Map<string, string> {
  const pins = new Map<string, string>();
  for (const file of readdirSync(root).filter((name) => /^requirements(-[\w-]+)?\.txt$/.test(name))) {
    for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
      const pin = /^([\w.-]+)(\[[\w,]+\])?==(\S+)/.exec(line.trim());
      if (pin) pins.set(pin[1].toLowerCase(), pin[3]);
    }
  }
  return pins;
}

test('pages that pin a tested package pin the version the examples run with', () => {
  const pins = testedPins();
  assert.ok(pins.has('metaflow-checkpoint'), 'requirements-checkpoint.txt pins metaflow-checkpoint');
  const wrong: string[] = [];
  for (const file of docFiles(root)) {
    for (const packages of pipInstalls(readFileSync(file, 'utf8'))) {
      for (const requirement of packages) {
        const [name, version] = requirement.split('==');
        const tested = pins.get(packageName(name));
        if (version !== undefined && tested !== undefined && version !== tested) {
          wrong.push(`${relative(root, file)}: pip install ${requirement} (the examples run ${packageName(name)}==${tested})`);
        }
      }
    }
  }
  assert.deepEqual(wrong, []);
});
