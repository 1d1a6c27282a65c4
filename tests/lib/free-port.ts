/**
 * Asks the operating system for a free TCP port of this machine: a listener on port 0 of all
 * interfaces, closed again, in a child process so that the call is synchronous. Returns the port
 * number; throws when the child fails. Another process may take the port before the caller
 * binds it, so a caller that starts a server on it must fail loudly when the port is taken.
 */
import {execFileSync} from 'node:child_process';

export function freePort(): number {
  const script = "const s=require('node:net').createServer();s.listen(0,()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}));
}
