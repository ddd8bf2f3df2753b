// Conversation history survives a daemon restart: real daemon processes, `svc agent ask`, a fake model server.
import t from 'tap';
import { daemon, svc } from '../../helpers/cli.js';
import { chatOf, fakeLlm, openai } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';

t.test('history is in SQLite under the data dir and comes back after a restart', async (t) => {
  const llm = await fakeLlm((r) => openai.text(`turn ${chatOf(r).length}`));
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t, `[providers.models.openai.local]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  const env = { SVC_CONFIG_DIR: dir };
  const ask = async (message: string) => {
    const r = await svc(['agent', 'ask', '--conversation', 'alice', message], env);
    t.equal(r.code, 0, r.stderr);
    return r.stdout.trim();
  };

  const first = daemon(['daemon'], env);
  t.teardown(() => void first.child.kill('SIGKILL'));
  const decided = await first.waitFor((l) => l.ext === 'agent' && typeof l.msg === 'string' && l.msg.startsWith('no [agents] table'));
  t.match(decided.msg, /using the first configured model provider, openai\.local/);
  await first.waitFor((l) => l.msg === 'ready');
  t.equal(await ask('one'), 'turn 1');
  t.equal(await ask('two'), 'turn 3');
  first.child.kill('SIGTERM');
  t.equal(await first.exited, 0);

  const second = daemon(['daemon'], env);
  t.teardown(() => void second.child.kill('SIGKILL'));
  await second.waitFor((l) => l.msg === 'ready');
  t.equal(await ask('three'), 'turn 5', 'the earlier turns were loaded from disk');
  t.same(chatOf(llm.requests.at(-1)!).map((m) => m.content), ['one', 'turn 1', 'two', 'turn 3', 'three']);
  second.child.kill('SIGTERM');
  t.equal(await second.exited, 0);

  const noDaemon = await svc(['agent', 'ask', 'hello'], env);
  t.equal(noDaemon.code, 1);
  t.match(noDaemon.stderr, /no running daemon/);
});
