/**
 * Checks R code with the machine's `Rscript` (Debian's `r-base-core`): every block must parse,
 * and every call of a function the metaflow R package exports must use arguments it has
 * (tests/r/check.R does the R side). The exports come from `data/metaflow-r-api.json`, a
 * committed copy of the package's NAMESPACE exports and their argument lists.
 *
 * `checkRBlocks(root, blocks)` takes blocks keyed by a label (e.g. `basics.mdx:42`) and returns
 * the problems as `label: message` strings (empty when all pass). Throws when `Rscript` is
 * missing or fails to run.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** One exported function of the R package; `args` is `null` when unknown (R6 generators, re-exports). */
interface RExport {
  readonly name: string;
  readonly file: string | null;
  readonly args: string | null;
  readonly note?: string;
}

function loadRExports(root: string): RExport[] {
  return (JSON.parse(readFileSync(join(root, 'data', 'metaflow-r-api.json'), 'utf8')) as {functions: RExport[]}).functions;
}

export function checkRBlocks(root: string, blocks: ReadonlyMap<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-r-'));
  try {
    const labels = [...blocks.keys()];
    labels.forEach((label, index) => writeFileSync(join(dir, `block${String(index).padStart(4, '0')}.R`), blocks.get(label) ?? ''));
    const exportsFile = join(dir, 'exports.tsv');
    writeFileSync(exportsFile, loadRExports(root).map((fn) => `${fn.name}\t${fn.args ?? 'NA'}\n`).join(''));
    const output = execFileSync('Rscript', [join(__dirname, 'check.R'), dir, exportsFile], {encoding: 'utf8'});
    return output
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [file, message] = line.split('\t');
        const label = labels[Number(/^block(\d+)\.R$/.exec(file)?.[1] ?? NaN)];
        return `${label}: ${message.replace(`${dir}/${file}`, label)}`;
      });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
