// One HTTP(S) client for gateway tests: the path is sent as written, every request is bounded by a timeout.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface Res {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The JSON body, or {} when the body is empty or not JSON. */
  body: Record<string, any>;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Header list sent verbatim (repeats kept); no Host is added. */
  rawHeaders?: string[];
  /** For https:// bases: the CA to trust and an optional client certificate. */
  tls?: { ca?: Buffer | string; cert?: Buffer | string; key?: Buffer | string };
  /** Idle timeout, ms (default 10 s): longer for a request that waits on purpose (a turn held for a one-time password). */
  timeoutMs?: number;
}

export function send(base: string, path: string, opts: SendOptions = {}): Promise<Res> {
  return new Promise((resolve, reject) => {
    // A URL object would resolve "..", which traversal cases must not.
    const url = new URL(base);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname.replace(/\/$/, '') + path,
      method: opts.method ?? 'POST',
      headers: opts.rawHeaders ?? opts.headers ?? {},
      setHost: !(opts.headers?.host || opts.rawHeaders),
      ...(opts.tls ?? {}),
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        let body: Record<string, any> = {};
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          body = {};
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
      });
    });
    req.on('error', reject);
    req.setTimeout(opts.timeoutMs ?? 10_000, () => req.destroy(new Error('timeout')));
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}
