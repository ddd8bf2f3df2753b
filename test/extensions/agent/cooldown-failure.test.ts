// Provider cooldowns in the shared PostgreSQL that cannot be read: a model call with fallbacks still goes out (every
// provider is tried as if none were cooling down) with one WARN, never a failed call. Positive control first: while the
// database answers, a cooling provider is skipped.
import t from 'tap';
import { createAgentHooks, type ModelReply, type ModelRequest } from '../../../extensions/agent/api.js';
import { ModelCaller } from '../../../extensions/agent/model-call.js';
import { PgCooldowns } from '../../../extensions/agent/pg-cooldowns.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';

const server = await startPostgres(t);

t.test('an unreadable cooldown store degrades to "not cooled" with a WARN', async (t) => {
  const cooldowns = await PgCooldowns.open(await sharedHandle(t, await server.database()));
  const asked: string[] = [];
  const client = (ref: string) => Promise.resolve({ complete: async (_r: ModelRequest): Promise<ModelReply> => (asked.push(ref), { text: `from ${ref}`, toolCalls: [], model: 'm' }) });
  const logs: { level: string; msg: string }[] = [];
  const log = (level: string) => (_fields: unknown, msg: string) => void logs.push({ level, msg });
  const logger = { warn: log('warn'), info: log('info'), debug: log('debug'), error: log('error'), child: () => logger } as never;
  let now = 1_000_000;
  const caller = new ModelCaller({
    client,
    routing: { fallbacks: ['openai.backup'], cooldownMs: 60_000, routes: new Map(), cooldowns },
    hooks: createAgentHooks(),
    facts: { model: () => 'm', maxTokens: () => undefined },
    logger,
    now: () => now,
  });
  const target = { agent: 'otto', channel: 'cli', conversation: 'c', purpose: 'turn' as const, provider: 'openai.primary' };
  const ask = () => caller.call(target, { messages: [{ role: 'user', content: 'hi' }], tools: [] } as unknown as ModelRequest);

  await cooldowns.cool('openai.primary', now + 60_000);
  t.match(await ask(), { text: 'from openai.backup', fellBack: true }, 'while the database answers, the cooling provider is skipped');

  await server.stop();
  t.teardown(() => server.start());
  const answer = await ask();
  t.match(answer, { text: 'from openai.primary' }, 'the call goes out: the first provider is tried as if not cooling');
  t.same(asked, ['openai.backup', 'openai.primary']);
  t.equal(logs.filter((l) => l.level === 'warn' && /provider cooldowns could not be read/.test(l.msg)).length, 1, 'one WARN');
  now += 1000;
  await ask();
  t.equal(logs.filter((l) => l.level === 'warn' && /provider cooldowns could not be read/.test(l.msg)).length, 1, 'at most one WARN a minute');
  t.ok(logs.some((l) => l.level === 'debug' && /provider cooldowns could not be read/.test(l.msg)), 'the next ones at debug');
});
