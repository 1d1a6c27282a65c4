import assert from 'node:assert/strict';
import {test} from 'node:test';

import {ExampleMarkupError, extractExamples, parseMeta} from '../../scripts/lib/examples/extract';

const fence = '```';
const page = [
  '# Page',
  `${fence}python title="flow.py" example="one"`,
  'print("hi")',
  fence,
  `${fence}bash example="one" dir="sub"`,
  'python flow.py run',
  fence,
  `${fence}text example="one" output`,
  'hi',
  fence,
  `${fence}bash example="two" test-with="python flow.py check"`,
  'python flow.py run --with batch',
  fence,
  `${fence}python`,
  'not an example',
  fence,
].join('\n');

test('meta strings give their attributes', () => {
  assert.deepEqual([...parseMeta('title="a b.py" example=x output')], [
    ['title', 'a b.py'],
    ['example', 'x'],
    ['output', ''],
  ]);
});

test('examples are grouped by name with files, commands and outputs in page order', () => {
  const [one, two] = extractExamples(page);
  assert.equal(one.name, 'one');
  assert.deepEqual(
    one.steps.map((step) => step.kind),
    ['file', 'command'],
  );
  const command = one.steps[1];
  assert.ok(command.kind === 'command');
  assert.equal(command.dir, 'sub');
  assert.equal(command.expectedOutput, 'hi');
  const cloud = two.steps[0];
  assert.ok(cloud.kind === 'command');
  assert.equal(cloud.run, 'python flow.py check');
  assert.equal(cloud.shown, 'python flow.py run --with batch');
});

test('markup that cannot run as written is rejected', () => {
  assert.throws(() => extractExamples(`${fence}text example="x" output\nhi\n${fence}`), ExampleMarkupError);
  assert.throws(() => extractExamples(`${fence}python example="x"\nprint(1)\n${fence}`), ExampleMarkupError);
  assert.throws(() => extractExamples(`${fence}python title="../x.py" example="x"\n1\n${fence}`), ExampleMarkupError);
  assert.throws(
    () => extractExamples(`${fence}bash example="x" test-with="true"\nrun\n${fence}\n${fence}text example="x" output\nhi\n${fence}`),
    ExampleMarkupError,
  );
});

test('a card check names the file, the component types and the screenshot', () => {
  const [example] = extractExamples(
    `${fence}bash example="c" card-file="out/report.html" card-components="markdown, table image" screenshot="img/c.png"\npython f.py card get start out/report.html\n${fence}`,
  );
  const command = example.steps[0];
  assert.ok(command.kind === 'command');
  assert.deepEqual(command.card, {file: 'out/report.html', components: ['markdown', 'table', 'image'], screenshot: 'img/c.png'});
  const [plain] = extractExamples(`${fence}bash example="c" card-file="r.html"\nrun\n${fence}`);
  assert.deepEqual(plain.steps[0].kind === 'command' && plain.steps[0].card, {file: 'r.html', components: [], screenshot: undefined});
  for (const meta of ['card-components="table"', 'screenshot="img/c.png"', 'card-file="r.html" card-components=""', 'card-file="/tmp/r.html"']) {
    assert.throws(() => extractExamples(`${fence}bash example="c" ${meta}\nrun\n${fence}`), ExampleMarkupError, meta);
  }
});
