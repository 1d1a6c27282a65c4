/**
 * Starts and stops one of the site's servers on a port, for the benchmarks and the tests that
 * need a live server: the local preview (`deploy/serve.ts`, on any build directory) or nginx
 * with the configuration the build generated (`deploy/serve-nginx.ts`, which serves the build
 * `build-deploy/nginx.conf` names, i.e. that of the last `npm run build`). `startCheckoutNginx()`
 * starts nginx for another checkout of the repository, such as a benchmark's baseline, by that
 * checkout's own `npm run serve:nginx`, whatever file the script lived in at its commit.
 *
 * Measures nothing; prints the server's output only when it fails to start.
 * Both throw when the server exits early, when it does not answer within the timeout, or when
 * the port is already taken; `startServer()` also when the build directory has no `index.html`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';

/** A running server; `stop()` ends its process group and resolves when it has exited. */
export interface RunningServer {
  readonly origin: string;
  stop(): Promise<void>;
}

/** Which server: the local preview or nginx with the generated configuration. */
export type ServerKind = 'preview' | 'nginx';

const SCRIPTS: Record<ServerKind, string> = {preview: 'deploy/serve.ts', nginx: 'deploy/serve-nginx.ts'};

/**
 * Runs `BUILD_DIR=<buildDir> PORT=<port> npx tsx <the server's script>` in `root` and waits
 * until `/` answers with status 200. `buildDir` is relative to `root` or absolute (a baseline's
 * build); nginx serves the build its configuration names, so pass that one.
 */
export async function startServer(
  root: string,
  buildDir: string,
  port: number,
  kind: ServerKind = 'preview',
  timeoutMs = 30_000,
): Promise<RunningServer> {
  if (!existsSync(join(resolve(root, buildDir), 'index.html'))) {
    throw new Error(`${resolve(root, buildDir)} has no site: build it first (run without --skip-build).`);
  }
  return startProcess(root, ['npx', 'tsx', SCRIPTS[kind]], {BUILD_DIR: buildDir}, port, buildDir, timeoutMs);
}

/**
 * Runs `PORT=<port> npm run serve:nginx` in the checkout at `root` (nginx with the configuration
 * of that checkout's last `npm run build`) and waits until `/` answers with status 200.
 */
export async function startCheckoutNginx(root: string, port: number, timeoutMs = 30_000): Promise<RunningServer> {
  return startProcess(root, ['npm', 'run', '--silent', 'serve:nginx'], {}, port, `nginx of ${root}`, timeoutMs);
}

/** Spawns `command` in `root` with `env` added and `PORT`, `HOST` set; `label` names it in errors. */
async function startProcess(
  root: string,
  [command, ...args]: readonly string[],
  env: Readonly<Record<string, string>>,
  port: number,
  label: string,
  timeoutMs: number,
): Promise<RunningServer> {
  const origin = `http://localhost:${port}`;
  if (await answers(`${origin}/`)) {
    throw new Error(`Port ${port} is already in use: stop whatever serves ${origin} first.`);
  }
  const child: ChildProcess = spawn(command!, args, {
    cwd: root,
    env: {...process.env, ...env, PORT: String(port), HOST: 'localhost'},
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stop() ends npx and the node process it starts, and nothing else.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async (): Promise<void> => {
    if (!hasExited && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, sleep(5_000)]);
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited) {
      throw new Error(`The server for ${label} exited before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/`);
      if (response.status === 200) {
        return {origin, stop};
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The server for ${label} did not answer at ${origin} within ${timeoutMs} ms:\n${output}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}
