// The response cache (memory.response_cache_*): on its own (a hit per agent, provider, model and request; the TTL on
// the injected clock; the LRU of the memory tier and of the 0600 file; answers with tool calls never kept; the leak
// detector's pass on what is kept) and through the agent with the cost ledger (a hit sends nothing, afterModelCall says
// `cached`, the ledger records nothing; a request whose answer was a tool call is sent again).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { startAgent, manualClock } from '../../helpers/agent.js';
import { fakeOpenAI, openaiAnswers } from '../../../testing/fake-openai.js';
import { agentHooksPoint, type CacheableCall, type ModelCallEnd } from '../../../extensions/agent/api.js';
import { defineExtension } from '../../../kernel/extension.js';
import { createCostExtension } from '../../../extensions/cost/index.js';
import type { CostReport } from '../../../extensions/cost/api.js';
import { createMemoryExtension } from '../../../extensions/memory/index.js';
import { memorySection } from '../../../extensions/memory/schema.js';
import type { MemoryConfig } from '../../../extensions/memory/config.generated.js';
import { ResponseCacheStore, responseCacheFile, type CacheResult } from '../../../extensions/memory/response-cache.js';

function settings(over: Partial<MemoryConfig> = {}): MemoryConfig {
  const props = memorySection.properties as Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
  const defaults = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.properties ? Object.fromEntries(Object.entries(v.properties).map(([kk, vv]) => [kk, vv.default])) : v.default])) as unknown as MemoryConfig;
  return { ...defaults, ...over };
}

const call = (message: string, o: Partial<CacheableCall> = {}): CacheableCall => ({
  agent: 'otto',
  purpose: 'turn',
  provider: 'openai.home',
  model: 'm',
  request: { messages: [{ role: 'system', content: 'be brief' }, { role: 'user', content: message }], tools: [] },
  ...o,
});
const reply = (text: string) => ({ text, toolCalls: [], model: 'm' });

t.test('a hit per agent, provider, model and request; TTL; LRU in memory and in the file; tool calls never kept', async (t) => {
  let now = 1_800_000_000_000;
  let c = settings({ response_cache_enabled: true, response_cache_hot_entries: 2, response_cache_max_entries: 3, response_cache_ttl_minutes: 10 });
  const seen: CacheResult[] = [];
  const file = responseCacheFile(t.testdir());
  const cache = new ResponseCacheStore(() => c, file, () => now, (_a, r) => seen.push(r), (text) => text.replace(/sk-canary-\w+/g, '[REDACTED:api_key]'));
  t.teardown(() => cache.close());
  t.equal(await cache.lookup(call('hi')), undefined, 'nothing kept yet');
  await cache.keep(call('hi'), reply('hello there'));
  t.same(await cache.lookup(call('hi')), reply('hello there'), 'the same request is answered');
  t.equal(statSync(file).mode & 0o777, 0o600, 'the cache file is private');
  t.equal(await cache.lookup(call('hi', { agent: 'ada' })), undefined, 'never across agents');
  t.equal(await cache.lookup(call('hi', { model: 'other' })), undefined, 'another model misses');
  t.equal(await cache.lookup(call('hi', { provider: 'openai.other' })), undefined, 'another provider misses');
  t.equal(await cache.lookup(call('hi', { request: { ...call('hi').request, tools: [{ name: 'lookup', description: 'x', parameters: {} }] } })), undefined, 'other tools miss');
  t.equal(await cache.lookup(call('Hi')), undefined, 'another message misses');

  await cache.keep(call('tool'), { text: '', toolCalls: [{ id: 'c1', name: 'lookup', arguments: { q: 'x' } }], model: 'm' });
  t.equal(await cache.lookup(call('tool')), undefined, 'an answer with tool calls is never kept');
  await cache.keep(call('secret'), reply('your key is sk-canary-0123456789abcdef'));
  t.same((await cache.lookup(call('secret')))?.text, 'your key is [REDACTED:api_key]', 'what is kept passed the leak detector');

  now += 10 * 60_000;
  t.equal(await cache.lookup(call('hi')), undefined, 'after response_cache_ttl_minutes the answer is not served');
  t.ok(seen.includes('expired'));

  // LRU: the file holds 3; the one used least recently goes first.
  await cache.keep(call('a'), reply('A'));
  await cache.keep(call('b'), reply('B'));
  await cache.keep(call('c'), reply('C'));
  t.ok(await cache.lookup(call('a')), 'a used again');
  await cache.keep(call('d'), reply('D'));
  t.same(cache.size(), { hot: 2, stored: 3 }, 'both tiers bounded');
  const fresh = new ResponseCacheStore(() => c, file, () => now);
  t.teardown(() => fresh.close());
  t.equal(await fresh.lookup(call('b')), undefined, 'b, the least recently used, was evicted from the file');
  t.same(await fresh.lookup(call('a')), reply('A'), 'a survives in the file (a new process reads it)');
  t.same(await fresh.lookup(call('c')), reply('C'));

  c = { ...c, response_cache_enabled: false };
  t.equal(await cache.lookup(call('d')), undefined, 'switched off: nothing is served');
  c = { ...c, response_cache_enabled: true, response_cache_max_entries: 0, response_cache_hot_entries: 0 };
  await cache.keep(call('e'), reply('E'));
  t.equal(await cache.lookup(call('e')), undefined, 'no tier: nothing is kept');
});

t.test('through the agent: a hit sends nothing and costs nothing; a tool-call answer is asked again', async (t) => {
  const clock = manualClock();
  const llm = await fakeOpenAI({ usage: { prompt_tokens: 1000, completion_tokens: 10 } });
  t.teardown(() => llm.close());
  const ends: ModelCallEnd[] = [];
  const spy = defineExtension({
    name: 'test-spy',
    version: '1',
    dependsOn: ['agent'],
    apply: (k) => void k.use(agentHooksPoint).afterModelCall.tapPromise('test-spy', async (e) => void ends.push(e)),
  });
  const toml = `[providers.models.openai.home]\nbase_url = "${llm.baseUrl}"\nmodel = "m"\n[agents.otto]\nmodel_provider = "openai.home"\n[agents.ada]\nmodel_provider = "openai.home"\n[agents.tess]\nmodel_provider = "openai.home"\nruntime_profile = "quiet"\n[runtime_profiles.quiet]\nmax_actions_per_hour = 0\n[tools]\noptional = ["lookup"]\n[memory]\nauto_save = false\nauto_hydrate = false\nresponse_cache_enabled = true\nresponse_cache_ttl_minutes = 5\n[cost]\ndaily_limit_usd = 100.0\n[cost.rates.providers.models.openai."m"]\ninput_per_mtok = 2.0\noutput_per_mtok = 10.0\n`;
  const h = await startAgent(t, toml, { clock, extensions: [createCostExtension({ clock }), createMemoryExtension({ clock }), spy] });
  const ask = (agent: string, conversation: string, message: string) => h.runtime.respond({ agent, channel: 'webhook.main', conversation, message });

  const first = await ask('otto', 'c1', 'what is an otter?');
  const second = await ask('otto', 'c2', 'what is an otter?');
  t.equal(llm.requests.length, 1, 'the second, identical request was answered from the cache');
  t.equal(second.text, first.text, 'with the same answer');
  t.match(ends.map((e) => e.outcome), ['ok', 'cached']);
  const pieces: string[] = [];
  const streamed = await h.runtime.respond({ agent: 'otto', channel: 'webhook.main', conversation: 'c2b', message: 'what is an otter?', onText: (x) => pieces.push(x) });
  t.equal(llm.requests.length, 1, 'a streamed request of the same prompt is answered from the cache too');
  t.equal(pieces.join(''), first.text, 'its listener gets the whole text');
  t.equal(streamed.text, first.text);
  await ask('ada', 'c1', 'what is an otter?');
  t.equal(llm.requests.length, 2, 'another agent asks the model');
  const report = (await h.control('cost.report', { period: 'day', by: 'agent' })) as CostReport;
  t.match(report.rows.find((r) => r.key === 'otto'), { calls: 1 }, 'the cached answer is no call in the ledger');

  await clock.advance(5 * 60_000);
  await ask('otto', 'c3', 'what is an otter?');
  t.equal(llm.requests.length, 3, 'after the TTL the model is asked again');

  // Tess may call no tool (so her prompt does not change with a tool call made): the same request whose answer was a
  // tool call goes to the model again.
  const before = llm.requests.length;
  llm.push(openaiAnswers.toolCall('t1', 'lookup', { q: 'otters' }), openaiAnswers.text('no tools today'));
  await ask('tess', 'c4', 'look otters up');
  t.equal(llm.requests.length, before + 2);
  llm.push(openaiAnswers.toolCall('t1', 'lookup', { q: 'otters' }));
  await ask('tess', 'c5', 'look otters up');
  t.equal(llm.requests.length, before + 3, 'the tool-call answer was not kept: the model is asked again');
  t.same(JSON.stringify(llm.requests[before]!.json), JSON.stringify(llm.requests[before + 2]!.json), 'the two first requests were identical (positive control)');
  t.equal(statSync(join(h.dir, 'data', 'state', 'response-cache.db')).mode & 0o777, 0o600);
});
