import assert from 'node:assert/strict';
import {test} from 'node:test';

import {parse} from 'shell-quote';

import {ExampleMarkupError, extractExamples, parseMeta} from '../examples/harness/extract';
import {withPort} from '../examples/harness/test-port';

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

test('a test-within command runs the shown command inside the wrapper, and its output is compared', () => {
  const [example] = extractExamples(
    `${fence}bash example="w" test-within="python tools/with_hub.py"\npython flow.py run --tag 'a b'\n${fence}\n${fence}text example="w" output\nhi\n${fence}`,
  );
  const command = example.steps[0];
  assert.ok(command.kind === 'command');
  assert.equal(command.shown, "python flow.py run --tag 'a b'");
  assert.equal(command.within, 'python tools/with_hub.py');
  assert.deepEqual(parse(command.run), ['python', 'tools/with_hub.py', 'bash', '-e', '-o', 'pipefail', '-c', command.shown]);
  assert.equal(command.expectedOutput, 'hi');
  assert.throws(
    () => extractExamples(`${fence}bash example="w" test-within="x" test-with="y"\nrun\n${fence}`),
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

test('consecutive cells of one notebook form one notebook step under the example directory', () => {
  const cell = (extra: string, code: string) =>
    `${fence}python title="nb.ipynb (cell)" example="n" dir="tut" notebook="a/nb.ipynb"${extra}\n${code}\n${fence}`;
  const [example] = extractExamples(
    [
      `${fence}bash example="n"\npython f.py run\n${fence}`,
      cell('', 'x = 1'),
      `${fence}text example="n" output\n1\n${fence}`,
      cell(' run-id="argo-x-1"', "run = 'argo-x-1'"),
    ].join('\n'),
  );
  assert.deepEqual(
    example.steps.map((step) => step.kind),
    ['command', 'notebook'],
  );
  const notebook = example.steps[1];
  assert.ok(notebook.kind === 'notebook');
  assert.equal(notebook.path, 'tut/a/nb.ipynb');
  assert.deepEqual(
    notebook.cells.map(({source, runId, expectedOutput}) => [source, runId, expectedOutput]),
    [
      ['x = 1', undefined, '1'],
      ["run = 'argo-x-1'", 'argo-x-1', undefined],
    ],
  );
  const twice = [cell('', 'x = 1'), `${fence}text example="n" output\n1\n${fence}`, `${fence}text example="n" output\n1\n${fence}`];
  assert.throws(() => extractExamples(twice.join('\n')), ExampleMarkupError, 'two output blocks after one cell');
});

test('notebook cells that cannot run as written are rejected', () => {
  const cell = (meta: string, code = 'x = 1', lang = 'python') => `${fence}${lang} example="n" ${meta}\n${code}\n${fence}`;
  const rejected = {
    'a bash cell': cell('notebook="nb.ipynb"', 'ls', 'bash'),
    'a notebook that is no .ipynb': cell('notebook="nb.py"'),
    'a notebook outside the example': cell('notebook="../nb.ipynb"'),
    'a run-id the cell lacks': cell('notebook="nb.ipynb" run-id="argo-y"'),
    'a run-id outside a notebook': cell('title="f.py" run-id="x"', "run = 'x'"),
    'cells of one notebook apart': [cell('notebook="nb.ipynb"'), `${fence}bash example="n"\nls\n${fence}`, cell('notebook="nb.ipynb"')].join('\n'),
  };
  for (const [what, source] of Object.entries(rejected)) {
    assert.throws(() => extractExamples(source), ExampleMarkupError, what);
  }
});

test('an example runs in the extension environment that its blocks name', () => {
  const [plain, extended] = extractExamples(
    [
      `${fence}bash example="plain"`,
      'python flow.py run',
      fence,
      `${fence}python title="flow.py" example="ext" env="checkpoint"`,
      'print(1)',
      fence,
      `${fence}bash example="ext"`,
      'python flow.py run',
      fence,
    ].join('\n'),
  );
  assert.equal(plain.env, undefined);
  assert.equal(extended.env, 'checkpoint');
});

test('an example names one extension environment, by a plain name', () => {
  const block = (env: string) => `${fence}bash example="x" env="${env}"\ntrue\n${fence}`;
  assert.throws(() => extractExamples([block('checkpoint'), block('frameworks')].join('\n')), /already has env="checkpoint"/);
  assert.throws(() => extractExamples(block('../x')), /must name an extension environment/);
  assert.equal(extractExamples([block('checkpoint'), block('checkpoint')].join('\n'))[0].env, 'checkpoint');
});

test('an example names one fixed port for the service it starts', () => {
  const block = (port: string) => `${fence}bash example="x" test-port="${port}"\nmoto_server -p ${port} &\n${fence}`;
  assert.equal(extractExamples(block('5064'))[0].port, '5064');
  assert.equal(extractExamples(`${fence}bash example="x"\ntrue\n${fence}`)[0].port, undefined);
  assert.throws(() => extractExamples([block('5064'), block('5062')].join('\n')), /already has test-port="5064"/);
  assert.throws(() => extractExamples(block('80')), /must be a port number/);
  assert.throws(() => extractExamples(block('50x4')), /must be a port number/);
});

test('withPort puts the free port in place of the fixed one, as a whole number only', () => {
  const [example] = extractExamples(
    [
      `${fence}bash example="x" test-port="5064"`,
      'moto_server -p 5064 > moto.log 2>&1 &',
      fence,
      `${fence}bash title="store.sh" example="x"`,
      'export URL=http://127.0.0.1:5064 ID=150640',
      fence,
      `${fence}bash example="x"`,
      'cat store.sh',
      fence,
      `${fence}text example="x" output`,
      'export URL=http://127.0.0.1:5064 ID=150640',
      fence,
    ].join('\n'),
  );
  const steps = withPort(example.steps, '5064', 41234);
  assert.deepEqual(
    steps.map((step) => (step.kind === 'file' ? step.content : step.kind === 'command' ? [step.run, step.expectedOutput] : null)),
    [
      ['moto_server -p 41234 > moto.log 2>&1 &', undefined],
      'export URL=http://127.0.0.1:41234 ID=150640\n',
      ['cat store.sh', 'export URL=http://127.0.0.1:41234 ID=150640'],
    ],
  );
});
