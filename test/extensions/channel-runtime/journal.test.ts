// The shared mode's journal of channel replies on a real PostgreSQL: a reply left by an instance that stopped is taken
// over by another and sent with its delivery id; the webhook channel's former table is carried over at the migration.
import t from 'tap';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Outbox, replyJson } from '../../../extensions/channel-runtime/api.js';
import { SharedDeliveries } from '../../../extensions/channel-runtime/journal.js';
import { systemClock, type Logger, type ShutdownWork } from '../../../kernel/index.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';
import { waitFor } from '../../helpers/wait.js';

const postgres = await startPostgres(t);

const lines: Record<string, unknown>[] = [];
const logger: Logger = {
  trace() {},
  debug() {},
  info() {},
  warn: (o: object | string, msg?: string) => void lines.push({ ...(typeof o === 'object' ? o : {}), msg: msg ?? o }),
  error: (o: object | string, msg?: string) => void lines.push({ ...(typeof o === 'object' ? o : {}), msg: msg ?? o }),
  fatal() {},
  child: () => logger,
};

/** A receiver that records each delivery id and holds the answers of the first `hold` requests. */
async function receiver(t: { teardown(fn: () => unknown): void }, hold: number) {
  const ids: string[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      ids.push(String(req.headers['x-delivery-id']));
      if (ids.length <= hold) held.push(res);
      else res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`, ids };
}

function outbox(url: string, journal: ReturnType<SharedDeliveries['journal']>) {
  return new Outbox({
    channel: 'chat.main',
    policy: () => ({}),
    send: (d, { http }) => http(url, { headers: { 'x-delivery-id': d.id }, body: d.body }),
    clock: systemClock,
    random: () => 0.5,
    logger,
    journal,
  });
}

t.test('a reply whose instance stopped is sent by another, with its delivery id', async (t) => {
  const db = await postgres.database();
  const open = async (instance: string) => {
    const d = await SharedDeliveries.open(await sharedHandle(t, db), instance, () => 60_000, () => Date.now(), logger);
    t.teardown(() => d.close());
    return d;
  };
  const [alpha, beta] = [await open('alpha'), await open('beta')];
  const rx = await receiver(t, 1);
  const leaving = outbox(rx.url, alpha.journal('chat.main'));
  alpha.watch('chat.main', leaving, logger);
  const id = leaving.send({ content: 'hello', recipient: 'ann' })!;
  await waitFor(() => rx.ids.length === 1, 'the first attempt, left hanging');
  const interrupted: unknown[] = [];
  const work = { finished() {}, abandoned() {}, interrupted: (_k: string, ids: unknown) => void interrupted.push(ids) } as unknown as ShutdownWork;
  alpha.unwatch('chat.main');
  t.same(await leaving.drain(AbortSignal.abort(), work), [], 'nothing abandoned: the reply is handed over');
  t.match(interrupted, [{ channel: 'chat.main', delivery_id: id, recipient: 'ann' }]);

  const staying = outbox(rx.url, beta.journal('chat.main'));
  beta.watch('chat.main', staying, logger);
  t.teardown(() => staying.drain(AbortSignal.abort()));
  await waitFor(() => rx.ids.length === 2 && staying.pending === 0, 'the reply taken over and delivered by the other instance');
  t.same(rx.ids, [id, id], 'the same delivery id, so the receiver can drop a repeat');
  t.ok(lines.some((l) => l.msg === 'taking over a reply whose instance stopped sending it' && l.delivery_id === id));
  await waitFor(async () => (await beta.claimLapsed('chat.main', 10)).length === 0, 'no record left');
});

t.test("the webhook channel's former table is carried over by the migration", async (t) => {
  const db = await postgres.database();
  const pg = await sharedHandle(t, db);
  await pg.query('CREATE SCHEMA IF NOT EXISTS svc');
  await pg.query(`CREATE TABLE webhook_deliveries (id TEXT PRIMARY KEY, channel TEXT NOT NULL, recipient TEXT NOT NULL, thread_id TEXT,
    body TEXT NOT NULL, owner TEXT NOT NULL, lease_until BIGINT NOT NULL, created_at BIGINT NOT NULL)`);
  const body = replyJson({ content: 'from before', recipient: 'bo', thread_id: 't-1' });
  await pg.query('INSERT INTO webhook_deliveries VALUES ($1, $2, $3, $4, $5, $6, 0, 1)', ['old-1', 'webhook.main', 'bo', 't-1', body, 'gone']);
  const d = await SharedDeliveries.open(await sharedHandle(t, db), 'gamma', () => 60_000, () => Date.now(), logger);
  t.teardown(() => d.close());
  t.same(await d.claimLapsed('webhook.main', 10), [{ id: 'old-1', recipient: 'bo', body, thread_id: 't-1' }]);
  t.equal((await pg.query("SELECT to_regclass('webhook_deliveries') AS t")).rows[0]!.t, null, 'the former table is gone');
});
