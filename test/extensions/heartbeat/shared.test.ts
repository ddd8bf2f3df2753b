// The heartbeat in the shared mode: two daemons on one PostgreSQL, each on its own manual clock; one instance holds the
// lease and runs each heartbeat, the other skips it; when the holder stops, the other takes the heartbeat over once
// the lease has run out, and the dead-man alert of an outage goes out from one instance only.
import t from 'tap';
import { fakeOpenAI, openaiAnswers, recordingServer } from '../../../bin/testing.js';
import { createHeartbeatExtension } from '../../../extensions/heartbeat/index.js';
import { heartbeatPoint, type Heartbeat } from '../../../extensions/heartbeat/api.js';
import { defineExtension } from '../../../kernel/extension.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { startPostgres } from '../../helpers/postgres.js';
import { startRedis } from '../../helpers/redis.js';
import { waitFor } from '../../helpers/wait.js';

const MIN = 60_000;
const [redis, postgres] = await Promise.all([startRedis(t), startPostgres(t)]);

t.test('one instance runs each heartbeat; the other takes over after the holder stops', async (t) => {
  const model = await fakeOpenAI({ reply: () => 'SKIP' });
  t.teardown(() => model.close());
  const rx = await recordingServer();
  t.teardown(() => rx.close());
  const db = await postgres.database();
  const start = async (id: string) => {
    const clock = manualClock();
    let hb: Heartbeat | undefined;
    const grab = defineExtension({ name: 'test-heartbeat', version: '1', dependsOn: ['heartbeat'], apply: (k) => void (hb = k.use(heartbeatPoint)) });
    const toml = [
      '[shared]',
      'enabled = true',
      `instance_id = "${id}"`,
      `postgres_url = "${db}"`,
      `redis_url = "${redis.url}"`,
      '[providers.models.openai.m]',
      `base_url = "${model.baseUrl}"`,
      'model = "m"',
      '[channels.webhook.out]',
      'secret = "heartbeat-shared-secret"',
      'host = "127.0.0.1"',
      'port = 0',
      `send_url = "${rx.url}/out"`,
      '[heartbeat]',
      'enabled = true',
      'agent = "default"',
      'message = "check the queue"',
      'interval_minutes = 10',
      'task_timeout_secs = 60',
      'deadman_timeout_minutes = 30',
      'deadman_channel = "webhook.out"',
    ].join('\n');
    const h = await startAgent(t, toml, { extensions: [createHeartbeatExtension({ clock }), grab] });
    return { ...h, clock, hb: hb! };
  };
  const a = await start('a');
  const b = await start('b');
  await a.clock.advance(10 * MIN);
  await waitFor(() => a.hb.status().counts.skipped === 1, 'a runs the first heartbeat');
  await b.clock.advance(10 * MIN);
  await waitFor(() => b.logs.some((l) => l.ext === 'heartbeat' && l.msg === 'heartbeat held by another instance'), 'b sees a holds it');
  t.equal(model.requests.length, 1, 'one check for the two instances');
  t.same(b.hb.status().counts, { ran: 0, skipped: 0, idle: 0, failed: 0 });

  // a stops; b takes over once a's lease (interval + task timeout + 1 minute = 12 minutes) has run out.
  await a.stop();
  await b.clock.advance(10 * MIN);
  await waitFor(() => b.logs.filter((l) => l.msg === 'heartbeat held by another instance').length === 2, 'still held by a');
  await b.clock.advance(10 * MIN);
  await waitFor(() => b.hb.status().counts.skipped === 1, 'b runs the heartbeat');
  t.equal(model.requests.length, 2);
  t.equal(rx.requests.length, 0, 'no dead-man alert: a heartbeat succeeded on some instance within 30 minutes');
});
