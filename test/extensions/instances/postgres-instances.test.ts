// Two real daemons sharing one PostgreSQL (and one Redis, which the shared mode needs for the gateway): a job planned
// every second runs once per planned time, whichever instance claims it, never twice; both see one job and one history;
// a conversation continues with its history on whichever instance its next message reaches.
import t from 'tap';
import { daemon, svc, type Daemon } from '../../helpers/cli.js';
import { chatOf, fakeLlm, openai } from '../../helpers/fake-llm.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { startPostgres } from '../../helpers/postgres.js';
import { startRedis } from '../../helpers/redis.js';
import { waitFor } from '../../helpers/wait.js';

const [redis, postgres] = await Promise.all([startRedis(t), startPostgres(t)]);

const SECRET = 'pg-instances-secret';

t.test('cron runs once per planned second, and conversations keep their history, across two instances', async (t) => {
  const db = await postgres.database();
  const llm = await fakeLlm(() => openai.text('noted'));
  t.teardown(() => llm.close());
  const start = async (id: string) => {
    const toml = [
      '[gateway]',
      'require_pairing = false',
      `webhook_secret = "${SECRET}"`,
      'trust_forwarded_headers = true',
      '[providers.models.openai.m]',
      `base_url = "${llm.url}"`,
      'model = "m"',
      '[shared]',
      'enabled = true',
      `instance_id = "${id}"`,
      '[cron.tick]',
      'command = "true"',
      'schedule = { kind = "every", every_ms = 1000 }',
      '',
    ].join('\n');
    const env = { SVC_CONFIG_DIR: tempConfigDir(t, toml), SVC_shared__redis_url: redis.url, SVC_shared__postgres_url: db };
    const d = daemon(['daemon', '--log-level', 'debug'], env);
    t.teardown(async () => {
      d.child.kill('SIGTERM');
      await d.exited;
    });
    await d.waitFor((l) => l.msg === 'ready');
    return { d, env, url: String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '') };
  };
  const [a, b] = await Promise.all([start('alpha'), start('beta')]);
  const planned = (d: Daemon) => d.lines.filter((l) => l.msg === 'cron run started' && l.job === 'tick').map((l) => String(l.planned_at));
  await waitFor(() => planned(a.d).length + planned(b.d).length >= 6, 'six planned runs between the two instances', 20_000);
  const all = [...planned(a.d), ...planned(b.d)].sort();
  t.equal(new Set(all).size, all.length, `no planned time ran twice (alpha ran ${planned(a.d).length}, beta ${planned(b.d).length})`);
  const lost = [...a.d.lines, ...b.d.lines].filter((l) => l.msg === 'cron run claimed by another instance').length;
  t.ok(lost > 0 || (planned(a.d).length > 0 && planned(b.d).length > 0), 'both instances competed for the runs (a claim was lost, or each ran some)');
  const times = all.map((p) => Date.parse(p));
  t.ok(times.every((at, i) => i === 0 || at - times[i - 1]! === 1000), 'one run per planned second, none skipped');
  t.ok(a.d.lines.some((l) => l.msg === 'scheduler started' && /postgres:\/\/127\.0\.0\.1/.test(String(l.db))), 'the scheduler says where its jobs are');

  const status = JSON.parse((await svc(['status', '--json'], a.env)).stdout);
  t.match(status.sections.shared, { instance_id: 'alpha', redis: { ok: true }, postgres: { ok: true, target: /^postgres:\/\/127\.0\.0\.1:\d+\/\S+$/ } }, 'svc status shows both backends healthy');
  const list = JSON.parse((await svc(['cron', 'list', '--json'], b.env)).stdout) as { jobs: { id: string }[] };
  t.same(list.jobs.map((j) => j.id), ['tick'], 'svc cron list reads the shared jobs');
  const history = JSON.parse((await svc(['cron', 'history', 'tick', '--json'], a.env)).stdout) as { runs: unknown[] };
  t.ok(history.runs.length >= 6, 'one history, both instances’ runs in it');

  // The chat's conversation is the client: one person behind the balancer, whose messages reach either instance.
  const chat = (on: { url: string }, message: string) =>
    send(on.url, '/webhook', { headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-forwarded-for': '10.7.7.7' }, body: JSON.stringify({ message }) });
  t.match(await chat(a, 'my name is Ada'), { status: 200 });
  t.match(await chat(b, 'what is my name?'), { status: 200 });
  const second = chatOf(llm.requests.at(-1)!) as { role: string; content: string }[];
  t.match(
    second.map((m) => m.content),
    ['my name is Ada', 'noted', 'what is my name?'],
    'beta answers with the history of the turn alpha answered',
  );
});
