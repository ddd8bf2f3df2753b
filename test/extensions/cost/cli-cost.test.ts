// `svc cost` through the real CLI: against a real daemon (its ledger, after a real model call to a recording fake),
// and with no daemon (the ledger file the config chooses); `svc cost override` refused unless allow_override.
import t from 'tap';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { fakeOpenAI } from '../../../testing/fake-openai.js';

t.test('svc cost reports what a real daemon booked, by agent and as JSON; without a daemon it reads the ledger file', async (t) => {
  const llm = await fakeOpenAI({ usage: { prompt_tokens: 1_000_000, completion_tokens: 100_000, cached_tokens: 500_000 } });
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t, `[providers.models.openai.home]\nbase_url = "${llm.baseUrl}"\nmodel = "m"\n[agents.otto]\nmodel_provider = "openai.home"\n[cost.rates.providers.models.openai."m"]\ninput_per_mtok = 2.0\noutput_per_mtok = 10.0\ncached_input_per_mtok = 0.5\n`);
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const asked = await svc(['agent', 'ask', 'hello'], env);
  t.equal(asked.code, 0, asked.stderr);
  // 500,000 uncached input at $2, 500,000 cached at $0.50, 100,000 output at $10: $1 + $0.25 + $1.
  const json = await svc(['cost', '--json', '--by', 'agent'], env);
  t.equal(json.code, 0, json.stderr);
  const report = JSON.parse(json.stdout);
  t.match(report, { period: 'day', by: 'agent', total_usd: 2.25, unpriced_calls: 0, limit_usd: 10, mode: 'warn' });
  t.match(report.rows, [{ key: 'otto', calls: 1, input_tokens: 1_000_000, output_tokens: 100_000, cached_input_tokens: 500_000, usd: 2.25 }]);
  const text = await svc(['cost', '--by', 'model'], env);
  t.match(text.stdout, /^Today \(\d{4}-\d\d-\d\d, UTC\): \$2\.25 of \$10\.00 \(cost\.daily_limit_usd, mode warn\)\n  openai\.home\/m\t\$2\.25\t1 call\(s\)\t1000000 in \/ 100000 out tokens \(500000 cached\)\n$/);
  const status = JSON.parse((await svc(['status', '--json'], env)).stdout);
  t.match(status.sections.cost, { enabled: true, mode: 'warn', today: { usd: 2.25, limit_usd: 10, unpriced_calls: 0 }, month: { usd: 2.25, limit_usd: 100 } }, 'svc status (and the dashboard) show the spend');
  const refused = await svc(['cost', 'override', '--reason', 'test'], env);
  t.equal(refused.code, 2);
  t.match(refused.stderr, /cost\.allow_override is false/);
  const bad = await svc(['cost', '--by', 'weather'], env);
  t.equal(bad.code, 2);
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  const offline = await svc(['cost', '--json', '--period', 'month'], env);
  t.equal(offline.code, 0, offline.stderr);
  t.match(JSON.parse(offline.stdout), { period: 'month', total_usd: 2.25, limit_usd: 100 }, 'no daemon: read from state/cost.db');
});
