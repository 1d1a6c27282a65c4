/**
 * The ports of the suite's two servers, chosen free when the run starts, so that no other
 * process on the machine can hold them (a server that already listens on a fixed port would
 * otherwise answer the suite in place of the build under test).
 *
 * `playwright.config.ts` imports this module first, in the runner: a port not given in the
 * environment (`E2E_MAIN_PORT`, `E2E_HOSTED_PORT`) is taken from the operating system (a
 * listener on port 0, closed again) and written to `process.env`, which the worker processes
 * and the web servers inherit, so every process of one run agrees on both ports. A port that is
 * taken between that choice and the server's start makes Playwright stop at once with
 * "http://localhost:<port> is already used", since no server is reused. Throws when a port given
 * in the environment is not a port number.
 */
import {freePort} from '../lib/free-port';

function portOf(name: string): number {
  process.env[name] ??= String(freePort());
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${process.env[name]}".`);
  }
  return port;
}

/** Port of the server of the main build (`build/`, nginx). */
export const MAIN_PORT = portOf('E2E_MAIN_PORT');
/** Port of the server of the suite's hosted-services build (`deploy/serve.ts`). */
export const HOSTED_PORT = portOf('E2E_HOSTED_PORT');
