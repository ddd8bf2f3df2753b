// A failed bind told as what to change: the key of the listener's table and its environment override.
import t from 'tap';
import { createServer } from 'node:net';
import { listenFailure } from '../../../lib/net/listen-error.js';

t.test('a port in use names the key, its variable and port 0; other errors pass through', async (t) => {
  const holder = createServer();
  await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => holder.close(() => r())));
  const port = (holder.address() as { port: number }).port;
  const second = createServer();
  const err = await new Promise<Error>((resolve) => {
    second.once('error', resolve);
    second.listen(port, '127.0.0.1');
  });
  t.equal((err as NodeJS.ErrnoException).code, 'EADDRINUSE', 'positive control: a real bind failure');
  const told = listenFailure(err, { what: 'the webhook channel main', table: 'channels.webhook.main', host: '127.0.0.1', port }) as Error;
  t.match(told.message, new RegExp(`^the webhook channel main cannot listen on 127\\.0\\.0\\.1:${port} \\(EADDRINUSE\\): the port is in use`));
  t.match(told.message, /change channels\.webhook\.main\.port: svc config set channels\.webhook\.main\.port PORT, or the environment override SVC_channels__webhook__main__port=PORT; port 0 takes a free one$/);
  t.equal(told.cause, err, 'the original error is kept as the cause');
  const host = listenFailure(Object.assign(new Error('x'), { code: 'EADDRNOTAVAIL' }), { what: 'the gateway', table: 'gateway', host: '::2', port: 5000 }) as Error;
  t.match(host.message, /cannot listen on \[::2\]:5000 \(EADDRNOTAVAIL\).*change gateway\.host: .*SVC_gateway__host=127\.0\.0\.1$/, 'an address that is not this machine\'s names the host key');
  const other = new Error('something else');
  t.equal(listenFailure(other, { what: 'x', table: 'gateway', host: 'h', port: 1 }), other, 'an error of another kind is returned as it was');
});
