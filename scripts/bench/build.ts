/**
 * Production build time and peak memory, with and without the Rspack-based faster bundler.
 *
 * Runs `npx docusaurus build --out-dir .bench/<name>` in the site root with
 * `DOCUSAURUS_FASTER=true|false` (read by `env.ts`: `false` turns off `future.faster` and
 * `future.v4.fasterByDefault`, i.e. webpack) and `DOCUSAURUS_NO_PERSISTENT_CACHE=true`, so every
 * build is a cold build that neither reads nor writes the bundler cache in `node_modules/.cache`.
 * The build runs under GNU `/usr/bin/time -v` (Debian package `time`): wall clock is measured
 * here around the whole command (npx start-up included); peak memory is GNU time's "Maximum
 * resident set size", which for a process tree is the peak RSS of its largest single process
 * (the Docusaurus node process, whose Rspack/SSG worker threads share its RSS) — not a sum
 * over processes. Without `/usr/bin/time` the build still runs and the memory is `undefined`.
 *
 * Prints the build's own output (prefixed with the build's name) and a one-line summary.
 * Throws when the build exits with a non-zero status (e.g. missing docs pages), with the last
 * lines of its output in the message.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';

/** GNU time, when installed. */
export const GNU_TIME = '/usr/bin/time';

export interface BuildVariant {
  /** Output directory name under `.bench/`, e.g. `faster`. */
  readonly name: string;
  /** Value of `DOCUSAURUS_FASTER`: whether the Rspack-based faster bundler is on. */
  readonly faster: boolean;
  /** Further environment variables of the build (`env.ts`), e.g. `{SOURCE_MAPS: 'true'}`. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface BuildResult extends BuildVariant {
  /** Output directory relative to the site root, e.g. `.bench/faster`. */
  readonly outDir: string;
  /** Wall-clock time of the build command, in seconds. */
  readonly seconds: number;
  /** Peak RSS in MiB (see the module comment), or `undefined` without `/usr/bin/time`. */
  readonly peakRssMiB: number | undefined;
}

export const BUILD_VARIANTS: readonly BuildVariant[] = [
  {name: 'faster', faster: true},
  {name: 'webpack', faster: false},
];

/** Whether GNU time is available. */
export function hasGnuTime(): boolean {
  return existsSync(GNU_TIME);
}

/** Builds the site in `root` into `.bench/<variant.name>` and measures time and peak memory. */
export async function runBuild(root: string, variant: BuildVariant): Promise<BuildResult> {
  const outDir = join('.bench', variant.name);
  const benchDir = join(root, '.bench');
  mkdirSync(benchDir, {recursive: true});
  rmSync(join(root, outDir), {recursive: true, force: true});
  const timeFile = join(benchDir, `${variant.name}.time.txt`);
  rmSync(timeFile, {force: true});

  const buildCommand = ['npx', 'docusaurus', 'build', '--out-dir', outDir];
  const useTime = hasGnuTime();
  if (!useTime) {
    console.log(`[bench] NOTE: ${GNU_TIME} is missing (Debian package \`time\`): peak memory is not measured.`);
  }
  const [command, ...args] = useTime ? [GNU_TIME, '-v', '-o', timeFile, ...buildCommand] : buildCommand;

  console.log(`[bench] building ${outDir} with DOCUSAURUS_FASTER=${variant.faster} (cold, no persistent cache)`);
  const tail: string[] = [];
  const started = process.hrtime.bigint();
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: {...process.env, ...variant.env, DOCUSAURUS_FASTER: String(variant.faster), DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const forward = (chunk: Buffer): void => {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() === '') continue;
        console.log(`  [${variant.name}] ${line}`);
        tail.push(line);
        if (tail.length > 40) tail.shift();
      }
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (status !== 0) {
    throw new Error(`Build ${outDir} (DOCUSAURUS_FASTER=${variant.faster}) failed with status ${status}:\n${tail.join('\n')}`);
  }

  const peakRssMiB = useTime ? parseMaxRssKiB(readFileSync(timeFile, 'utf8')) / 1024 : undefined;
  const memory = peakRssMiB === undefined ? 'not measured' : `${peakRssMiB.toFixed(0)} MiB peak RSS`;
  console.log(`[bench] ${outDir}: ${seconds.toFixed(1)} s, ${memory}`);
  return {...variant, outDir, seconds, peakRssMiB};
}

/** Reads "Maximum resident set size (kbytes): N" from `time -v` output; throws when absent. */
export function parseMaxRssKiB(timeOutput: string): number {
  const match = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(timeOutput);
  if (!match) {
    throw new Error(`No "Maximum resident set size" in the output of ${GNU_TIME} -v:\n${timeOutput}`);
  }
  return Number(match[1]);
}
