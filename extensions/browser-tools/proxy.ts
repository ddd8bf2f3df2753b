// The forward proxy of one browser call: every connection Chromium makes for the call's pages (documents after any
// redirect, subresources, fetch, WebSocket, preconnect) comes here, as a plain-http request or a CONNECT tunnel; the
// target is checked under the call's rules and the connection goes to exactly the address that was checked.
import type { LookupAddress } from 'node:dns';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { checkTarget, OutboundRefused, type BrowserRules } from './outbound.js';

export interface CallProxy {
  /** `http://127.0.0.1:<port>`: the context's proxy server. */
  readonly url: string;
  close(): Promise<void>;
}

/** Request headers a proxy does not pass on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function forwarded(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
  return out;
}

const pinned = (addresses: LookupAddress[]) => (_host: string, o: { all?: boolean }, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void): void => {
  if (o.all) callback(null, addresses);
  else callback(null, addresses[0]!.address, addresses[0]!.family);
};

/**
 * Starts the proxy on 127.0.0.1 port 0. `refused` hears why a rule refused a target (rule and host only; a name that
 * does not resolve is not a refusal). Every socket it holds is destroyed at close.
 */
export async function startCallProxy(rules: BrowserRules, refused: (message: string) => void): Promise<CallProxy> {
  const sockets = new Set<Socket>();
  const track = (s: Socket): void => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const server: Server = createServer(async (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
      if (url.protocol !== 'http:') throw new Error('not http');
    } catch {
      res.writeHead(400).end();
      return;
    }
    let addresses: LookupAddress[];
    try {
      addresses = await checkTarget(url, { ...rules, allowedDomains: undefined });
    } catch (err) {
      if (err instanceof OutboundRefused) refused(err.message);
      // No answer at all: Chromium reports a failed load, never a page of ours.
      req.socket.destroy();
      return;
    }
    const upstream = httpRequest(url, { method: req.method, headers: forwarded(req.headers), lookup: pinned(addresses) as never, agent: false }, (answer) => {
      const headers: [string, string][] = [];
      for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) if (!HOP_BY_HOP.has(answer.rawHeaders[i]!.toLowerCase())) headers.push([answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!]);
      res.writeHead(answer.statusCode ?? 502, headers.flat());
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', track);
  server.on('connect', async (req, client: Socket, head: Buffer) => {
    track(client);
    let url: URL;
    try {
      url = new URL(`https://${req.url ?? ''}`);
    } catch {
      client.destroy();
      return;
    }
    // CONNECT always names the port; https:// only lets the URL parser read host and port (the tunnel may carry https,
    // wss or ws://, so a refusal names no scheme).
    const port = Number(url.port || 443);
    let addresses: LookupAddress[];
    try {
      addresses = await checkTarget(url, { ...rules, allowedDomains: undefined }, true, true);
    } catch (err) {
      if (err instanceof OutboundRefused) refused(err.message);
      client.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const upstream = connect({ host: addresses[0]!.address, port });
    track(upstream);
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  // A plain ws:// upgrade in absolute form is not what Chromium sends through a proxy (it tunnels); refuse it.
  server.on('upgrade', (_req, socket: Socket) => socket.destroy());
  server.on('clientError', (_err, socket: Socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
