// Pages the browser tests serve on loopback: a server that records the paths and Host headers it was asked for and
// the connections it accepted (a refused address must see none), closed at the test's end.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Served {
  readonly port: number;
  readonly origin: string;
  /** Request paths received, in order. */
  readonly seen: string[];
  /** The Host header of each request, in order. */
  readonly hosts: string[];
  /** TCP connections accepted (a WebSocket attempt counts even without an HTTP request). */
  connections: number;
  readonly close: () => void;
  readonly server: Server;
}

export type Teardown = { teardown(fn: () => unknown): void };

export async function serve(t: Teardown, handler: (req: IncomingMessage, res: ServerResponse) => void, host = '127.0.0.1'): Promise<Served> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    served.seen.push(req.url ?? '');
    served.hosts.push(req.headers.host ?? '');
    handler(req, res);
  });
  server.on('connection', (s) => {
    served.connections++;
    sockets.add(s);
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  const port = (server.address() as AddressInfo).port;
  const close = (): void => {
    sockets.forEach((s) => s.destroy());
    server.close();
  };
  const served: Served = { port, origin: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`, seen: [], hosts: [], connections: 0, close, server };
  t.teardown(close);
  return served;
}

export const html = (res: ServerResponse, body: string, status = 200): void => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
};
