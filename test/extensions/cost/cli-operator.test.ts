// Trial 49 through the real CLI and a real daemon (a recording fake model server on 127.0.0.1): a blocked call names
// the reset time, the override command and allow_override; cost.allow_override and cost.daily_limit_usd written with
// `svc config set` apply at once (no "restart required", svc status lists none); `svc cost` shows an override in force,
// a second one says so, --cancel ends it; `svc doctor` WARNs about a used model with no price, naming the TOML table.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { fakeOpenAI } from '../../../testing/fake-openai.js';

t.test('block, override, cancel and live cost keys through the CLI; svc doctor names the unpriced model', async (t) => {
  const llm = await fakeOpenAI({ usage: { prompt_tokens: 100_000, completion_tokens: 100 } });
  t.teardown(() => llm.close());
  // otto's model "m" is priced ($0.201 a call); ada's "gpt-4.1" is not.
  const dir = tempConfigDir(t, `[providers.models.openai.home]
base_url = "${llm.baseUrl}"
model = "m"
[providers.models.openai.other]
base_url = "${llm.baseUrl}"
model = "gpt-4.1"
[agents.otto]
model_provider = "openai.home"
[agents.ada]
model_provider = "openai.other"
[cost]
daily_limit_usd = 0.2
[cost.enforcement]
mode = "block"
reserve_percent = 0
[cost.rates.providers.models.openai."m"]
input_per_mtok = 2.0
output_per_mtok = 10.0
`);
  const env = { SVC_CONFIG_DIR: dir };

  const doctor = await svc(['doctor', '--json'], env, 60_000);
  const checks = (JSON.parse(doctor.stdout) as { checks: { check: string; status: string; finding: string; fix?: string }[] }).checks;
  const price = checks.find((c) => c.check === 'cost.price.openai.other');
  t.match(price, { status: 'warn', finding: /model openai\.other\/gpt-4\.1 \(agent ada\) has no price/ }, 'svc doctor WARNs');
  t.ok(price?.fix?.includes('[cost.rates.providers.models.openai."gpt-4.1"]'), `the TOML table to add: ${price?.fix}`);
  t.notOk(checks.some((c) => c.check === 'cost.price.openai.home'), 'positive control: the priced model is not named');

  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  t.ok(d.lines.some((l) => l.level === 40 && typeof l.msg === 'string' && l.msg.startsWith('cost: model openai.other/gpt-4.1 (agent ada) has no price')), 'the daemon\'s start WARNs too');

  const probes = llm.requests.length; // svc doctor asked each provider once
  t.equal((await svc(['agent', 'ask', '--agent', 'otto', 'hello'], env)).code, 0);
  const blocked = await svc(['agent', 'ask', '--agent', 'otto', 'again'], env);
  t.not(blocked.code, 0, 'the second call crosses $0.20');
  t.match(blocked.stderr, /cost: the daily budget is reached \(\$0\.20 of \$0\.20, cost\.daily_limit_usd; enforcement\.mode = "block"\); it resets \d{4}-\d\d-\d\d 00:00 UTC; an override is off \(cost\.allow_override = false\): set it to true to use `svc cost override --reason "<why>"`, or raise cost\.daily_limit_usd/);
  t.equal(llm.requests.length, probes + 1, 'the blocked call was not sent');

  const set = await svc(['config', 'set', 'cost.allow_override', 'true'], env);
  t.equal(set.code, 0, set.stderr);
  t.notMatch(set.stdout + set.stderr, /restart/, 'no "restart required"');
  t.match(set.stdout, /applied by the running daemon \(pid \d+\) at once: cost\.allow_override/);
  t.same(JSON.parse((await svc(['status', '--json'], env)).stdout).restart_required, [], 'svc status lists nothing to restart for');

  const over = await svc(['cost', 'override', '--reason', 'launch day'], env);
  t.equal(over.code, 0, over.stderr);
  t.match(over.stdout, /^override recorded for day:\d{4}-\d\d-\d\d \(total\): block and route_down do not act on it until (\d{4}-\d\d-\d\d) 00:00 UTC \(svc cost override --cancel ends it\)\n$/);
  const again = await svc(['cost', 'override', '--reason', 'again'], env);
  t.match(again.stdout, new RegExp(`^an override of day:\\S+ \\(total\\) was already in force until \\S+ 00:00 UTC \\(by ${userInfo().username}: launch day\\): nothing changed\\n$`), 'the second says the first is in force');
  const shown = await svc(['cost'], env);
  t.match(shown.stdout, new RegExp(`^Today \\(\\S+, UTC\\): \\$0\\.20 of \\$0\\.20 \\(cost\\.daily_limit_usd, mode block\\); not enforced until \\S+ 00:00 UTC \\(override by ${userInfo().username}: launch day\\)\\n`), 'svc cost says the limit is not enforced, until when and by whom');
  t.equal((await svc(['agent', 'ask', '--agent', 'otto', 'lifted'], env)).code, 0, 'answered under the override');

  const cancel = await svc(['cost', 'override', '--cancel', '--reason', 'launch over'], env);
  t.equal(cancel.code, 0, cancel.stderr);
  t.match(cancel.stdout, /^override of day:\S+ \(total\) cancelled: block and route_down act on it again\n$/);
  const after = await svc(['cost'], env);
  t.notMatch(after.stdout, /not enforced/, 'no longer shown as lifted');
  t.match(after.stdout, /cancelled override \(total\) of \S+: by \S+: launch day; cancelled at \S+ by \S+: launch over/);
  t.not((await svc(['agent', 'ask', '--agent', 'otto', 'blocked again'], env)).code, 0, 'block acts again');
  t.match((await svc(['cost', 'override', '--cancel'], env)).stdout, /no override of day:\S+ \(total\) is in force: nothing to cancel/);

  // The limit itself, raised live: the next call is answered, with no restart.
  const raise = await svc(['config', 'set', 'cost.daily_limit_usd', '5'], env);
  t.notMatch(raise.stdout + raise.stderr, /restart/);
  t.equal((await svc(['agent', 'ask', '--agent', 'otto', 'raised'], env)).code, 0, 'the raised limit applies at once');
  t.same(JSON.parse((await svc(['status', '--json'], env)).stdout).restart_required, []);

  // The fix svc doctor named, run as written: the price is set and the check passes.
  const path = /svc config set '([^']+)'/.exec(price?.fix ?? '')?.[1];
  t.equal(path, 'cost.rates.providers.models.openai."gpt-4.1"', 'the fix names the quoted path');
  const priced = await svc(['config', 'set', path!, '{"input_per_mtok":2,"output_per_mtok":8}'], env);
  t.equal(priced.code, 0, priced.stderr);
  t.notMatch(priced.stdout + priced.stderr, /restart/, 'a price applies at once too');
  const recheck = JSON.parse((await svc(['doctor', '--json'], env, 60_000)).stdout) as { checks: { check: string; status: string }[] };
  t.notOk(recheck.checks.some((c) => c.check.startsWith('cost.price.')), 'no unpriced model left');
  t.match(recheck.checks.find((c) => c.check === 'cost.prices'), { status: 'ok' });
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  // The override and its cancellation are in the audit trail (one override: the second changed nothing).
  const events = readFileSync(join(dir, 'audit.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { event: string }).filter((e) => e.event.startsWith('cost.'));
  t.match(events, [
    { event: 'cost.override', scope: 'total', by: userInfo().username, reason: 'launch day' },
    { event: 'cost.override.cancelled', scope: 'total', by: userInfo().username, reason: 'launch over' },
  ]);
  t.equal(events.length, 2, 'the refused second override and the empty cancel are not events');
});
