// Memory through a real daemon and the real CLI, with a recording fake model and a local fake embeddings server
// (bag of words hashed into 64 dimensions, so related texts are close): a fact stated in one conversation is in the
// [Memory context] of a later one from another sender on another channel; `svc memory forget` removes it from recall;
// with the embeddings server stopped, keyword recall still works and one WARN says so.
import { createServer, type Server } from 'node:http';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { queryTerms } from '../../../extensions/memory/store.js';

const DIMS = 64;
const bag = (text: string): number[] => {
  const v = new Array<number>(DIMS).fill(0);
  for (const w of queryTerms(text)) v[[...w].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % DIMS, 7)]! += 1;
  return v;
};

async function embeddingsServer(): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      if (req.url !== '/v1/embeddings') return void res.writeHead(404).end();
      const { input } = JSON.parse(body) as { input: string };
      calls.push(input);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ index: 0, embedding: bag(input) }], model: 'bag' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`,
    calls,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

const lastUser = (r: Recorded): string => {
  const msgs = (r.body.messages as { role: string; content: string }[]) ?? [];
  return msgs.filter((m) => m.role === 'user').at(-1)?.content ?? '';
};

t.test('a fact from one conversation is recalled in another; forget removes it; a dead embeddings server degrades to keyword search', async (t) => {
  const llm = await fakeLlm(() => openai.text('Noted.'));
  t.teardown(() => llm.close());
  const emb = await embeddingsServer();
  let embClosed = false;
  t.teardown(() => (embClosed ? undefined : emb.close()));
  const dir = tempConfigDir(
    t,
    `[providers.models.openai.local]\nbase_url = "${llm.url}"\nmodel = "m"\napi_key = "sk-test-0123456789"\n` +
      `[memory]\nembedding_provider = "custom:${emb.url}"\nembedding_model = "bag"\nembedding_dimensions = ${DIMS}\n` +
      `[observability]\nbackend = "prometheus"\n[gateway]\nrequire_pairing = false\n`,
  );
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const ask = async (message: string, channel: string, conversation: string): Promise<Recorded> => {
    const before = llm.requests.length;
    const r = await svc(['agent', 'ask', '--json', '--channel', channel, '--conversation', conversation, message], env, 30_000);
    t.equal(r.code, 0, r.stderr);
    return llm.requests.slice(before).at(-1)!;
  };

  const status = async () => (JSON.parse((await svc(['status', '--json'], env)).stdout) as { sections: { memory: Record<string, unknown> } }).sections.memory;
  const first = await ask('Remember this: my favourite colour is teal.', 'cli', 'alice');
  t.match(await status(), { backend: 'sqlite', search: 'hybrid', embedding: 'ok', agents_open: ['default'] });
  t.notMatch(lastUser(first), /\[Memory context\]/, 'an empty memory adds nothing');
  const db = join(dir, 'data', 'state', 'memory', 'default.db');
  t.equal(statSync(db).mode & 0o777, 0o600, 'the store is private');
  t.ok(emb.calls.includes('Remember this: my favourite colour is teal.'), 'the saved message was embedded');

  const later = await ask('Which colour do I like as my favourite?', 'cron', 'bob');
  t.match(lastUser(later), /\[Memory context\][^]*- \[\d{4}-\d{2}-\d{2}\] Remember this: my favourite colour is teal\./, 'recalled, date-stamped, in another conversation and channel');

  const listed = await svc(['memory', 'list', '--json'], env);
  const listedAgent = (out: string) => (JSON.parse(out) as { agent: string }).agent;
  t.equal(listed.code, 0, listed.stderr);
  const entries = (JSON.parse(listed.stdout) as { agent: string; entries: { id: number; content: string; category: string; source: { channel?: string } }[] }).entries;
  const fact = entries.find((e) => e.content === 'Remember this: my favourite colour is teal.')!;
  t.equal(fact.category, 'conversation');
  t.equal(fact.source.channel, 'cli');
  const searched = await svc(['memory', 'search', '--json', 'favourite colour'], env);
  t.ok((JSON.parse(searched.stdout) as { hits: { id: number }[] }).hits.some((h) => h.id === fact.id), 'svc memory search finds it');
  const stats = await svc(['memory', 'stats', '--json'], env);
  t.ok((JSON.parse(stats.stdout) as { entries: number }).entries >= 4);
  const preview = await svc(['memory', 'retention', '--preview', '--all', '--json'], env);
  t.equal(preview.code, 0, preview.stderr);
  t.match(JSON.parse(preview.stdout), { retention_days: 90, agents: { [listedAgent(listed.stdout)]: { entries: 0, oldest: [] } } }, 'nothing is 90 days old');
  t.equal((await svc(['memory', 'retention'], env)).code, 2, 'without --preview: a usage error (there is no purge)');
  const hygiene = await svc(['memory', 'hygiene', '--all', '--json'], env);
  t.equal(hygiene.code, 0, hygiene.stderr);
  t.same(JSON.parse(hygiene.stdout), { agents: { [listedAgent(listed.stdout)]: { archived: 0, purged: 0, evicted: 0 } } }, 'svc memory hygiene beside the running daemon: nothing is old yet');

  // Export to a new private file, import it back (everything already held), then a file with one new entry.
  const exportFile = join(t.testdir(), 'memory.jsonl');
  const exported = await svc(['memory', 'export', '--out', exportFile], env);
  t.equal(exported.code, 0, exported.stderr);
  t.equal(statSync(exportFile).mode & 0o777, 0o600, 'the export is private');
  const exportedLines = readFileSync(exportFile, 'utf8').trim().split('\n');
  t.equal(exportedLines.length, entries.length, 'one line an entry');
  const twice = await svc(['memory', 'export', '--out', exportFile], env);
  t.equal(twice.code, 2, 'an existing file is never overwritten: a usage error');
  t.match(twice.stderr, /exists: an export never overwrites a file/);
  t.notMatch(twice.stderr, /internal error|\n\s+at /, 'no stack trace');
  const nosuch = await svc(['memory', 'list', '--agent', 'nosuch'], env);
  t.equal(nosuch.code, 2);
  t.match(nosuch.stderr, /no agent "nosuch" is configured \(configured: /, 'a typo is named as such, not as an agent without memory');
  const again = await svc(['memory', 'import', '--json', exportFile], env);
  t.same(JSON.parse(again.stdout), { agent: listedAgent(listed.stdout), added: 0, skipped: entries.length });
  const extra = join(t.testdir(), 'extra.jsonl');
  writeFileSync(extra, `${JSON.stringify({ ...JSON.parse(exportedLines[0]!), content: 'Imported: the boat is moored at pier 7.' })}\n`);
  const imported = await svc(['memory', 'import', '--json', extra], env);
  t.same(JSON.parse(imported.stdout), { agent: listedAgent(listed.stdout), added: 1, skipped: 0 });
  writeFileSync(extra, '{"content": "x"}\n');
  const bad = await svc(['memory', 'import', extra], env);
  t.equal(bad.code, 2, 'a bad line is a usage error');
  t.match(bad.stderr, /line 1 of the export is not a memory entry/);

  const forgot = await svc(['memory', 'forget', String(fact.id)], env);
  t.equal(forgot.code, 0, forgot.stderr);
  const afterForget = await ask('Which colour do I like as my favourite?', 'webhook.other', 'carol');
  t.notMatch(lastUser(afterForget), /colour is teal/, 'forgotten beside the running daemon: no longer recalled');

  // The embeddings server goes away: recall is keyword-only, with one WARN, and turns are answered.
  await ask('Note: the spare key is under the blue flowerpot.', 'cli', 'dave');
  await emb.close();
  embClosed = true;
  const keyword = await ask('Where is the spare key kept?', 'cron', 'erin');
  t.match(lastUser(keyword), /\[Memory context\][^]*spare key is under the blue flowerpot/, 'keyword recall without the embeddings server');
  await ask('Where is the spare key kept again?', 'cron', 'frank');
  t.match(await status(), { search: 'keyword', embedding: 'failing' }, 'svc status says recall is keyword only');
  const warns = d.lines.filter((l) => l.level === 40 && /embedding provider failed/.test(String(l.msg)));
  t.equal(warns.length, 1, 'one WARN for the outage');
  const gateway = d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway');
  if (gateway) {
    const metrics = await (await fetch(new URL('/metrics', String(gateway.url)))).text();
    t.match(metrics, /svc_memory_recalls_total\{agent="default",via="turn"\} [1-9]/, 'recalls are counted');
    t.match(metrics, /svc_memory_writes_total\{agent="default",via="turn"\} [1-9]/, 'writes are counted');
    t.match(metrics, /svc_memory_embedding_failing 1/, 'the failing provider is a gauge');
    t.match(metrics, /svc_memory_recall_best_score_count\{via="turn"\} [1-9]/);
  } else t.fail('the gateway did not listen');
  d.child.kill('SIGTERM');
  await d.exited;
});
