// Provider fallback and model routes through the daemon in-process, with two recording fake model servers and the
// injected clock: an outage of the first provider (500, then 429 after its retries) is answered by the second, the
// first is skipped until reliability.cooldown_secs ends and asked again after; the reply says which provider answered
// and the sender reads the notice as channels.model_fallback_notice says; the cost ledger books the provider that
// answered; hint:<name> goes to its route's provider and model.
import t from 'tap';
import { startAgent, fakeClock } from '../../helpers/agent.js';
import { fakeOpenAI, openaiAnswers } from '../../../testing/fake-openai.js';
import { validateConfig } from '../../../bin/testing.js';
import { createCostExtension } from '../../../extensions/cost/index.js';
import type { CostReport } from '../../../extensions/cost/api.js';

const config = (primary: string, backup: string, extra = '') => `
[providers.models.openai.primary]
base_url = "${primary}"
model = "big"
max_retries = 1
[providers.models.openai.backup]
base_url = "${backup}"
model = "small"
[agents.otto]
model_provider = "openai.primary"
[reliability]
fallback_providers = ["openai.backup"]
cooldown_secs = 60
${extra}
`;

async function servers(t: { teardown(fn: () => unknown): void }) {
  const primary = await fakeOpenAI({ usage: { prompt_tokens: 10, completion_tokens: 2 } });
  const backup = await fakeOpenAI({ reply: (m) => `backup: ${m}`, usage: { prompt_tokens: 10, completion_tokens: 2 } });
  t.teardown(() => primary.close());
  t.teardown(() => backup.close());
  return { primary, backup };
}

t.test('an outage of the first provider is answered by the second; the first is skipped for the cooldown, then asked again', async (t) => {
  const { primary, backup } = await servers(t);
  const clock = fakeClock();
  const h = await startAgent(t, config(primary.baseUrl, backup.baseUrl), { clock, extensions: [createCostExtension({ clock })] });
  const ask = (message: string) => h.runtime.respond({ agent: 'otto', channel: 'webhook.main', conversation: 'c', message });
  primary.push(openaiAnswers.error(500, 'boom'), openaiAnswers.error(429, 'slow down'));
  const first = await ask('one');
  t.equal(primary.requests.length, 2, 'the first provider was asked, and retried once (max_retries = 1)');
  t.equal(backup.requests.length, 1);
  t.same(first.fallback, { provider: 'openai.backup', model: 'small' }, 'the reply says which provider answered');
  t.equal(first.text, 'backup: one\n\n(This answer comes from small via openai.backup: the usual model is not available right now.)', 'the notice is appended');
  t.ok(h.logs.some((l) => l.msg === 'provider openai.primary failed after its retries; it is skipped for 60 s while another can answer'));
  t.ok(h.logs.some((l) => l.msg === 'a fallback provider answered: openai.backup' && l.level === 40));
  const history = await h.runtime.history('webhook.main', 'c');
  t.equal(history[1]!.content, 'backup: one', 'the history keeps the reply without the notice');

  await clock.sleep(30_000);
  const second = await ask('two');
  t.equal(primary.requests.length, 2, 'within the cooldown the first provider is not asked');
  t.equal(second.fallback?.provider, 'openai.backup');

  await clock.sleep(31_000);
  const third = await ask('three');
  t.equal(primary.requests.length, 3, 'after the cooldown it is asked again');
  t.equal(third.text, 'fake: three');
  t.notOk(third.fallback, 'and answers itself');

  const report = (await h.control('cost.report', { period: 'day', by: 'model' })) as CostReport;
  t.same(report.rows.map((r) => [r.key, r.calls]).sort(), [['openai.backup/small', 2], ['openai.primary/big', 1]], 'the ledger books the provider that answered; failed attempts are not booked');
});

t.test('model_fallback_notice: other_family is quiet for a same-type fallback; off says nothing', async (t) => {
  const { primary, backup } = await servers(t);
  for (const mode of ['other_family', 'off']) {
    const h = await startAgent(t, config(primary.baseUrl, backup.baseUrl, `[channels.model_fallback_notice]\nmode = "${mode}"`));
    primary.push(openaiAnswers.error(500), openaiAnswers.error(500));
    const reply = await h.runtime.respond({ agent: 'otto', channel: 'webhook.main', conversation: mode, message: 'hi' });
    t.equal(reply.text, 'backup: hi', `${mode}: no notice`);
    t.equal(reply.fallback?.provider, 'openai.backup');
    await h.stop();
  }
});

t.test('every provider failing: the turn fails with the last failure, naming those that failed before it', async (t) => {
  const { primary, backup } = await servers(t);
  const h = await startAgent(t, config(primary.baseUrl, backup.baseUrl));
  primary.push(openaiAnswers.error(500), openaiAnswers.error(500));
  backup.push(openaiAnswers.error(401, 'bad key'));
  const failed = await h.runtime.respond({ agent: 'otto', channel: 'cli', conversation: 'c', message: 'hi', trust: 'operator' }).then(() => undefined, (err: Error) => err);
  t.match(failed, { name: 'ProviderError', ref: 'openai.backup', status: 401, message: /^provider openai\.backup: HTTP 401.* \(every provider failed; before it: provider openai\.primary: .*500/ });
  t.equal(backup.requests.length, 1, 'a 401 is not retried');
});

t.test('hint:<name> goes to its route\'s provider and model; an unknown hint fails; bad references are config errors', async (t) => {
  const { primary, backup } = await servers(t);
  const h = await startAgent(t, config(primary.baseUrl, backup.baseUrl, '[[model_routes]]\nhint = "fast"\nprovider = "openai.backup"\nmodel = "tiny"'));
  const reply = await h.runtime.respond({ agent: 'otto', channel: 'cli', conversation: 'c', message: 'quick', trust: 'operator', model: 'hint:fast' });
  t.equal((backup.requests[0]!.json as { model: string }).model, 'tiny');
  t.equal(reply.model, 'tiny');
  t.notOk(reply.fallback, 'a route is not a fallback');
  t.equal(primary.requests.length, 0);
  await t.rejects(h.runtime.respond({ agent: 'otto', channel: 'cli', conversation: 'd', message: 'x', trust: 'operator', model: 'hint:nope' }), /no \[\[model_routes\]\] entry has hint = "nope"/);

  const bad = await validateConfig({ toml: `[providers.models.openai.a]\nmodel = "m"\n[reliability]\nfallback_providers = ["openai.gone"]\n[[model_routes]]\nhint = "h"\nprovider = "anthropic.x"\nmodel = "m"\n[[model_routes]]\nhint = "h"\nprovider = "openai.a"\nmodel = "m"\n` });
  t.notOk(bad.ok);
  t.match(bad.problems.map((p) => `${p.path}: ${p.message}`).sort(), [
    /^model_routes\[0\]\.provider: names "anthropic\.x", which is not a configured model provider/,
    /^model_routes\[1\]\.hint: hint "h" is named by an earlier/,
    /^reliability\.fallback_providers\[0\]: names "openai\.gone", which is not a configured model provider/,
  ]);
});

t.test('query classification: the classifier\'s class picks the auto_classify hint; a failing classifier leaves the agent\'s model', async (t) => {
  const { primary, backup } = await servers(t);
  const classifier = await fakeOpenAI({ reply: () => 'COMPLEX.' });
  t.teardown(() => classifier.close());
  const extra = [
    `[providers.models.openai.cls]\nbase_url = "${classifier.baseUrl}"\nmodel = "judge"\nmax_retries = 0`,
    '[agents.otto.precheck]\nenabled = false',
    '[query_classification]\nenabled = true',
    '[runtime_profiles.p.auto_classify]\ncomplex_hint = "deep"\nsimple_hint = "quick"',
    '[[model_routes]]\nhint = "deep"\nprovider = "openai.backup"\nmodel = "deep-model"',
    '[[model_routes]]\nhint = "quick"\nprovider = "openai.primary"\nmodel = "quick-model"',
  ].join('\n');
  const toml = config(primary.baseUrl, backup.baseUrl, extra).replace('model_provider = "openai.primary"', 'model_provider = "openai.primary"\nclassifier_provider = "openai.cls"\nruntime_profile = "p"');
  const h = await startAgent(t, toml);
  const ask = (message: string) => h.runtime.respond({ agent: 'otto', channel: 'webhook.main', conversation: message, message });
  const deep = await ask('prove the theorem');
  t.equal(classifier.requests.length, 1, 'the classifier was asked once');
  t.match((classifier.requests[0]!.json as { messages: { content: string }[] }).messages[0]!.content, /^Classify the request/);
  t.equal((backup.requests[0]!.json as { model: string }).model, 'deep-model', 'COMPLEX went to the deep route');
  t.equal(deep.model, 'deep-model');
  t.equal(primary.requests.length, 0);
  classifier.push(openaiAnswers.text('SIMPLE'));
  await ask('hi');
  t.equal((primary.requests[0]!.json as { model: string }).model, 'quick-model', 'SIMPLE went to the quick route');
  classifier.push(openaiAnswers.error(400, 'nope'));
  await ask('what now');
  t.equal((primary.requests[1]!.json as { model: string }).model, 'big', 'a failed classification: the agent\'s own model');
  t.ok(h.logs.some((l) => l.msg === 'the query classifier failed; the agent\'s own model answers'));
  const bad = await validateConfig({ toml: '[runtime_profiles.p.auto_classify]\ncomplex_hint = "nowhere"\n[runtime_profiles.p.effort_routing]\nlocal_hint = "here"\ncloud_hint = "nowhere"\n' });
  t.same(bad.problems.map((p) => p.path).sort(), ['runtime_profiles.p.auto_classify.complex_hint', 'runtime_profiles.p.effort_routing.cloud_hint', 'runtime_profiles.p.effort_routing.local_hint']);
});

t.test('effort_routing: COMPLEX goes to the cloud hint, the rest to the local one', async (t) => {
  const { primary, backup } = await servers(t);
  const classifier = await fakeOpenAI({ reply: (m) => (m.includes('prove') ? 'COMPLEX' : 'STANDARD') });
  t.teardown(() => classifier.close());
  const extra = [
    `[providers.models.openai.cls]\nbase_url = "${classifier.baseUrl}"\nmodel = "judge"`,
    '[query_classification]\nenabled = true',
    '[runtime_profiles.p.effort_routing]\nlocal_hint = "local"\ncloud_hint = "cloud"',
    '[[model_routes]]\nhint = "local"\nprovider = "openai.primary"\nmodel = "llama"',
    '[[model_routes]]\nhint = "cloud"\nprovider = "openai.backup"\nmodel = "frontier"',
  ].join('\n');
  const toml = config(primary.baseUrl, backup.baseUrl, extra).replace('model_provider = "openai.primary"', 'model_provider = "openai.primary"\nclassifier_provider = "openai.cls"\nruntime_profile = "p"');
  const h = await startAgent(t, toml);
  await h.runtime.respond({ agent: 'otto', channel: 'cli', conversation: 'a', message: 'prove it', trust: 'operator' });
  await h.runtime.respond({ agent: 'otto', channel: 'cli', conversation: 'b', message: 'list files', trust: 'operator' });
  t.equal((backup.requests[0]!.json as { model: string }).model, 'frontier');
  t.equal((primary.requests[0]!.json as { model: string }).model, 'llama');
});
