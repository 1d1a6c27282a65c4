/**
 * The "Large objects" rule of docs/python/scaling/data.mdx against the pinned metaflow.S3
 * (needs `.venv`): the threshold, part size and concurrency are read from the page, then
 * tests/content/s3_ranged_gets.py downloads an object one byte above the threshold and one exactly
 * at it from an in-process moto S3 server, whole with `get` and `get_many` and as a byte range
 * of its full length with `get(S3GetObject(...))`, and reports the GET requests the server
 * received for each and boto3's default TransferConfig. A release that moves the threshold, changes the part size or
 * starts splitting byte ranges fails here.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';

import {runCommand} from '../examples/harness/run';

const root = join(__dirname, '..', '..');
const MiB = 1024 * 1024;

/** The numbers the page states, from its prose with line breaks folded into spaces. */
function pageRule(): {threshold: number; boto3Threshold: number; partSize: number; concurrency: number; text: string} {
  const text = readFileSync(join(root, 'docs', 'python', 'scaling', 'data.mdx'), 'utf8').replace(/\s+/g, ' ');
  const threshold = /larger than (\d+) MiB \(twice boto3's default multipart threshold of (\d+) MiB\)/.exec(text);
  const parts = /ranged requests for (\d+) MiB parts, up to (\d+) parts at a time/.exec(text);
  assert.ok(threshold && parts, 'the page no longer states the threshold, part size and concurrency this test reads');
  return {
    threshold: Number(threshold[1]) * MiB,
    boto3Threshold: Number(threshold[2]) * MiB,
    partSize: Number(parts[1]) * MiB,
    concurrency: Number(parts[2]),
    text,
  };
}

interface Download {
  readonly size: number;
  readonly method: 'get' | 'get_many' | 'get_range';
  readonly plain_gets: number;
  readonly ranged_gets: string[];
}

interface Observed {
  readonly transfer_config: {multipart_threshold: number; multipart_chunksize: number; max_concurrency: number};
  readonly downloads: Download[];
}

const rule = pageRule();
const above = rule.threshold + 1;
const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-s3-ranges-'));
after(() => rmSync(dir, {recursive: true, force: true}));
const script = join(__dirname, 's3_ranged_gets.py');
const {status, output} = runCommand(`python '${script}' ${above} ${rule.threshold}`, dir, dir);
assert.equal(status, 0, output);
const observed = JSON.parse(output) as Observed;

/** The one download of `size` by `method`. */
function download(size: number, method: Download['method']): Download {
  const found = observed.downloads.filter((d) => d.size === size && d.method === method);
  assert.equal(found.length, 1, `one ${method} of ${size} bytes expected in ${output}`);
  return found[0];
}

/** The Range headers that fetch `size` bytes in parts of `partSize`, in order. */
function partRanges(size: number, partSize: number): string[] {
  const count = Math.ceil(size / partSize);
  return Array.from({length: count}, (_, i) =>
    i === count - 1 ? `bytes=${i * partSize}-` : `bytes=${i * partSize}-${(i + 1) * partSize - 1}`,
  );
}

test("the page's numbers are twice boto3's default multipart threshold, its part size and concurrency", () => {
  const config = observed.transfer_config;
  assert.equal(rule.boto3Threshold, config.multipart_threshold);
  assert.equal(rule.threshold, 2 * config.multipart_threshold);
  assert.equal(rule.partSize, config.multipart_chunksize);
  assert.equal(rule.concurrency, config.max_concurrency);
});

test('a whole object above the threshold is downloaded as ranged requests for parts of the stated size', () => {
  const expected = partRanges(above, rule.partSize);
  assert.ok(expected.length > 1);
  for (const method of ['get', 'get_many'] as const) {
    assert.deepEqual(download(above, method).ranged_gets.sort(), [...expected].sort(), method);
  }
});

test('a whole object at the threshold is downloaded in one request', () => {
  for (const method of ['get', 'get_many'] as const) {
    const {plain_gets, ranged_gets} = download(rule.threshold, method);
    assert.deepEqual({plain_gets, ranged_gets}, {plain_gets: 1, ranged_gets: []}, method);
  }
});

test('a byte range, even one above the threshold, is downloaded in one request', () => {
  assert.match(rule.text, /so does every byte range you ask for with `S3GetObject`, however long it is/);
  for (const size of [above, rule.threshold]) {
    const {plain_gets, ranged_gets} = download(size, 'get_range');
    assert.deepEqual({plain_gets, ranged_gets}, {plain_gets: 0, ranged_gets: [`bytes=0-${size - 1}`]}, `${size} bytes`);
  }
});
