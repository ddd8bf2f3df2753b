// Budget refusals outside a conversation, through the daemon in-process: with enforcement.mode = "block" and a
// $0.0001 daily limit, a cron agent job's run and a SOP step fail with the budget's reason, and the model is never
// called (the reserved estimate alone crosses the limit).
import t from 'tap';
import { canonicalJson } from '../../../extensions/sop/api.js';
import { createCostExtension } from '../../../extensions/cost/index.js';
import { SqliteCronStore } from '../../../extensions/cron/store.js';
import { fakeOpenAI } from '../../../testing/fake-openai.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { SOP_CONFIG, writeSop } from '../../helpers/sops.js';
import { waitFor } from '../../helpers/wait.js';
import { join } from 'node:path';

const REASON = /^cost: the daily budget is reached \(\$0\.00 of \$0\.00010, cost\.daily_limit_usd; enforcement\.mode = "block"\); it resets 2027-01-16 00:00 UTC; an override is off \(cost\.allow_override = false\): set it to true to use `svc cost override --reason "<why>"`, or raise cost\.daily_limit_usd$/;

t.test('block: a cron agent job and a SOP step fail with the budget\'s reason; the model is never called', async (t) => {
  const llm = await fakeOpenAI({ usage: { prompt_tokens: 10, completion_tokens: 2 } });
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t);
  writeSop(dir, 'report', { steps: ['summarise'], extra: 'agent = "default"' });
  const clock = manualClock(Date.parse('2027-01-15T08:59:00Z'));
  const toml = `${SOP_CONFIG}max_step_retries = 0
[providers.models.openai.home]
base_url = "${llm.baseUrl}"
model = "m"
[agents.default]
model_provider = "openai.home"
[cron.status]
job_type = "agent"
prompt = "status report"
schedule = { kind = "every", every_ms = 60000 }
[cost]
daily_limit_usd = 0.0001
[cost.enforcement]
mode = "block"
[cost.rates.providers.models.openai."m"]
input_per_mtok = 2.0
output_per_mtok = 10.0
`;
  const h = await startAgent(t, toml, { dir, clock, cronClock: clock, sopClock: clock, extensions: [createCostExtension({ clock })] });

  await clock.advance(60_000);
  await waitFor(() => h.logs.some((l) => l.msg === 'cron run finished'), 'the cron run');
  const db = await SqliteCronStore.open(join(dir, 'data', 'state', 'cron', 'cron.db'));
  t.teardown(() => db.close());
  const [run] = await db.history('status');
  t.match(run, { status: 'failed' }, 'the cron run failed');
  t.match(run!.error, REASON, 'with the budget\'s reason');

  const [started] = await h.sop.dispatch({ topic: '/sop/report', payload: canonicalJson({}), source: 'webhook' });
  const id = started!.run_id!;
  await waitFor(async () => (await h.sop.run(id))?.status === 'failed', 'the SOP run to fail');
  const sopRun = (await h.sop.run(id)) as unknown as { steps: { status: string; error?: string }[]; error?: string };
  t.match(sopRun.steps[0], { status: 'failed' });
  t.match(sopRun.steps[0]!.error, REASON, 'the step fails with the budget\'s reason');
  t.equal(llm.requests.length, 0, 'neither reached the model');
  t.equal(h.logs.filter((l) => l.msg === 'cost: the daily budget is reached ($0.00 of $0.00010); enforcement.mode = "block"').length, 1, 'one WARN for the day');
});
