/**
 * The client bundle: no JavaScript file of the build carries a highlighter, since code is
 * highlighted at build time (`plugins/code-highlight`): neither Prism's core nor any Prism
 * grammar; none carries a facts file of `data/`, since each reference component gets what it
 * shows at build time (`plugins/api-facts`, tests/unit/client-data.test.ts); and the browser
 * runs React DOM itself. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

const jsDir = join(__dirname, '..', '..', 'build', 'assets', 'js');
const jsFiles = readdirSync(jsDir).filter((name) => name.endsWith('.js'));
const mainFile = jsFiles.find((name) => /^main\.[0-9a-f]+\.js$/.test(name));

test('no JavaScript file carries Prism or a Prism grammar', () => {
  assert.ok(mainFile, `no main.<hash>.js in ${jsDir}`);
  for (const name of jsFiles) {
    const source = readFileSync(join(jsDir, name), 'utf8');
    // Prism's core names this option; every grammar file assigns `Prism.languages.<name>`.
    assert.doesNotMatch(source, /disableWorkerMessageHandler/, `${name} carries Prism's core`);
    const grammars = [...source.matchAll(/\blanguages\.([a-z]+)\s*=/g)].map((match) => match[1]);
    assert.deepEqual(grammars, [], `${name} defines Prism grammars`);
  }
});

test('no JavaScript file carries the API, configuration or command-line facts', () => {
  // A key of each facts file that no page shows, so only the file itself would bring it.
  const keys = {'data/metaflow-api.json': 'undocumented_names', 'data/metaflow-config.json': 'set_by_metaflow', 'data/metaflow-cli.json': 'default_command'};
  for (const name of jsFiles) {
    const source = readFileSync(join(jsDir, name), 'utf8');
    for (const [file, key] of Object.entries(keys)) assert.ok(!source.includes(key), `${name} carries ${file} (its key ${key})`);
  }
});

test('the browser runs React DOM, not a look-alike runtime (DECISIONS 15)', () => {
  assert.ok(mainFile, `no main.<hash>.js in ${jsDir}`);
  const source = readFileSync(join(jsDir, mainFile), 'utf8');
  // React 19's production error URLs are react.dev/errors/N, React 18's reactjs.org/docs/error-decoder.html.
  assert.match(source, /react\.dev\/errors\/|reactjs\.org\/docs\/error-decoder\.html/, 'main.js lacks React DOM (its production error URLs)');
  assert.doesNotMatch(source, /preact/i, 'main.js carries Preact');
});
