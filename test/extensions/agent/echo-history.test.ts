// The echo provider's replies never reach a real model (issue 33): a first hour spent with echo, then a model is
// configured; the model's first request holds no "echo: …" turn, while its own turns are kept as before.
import t from 'tap';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { chatOf, fakeLlm, openai } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { answeredFor, type Turn } from '../../../extensions/agent/history.js';

t.test('answeredFor leaves out the exchanges echo answered, unless echo answers now', async (t) => {
  const turns: Turn[] = [
    { role: 'user', content: 'hi' },
    { role: 'assistant', content: 'old reply' },
    { role: 'user', content: 'hello', model: 'echo' },
    { role: 'assistant', content: 'echo: hello', model: 'echo' },
    { role: 'user', content: 'q', model: 'gpt' },
    { role: 'assistant', content: 'a', model: 'gpt' },
  ];
  t.same(answeredFor(turns, false).map((x) => x.content), ['hi', 'old reply', 'q', 'a'], 'turns without a model (stored before) stay');
  t.same(answeredFor(turns, true), turns);
});

t.test('a conversation begun with echo continues with a real model without the echo turns', async (t) => {
  const llm = await fakeLlm((r) => openai.text(`turn ${chatOf(r).length}`));
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t, '');
  const env = { SVC_CONFIG_DIR: dir };
  const ask = async (message: string) => {
    const r = await svc(['agent', 'ask', '--conversation', 'ann', message], env);
    t.equal(r.code, 0, r.stderr);
    return r.stdout.trim();
  };

  const first = daemon(['daemon'], env);
  t.teardown(() => void first.child.kill('SIGKILL'));
  await first.waitFor((l) => l.msg === 'ready');
  t.equal(await ask('hello'), 'echo: hello');
  t.equal(await ask('again'), 'echo: again', 'echo itself still has its history');
  first.child.kill('SIGTERM');
  t.equal(await first.exited, 0);

  appendFileSync(join(dir, 'config.toml'), `[providers.models.openai.local]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  const second = daemon(['daemon'], env);
  t.teardown(() => void second.child.kill('SIGKILL'));
  await second.waitFor((l) => l.msg === 'ready');
  t.equal(await ask('now for real'), 'turn 1', 'the model saw one message: none of the echo exchanges');
  t.same(chatOf(llm.requests.at(-1)!).map((m) => m.content), ['now for real']);
  t.equal(await ask('and then'), 'turn 3', "the model's own turns are history as before");
  t.same(chatOf(llm.requests.at(-1)!).map((m) => m.content), ['now for real', 'turn 1', 'and then']);
  second.child.kill('SIGTERM');
  t.equal(await second.exited, 0);
});
