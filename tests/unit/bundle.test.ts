/**
 * The client bundle carries Prism's core and only the grammars in PRISM_LANGUAGES
 * (plugins/prism-core-only): none of the grammars prism-react-renderer bundles by default
 * (Swift, Kotlin, Rust, Go, C++, GraphQL, JSX, TSX, Markdown, SQL...), and React DOM itself. Needs
 * `npm run build` first.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {PRISM_LANGUAGES} from '../../plugins/prism-core-only';

const jsDir = join(__dirname, '..', '..', 'build', 'assets', 'js');
const mainFile = readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));

test('main.js defines the configured Prism grammars and no others', () => {
  assert.ok(mainFile, `no main.<hash>.js in ${jsDir}`);
  const source = readFileSync(join(jsDir, mainFile), 'utf8');
  const defined = new Set([...source.matchAll(/\blanguages\.([a-z]+)\s*=/g)].map((match) => match[1]));
  for (const language of PRISM_LANGUAGES) {
    assert.ok(defined.has(language), `grammar ${language} is missing from main.js`);
  }
  for (const unused of ['swift', 'kotlin', 'rust', 'go', 'cpp', 'graphql', 'jsx', 'tsx', 'markdown', 'sql', 'markup']) {
    assert.ok(!defined.has(unused), `grammar ${unused} is bundled although no page uses it`);
  }
});

test('the browser runs React DOM, not a look-alike runtime (DECISIONS 15)', () => {
  assert.ok(mainFile, `no main.<hash>.js in ${jsDir}`);
  const source = readFileSync(join(jsDir, mainFile), 'utf8');
  // React 19's production error URLs are react.dev/errors/N, React 18's reactjs.org/docs/error-decoder.html.
  assert.match(source, /react\.dev\/errors\/|reactjs\.org\/docs\/error-decoder\.html/, 'main.js lacks React DOM (its production error URLs)');
  assert.doesNotMatch(source, /preact/i, 'main.js carries Preact');
});
