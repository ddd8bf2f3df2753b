// The agent's turn hooks: beforeTurn carries memoryRecallLimit (the runtime profile's memory_recall_limit, 5 when
// unset); afterTurn sees each answered turn's message and final reply, after its history was written, and a tap that
// throws is logged, never a failed turn.
import t from 'tap';
import { defineExtension } from '../../../kernel/index.js';
import { agentHooksPoint, type TurnEnd } from '../../../extensions/agent/api.js';
import { startAgent } from '../../helpers/agent.js';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';

t.test('beforeTurn gets the recall limit; afterTurn gets the answered turn; a failing afterTurn tap is logged', async (t) => {
  const llm = await fakeLlm(() => openai.text('the reply'));
  t.teardown(() => llm.close());
  const limits: number[] = [];
  const ended: TurnEnd[] = [];
  let fail = false;
  const probe = defineExtension({
    name: 'turn-probe',
    version: '1',
    dependsOn: ['agent'],
    apply(kernel) {
      const hooks = kernel.use(agentHooksPoint);
      hooks.beforeTurn.tapPromise('turn-probe', async (turn) => void limits.push(turn.memoryRecallLimit));
      hooks.afterTurn.tapPromise('turn-probe', async (turn) => {
        ended.push(turn);
        if (fail) throw new Error('probe failed');
      });
    },
  });
  const g = await startAgent(
    t,
    `[memory]\nbackend = "none"\n[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n` +
      `[runtime_profiles.small]\nmemory_recall_limit = 2\n[agents.default]\nmodel_provider = "openai.m"\n[agents.second]\nmodel_provider = "openai.m"\nruntime_profile = "small"\n`,
    { extensions: [probe] },
  );
  const first = await g.runtime.respond({ channel: 'cli', conversation: 'c1', message: 'hello there', trust: 'operator' });
  t.equal(first.text, 'the reply');
  t.same(ended, [{ agent: first.agent, channel: 'cli', conversation: 'c1', trust: 'operator', ephemeral: false, message: 'hello there', reply: 'the reply' }]);
  await g.runtime.respond({ agent: 'second', channel: 'cli', conversation: 'c2', message: 'again', trust: 'operator' });
  t.same(limits, [5, 2], 'null: 5; the profile: 2');
  fail = true;
  const third = await g.runtime.respond({ channel: 'cli', conversation: 'c3', message: 'once more', trust: 'operator' });
  t.equal(third.text, 'the reply', 'the turn is answered');
  t.ok(g.logs.some((l) => l.level === 40 && l.msg === 'an afterTurn tap failed; the turn is answered' && l.err === 'probe failed'));
});
