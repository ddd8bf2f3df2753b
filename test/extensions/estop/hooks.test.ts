// The emergency stop in-process: while engaged (through the control socket's command), the agent's beforeToolCall and
// beforeModelCall hooks refuse, a turn is refused with the notice for its sender, a gated call waiting for its one-time
// password is refused at once; resumed, both pass again.
import t from 'tap';
import { agentHooksPoint, ModelCallRefused, type AgentHooks, type ModelCallStart } from '../../../extensions/agent/api.js';
import { createEstopExtension } from '../../../extensions/estop/index.js';
import { createOtpExtension } from '../../../extensions/otp/index.js';
import { defineExtension } from '../../../kernel/index.js';
import { startAgent } from '../../helpers/agent.js';

t.test('engaged: every tool call and model call is refused; resumed: they run', async (t) => {
  let hooks!: AgentHooks;
  const grab = defineExtension({ name: 'grab-hooks', version: '1.0.0', dependsOn: ['agent'], apply: (k) => void (hooks = k.use(agentHooksPoint)) });
  const otp = `[security.otp]\nenabled = true\nsecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"\ntoken_ttl_secs = 600\n`;
  const h = await startAgent(t, `[providers.models.echo.test]\n${otp}[security.estop]\nenabled = true\nrequire_otp_to_resume = false\n`, { extensions: [createOtpExtension(), createEstopExtension(), grab] });
  const call = { agent: 'default', channel: 'cli', tool: 'file_read', arguments: { path: 'x' }, startedAt: 0 };
  const model = { id: 'm1', agent: 'default', channel: 'cli', conversation: 'c1', provider: 'echo.test', model: 'echo' } as unknown as ModelCallStart;
  await hooks.beforeToolCall.promise(call);
  t.match(await h.runtime.respond({ channel: 'cli', conversation: 'c1', message: 'hi', trust: 'operator' }), { text: 'echo: hi' });

  // A gated call waiting for its one-time password (token_ttl_secs = 600) is refused at once by the engage.
  const gated = hooks.beforeToolCall.promise({ ...call, tool: 'shell', arguments: { command: 'id' } }).then(() => undefined, (err: Error) => err);
  t.match(await h.control('otp.pending'), { challenges: [{ tool: 'shell' }] });
  t.match(await h.control('estop.engage', { reason: 'drill' }), { engaged: true, reason: 'drill', by: 'cli' });
  t.match((await gated)?.message, /needs a one-time password: the emergency stop is engaged \(drill\)/);
  await t.rejects(hooks.beforeToolCall.promise(call), /^the emergency stop is engaged \(drill\); no tool runs until the operator resumes/);
  await t.rejects(hooks.beforeModelCall.promise(model), ModelCallRefused);
  const refused = await h.runtime.respond({ channel: 'cli', conversation: 'c1', message: 'hi again', trust: 'operator' }).then(() => undefined, (err: unknown) => err);
  t.ok(refused instanceof ModelCallRefused, 'a turn is refused at its first model call');
  t.match((refused as ModelCallRefused).notice, /halted by its operator \(emergency stop\)/);
  t.ok(h.logs.some((l) => l.msg === 'tool call refused: the emergency stop is engaged' && l.tool === 'file_read' && l.agent === 'default'), 'logged with its ids');

  t.match(await h.control('estop.resume', {}), { engaged: false });
  await hooks.beforeToolCall.promise(call);
  t.match(await h.runtime.respond({ channel: 'cli', conversation: 'c1', message: 'back', trust: 'operator' }), { text: 'echo: back' });
});
