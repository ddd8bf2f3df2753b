// Two real daemons sharing one PostgreSQL (and Redis, which the shared mode needs): one daily budget, no double spend.
// Each call is estimated at exactly its price (no input price; the answer is max_tokens long), so a $0.50 budget
// holds five $0.10 calls whichever daemon gets them, however many arrive at once.
import t from 'tap';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { startPostgres } from '../../helpers/postgres.js';
import { startRedis } from '../../helpers/redis.js';
import { fakeOpenAI } from '../../../testing/fake-openai.js';

const [redis, postgres] = await Promise.all([startRedis(t), startPostgres(t)]);

t.test('two instances spend one budget: exactly what it holds is answered, the rest refused', async (t) => {
  const db = await postgres.database();
  const llm = await fakeOpenAI({ usage: { prompt_tokens: 0, completion_tokens: 100 } });
  t.teardown(() => llm.close());
  const start = async (id: string) => {
    const toml = [
      '[gateway]',
      'require_pairing = false',
      '[providers.models.openai.m]',
      `base_url = "${llm.baseUrl}"`,
      'model = "m"',
      'max_tokens = 100',
      '[shared]',
      'enabled = true',
      `instance_id = "${id}"`,
      '[cost]',
      'daily_limit_usd = 0.5',
      '[cost.enforcement]',
      'mode = "block"',
      'reserve_percent = 0',
      '[cost.rates.providers.models.openai."m"]',
      'input_per_mtok = 0.0',
      'output_per_mtok = 1000.0',
      '',
    ].join('\n');
    const env = { SVC_CONFIG_DIR: tempConfigDir(t, toml), SVC_shared__redis_url: redis.url, SVC_shared__postgres_url: db };
    const d = daemon(['daemon'], env);
    t.teardown(async () => {
      d.child.kill('SIGTERM');
      await d.exited;
    });
    await d.waitFor((l) => l.msg === 'ready');
    return env;
  };
  const [a, b] = await Promise.all([start('alpha'), start('beta')]);
  const asks = await Promise.all(Array.from({ length: 8 }, (_, i) => svc(['agent', 'ask', `question ${i}`], i % 2 ? a : b)));
  const answered = asks.filter((r) => r.code === 0);
  const refused = asks.filter((r) => r.code !== 0);
  t.equal(answered.length, 5, 'five $0.10 calls fit in $0.50');
  t.equal(refused.length, 3);
  for (const r of refused) t.match(r.stderr, /cost: the daily budget is reached/);
  t.equal(llm.requests.length, 5, 'the refused calls were never sent');
  for (const env of [a, b]) {
    const report = JSON.parse((await svc(['cost', '--json'], env)).stdout);
    t.match(report, { total_usd: 0.5, rows: [{ calls: 5 }] }, 'each instance reports the one ledger');
  }
});
