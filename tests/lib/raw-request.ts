/**
 * A GET whose request target goes on the wire exactly as given, for the server tests: `fetch`
 * would resolve `..`, re-encode bytes and follow redirects, which is what they must not do.
 *
 * `rawGet(origin, target, headers)` sends `GET <target> HTTP/1.1` with Node's `http` (which
 * refuses only control characters and spaces in the target; a character from U+0080 to U+00FF
 * goes out as that one byte, so `'\xff'` is an invalid UTF-8 byte on the wire) and resolves to
 * the status, the headers and the body bytes (de-chunked, not decompressed). Rejects when the
 * connection fails or no answer comes within 30 s.
 */
import http from 'node:http';

/** What a server answered. */
export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

export function rawGet(origin: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({host: hostname, port, method: 'GET', path: target, headers, timeout: 30_000}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`No answer to GET ${target.slice(0, 80)} within 30 s`)));
    request.on('error', reject);
    request.end();
  });
}
