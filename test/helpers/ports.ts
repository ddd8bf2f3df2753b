// A free TCP port of 127.0.0.1 for a server that cannot bind port 0 itself (redis-server, postgres): taken from the
// kernel, then released, so another process may take it first; callers retry a few ports.
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
