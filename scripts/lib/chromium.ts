/**
 * Where Chromium is and the flags it is always launched with, shared by the end-to-end tests,
 * the first-load JS measurement and Lighthouse, so all of them see the same browser.
 * `chromiumVersion()` throws when the binary cannot be run.
 */
import {execFileSync} from 'node:child_process';

/** The Chromium binary: `CHROME_PATH` when set, else the Debian package's `/usr/bin/chromium`. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, sandbox-less Chromium on a machine without network access besides localhost. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The version line Chromium prints (e.g. "Chromium 156.0.8078.79 built on Debian ..."). */
export function chromiumVersion(): string {
  return execFileSync(CHROMIUM_PATH, ['--version'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
}
