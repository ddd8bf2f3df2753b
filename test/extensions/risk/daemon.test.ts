// Risk profiles against a real daemon and a scripted fake model: an agent whose profile puts file_write at "critical"
// (deny) is not offered it (not in the provider request's tools, not in the system prompt, svc tools list says which
// profile and level) and cannot write when it names it anyway, while an agent with no profile is offered it and writes;
// one whose profile says "approve" is offered the tool and waits until the operator approves (svc risk approve, or the
// admin API) or denies it; a delegation to a less strict agent is refused, one to an agent of the same profile (not in
// the roster: delegate_same_risk_profile) runs and the delegate is not offered what the profile denies, nor is a
// delegate offered what its caller's profile denies when the comparison lets the delegation through. Refusals are
// logged and audited. A level that needs a one-time password is offered and waits for the operator's code.
import t, { type Test } from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastUserMessage, openaiAnswers } from '../../../testing/fake-openai.js';
import { recordingServer, type RecordedRequest } from '../../../testing/index.js';
import { untrustedText } from '../../../extensions/agent/api.js';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { daemon, svc, type Daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

/** Tool results after the request's last user message: what the turn's tool calls answered. */
function toolMessages(r: RecordedRequest): string[] {
  const messages = (r.json as { messages?: { role: string; content: unknown }[] }).messages ?? [];
  const last = messages.map((m) => m.role).lastIndexOf('user');
  return messages.slice(last + 1).filter((m) => m.role === 'tool').map((m) => String(m.content));
}

/** The tool names a request offered the model. */
const offered = (r: RecordedRequest): string[] => ((r.json as { tools?: { function: { name: string } }[] }).tools ?? []).map((x) => x.function.name);

/** The request's system prompt. */
const system = (r: RecordedRequest): string => String((r.json as { messages: { content: unknown }[] }).messages[0]!.content);

/** The requests of a delegated turn handed over by `caller` (its user message comes from sender agent:<caller> on delegate). */
const delegatedBy = (rs: readonly RecordedRequest[], caller: string): RecordedRequest[] =>
  rs.filter((r) => ((r.json as { messages: { role: string; content: unknown }[] }).messages.find((m) => m.role === 'user')?.content as string | undefined)?.startsWith(`[Untrusted message from sender "agent:${caller}" on delegate`));

/** The first line of the request's last user message that is a command (context such as the roster note follows it). */
function command(r: RecordedRequest): string {
  const messages = (r.json as { messages?: { role: string; content: unknown }[] }).messages ?? [];
  const said = messages.filter((m) => m.role === 'user' && typeof m.content === 'string').map((m) => untrustedText(String(m.content)));
  return (said.reverse().find((m) => /^(write|ask|hello)\b/.test(m)) ?? lastUserMessage(r)).split('\n')[0]!;
}

/** "write N": file_write N.txt; "ask A: TASK": delegate TASK to agent A; then "done: <first tool result>". */
async function fakeModel() {
  return recordingServer((r) => {
    const said = command(r);
    const results = toolMessages(r);
    const write = /^write (\w+)$/.exec(said);
    const ask = /^ask (\w+): (.+)$/.exec(said);
    const next = results.length
      ? openaiAnswers.text(`done: ${results[0]}`)
      : write
        ? openaiAnswers.toolCall('call_1', 'file_write', { path: `${write[1]}.txt`, content: 'risk canary' })
        : ask
          ? openaiAnswers.toolCall('call_1', 'delegate', { agent: ask[1], task: ask[2] })
          : openaiAnswers.text(`noted: ${said}`);
    return typeof next === 'function' ? next(r) : next;
  });
}

async function start(t: Test, env: Record<string, string>): Promise<{ d: Daemon; gateway: string }> {
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  return { d, gateway: String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '') };
}

const agent = (name: string, extra: string[] = []) => [`[agents.${name}]`, 'model_provider = "openai.fake"', `workspace.path = "ws-${name}"`, ...extra];

t.test('a strict profile refuses or holds what another agent may do; delegation never escalates', async (t) => {
  const llm = await fakeModel();
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t, [
    '[gateway]',
    'host = "127.0.0.1"',
    'port = 0',
    'require_pairing = false',
    '[providers.models.openai.fake]',
    `base_url = "${llm.url}/v1"`,
    'model = "m"',
    'api_key = "k"',
    '[tools]',
    'optional = ["file_write", "delegate"]',
    '[risk_profiles.strict]',
    'default_level = "low"',
    'tools = { file_write = "critical", "shell*" = "critical" }',
    '[risk_profiles.reviewed]',
    'tools = { "file_*" = "high" }',
    'approval_timeout_secs = 20',
    '[risk_profiles.suffix]',
    'tools = { "*_write" = "critical" }',
    '[risk_profiles.prefix]',
    'default_level = "critical"',
    'tools = { "file_*" = "low" }',
    ...agent('suffixer', ['risk_profile = "suffix"', 'delegates = [{ agent = "prefixer" }]']),
    ...agent('prefixer', ['risk_profile = "prefix"']),
    ...agent('strict', ['risk_profile = "strict"', 'delegates = [{ agent = "free" }, { agent = "reviewed" }]']),
    ...agent('twin', ['risk_profile = "strict"']),
    ...agent('free'),
    ...agent('reviewed', ['risk_profile = "reviewed"']),
    '',
  ].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const { d, gateway } = await start(t, env);
  const wrote = (ws: string, name: string) => existsSync(join(dir, ws, `${name}.txt`)) || existsSync(join(dir, 'data', ws, `${name}.txt`));
  const ask = async (who: string, message: string) => {
    const r = await svc(['agent', 'ask', '--agent', who, '--json', message], env, 40_000);
    t.equal(r.code, 0, r.stderr);
    return JSON.parse(r.stdout) as { text: string };
  };

  // A turn no user started (svc agent ask): the strict agent is not offered file_write (the fake model names it anyway,
  // and the call is refused), the free agent is offered it and writes.
  let from = llm.requests.length;
  const refused = await ask('strict', 'write a');
  const strictTurn = llm.requests[from]!;
  t.notOk(offered(strictTurn).includes('file_write'), `file_write is not in the strict agent's tools: ${offered(strictTurn).join(', ')}`);
  t.ok(offered(strictTurn).includes('delegate'), 'a tool the profile allows is offered');
  t.notMatch(system(strictTurn), /- file_write:/, 'nor in its system prompt');
  t.match(system(strictTurn), /- delegate:/);
  // The roster note names only the delegates a hand-over would not be refused to (twin by its shared profile).
  const note = JSON.stringify(llm.requests.at(-1)!.json);
  t.match(note, /Agents you can hand a task to with the delegate tool:\\n- twin/);
  t.notMatch(note, /- free|- reviewed/, 'less strict delegates are left out of the note');
  t.match(refused.text, /^done: error: no tool named "file_write" is available/);
  t.notOk(wrote('ws-strict', 'a'), 'the refused call wrote nothing');
  from = llm.requests.length;
  const allowed = await ask('free', 'write b');
  t.ok(offered(llm.requests[from]!).includes('file_write'), 'the agent without a profile is offered file_write');
  t.match(system(llm.requests[from]!), /- file_write:/);
  t.notMatch(allowed.text, /error/, allowed.text);
  t.ok(wrote('ws-free', 'b'), 'the agent without a profile wrote its file');

  // svc tools list says why (the same daemon's config, read by the CLI); a tool at "approve" stays offered.
  const toolsOf = async (who: string) => {
    const r = await svc(['tools', 'list', '--json', '--agent', who], env);
    t.equal(r.code, 0, r.stderr);
    return new Map((JSON.parse(r.stdout) as { tools: { name: string; offered: boolean; reason?: string }[] }).tools.map((x) => [x.name, x]));
  };
  t.match((await toolsOf('strict')).get('file_write'), { offered: false, reason: 'risk profile "strict" of agent "strict" denies it (level critical, tools.file_write)' });
  t.match((await toolsOf('free')).get('file_write'), { offered: true });
  t.match((await toolsOf('reviewed')).get('file_write'), { offered: true }, 'a tool that waits for an approval can run: it is offered');
  const plain = await svc(['tools', 'list', '--agent', 'strict'], env);
  t.match(plain.stdout, /file_write\s+not offered\s+\[filesystem\]\s+risk profile "strict" of agent "strict" denies it \(level critical, tools\.file_write\)/);

  // Delegation: to an agent with no profile (less strict) refused; to the same profile (delegate_same_risk_profile,
  // not in the roster) it runs, and the delegate's own call is held by the profile.
  const escalate = await ask('strict', 'ask free: write c');
  t.match(escalate.text, /^done: error: the call was refused: not delegated: agent "free" has no risk profile, less strict than "strict" of agent "strict" \("file_write": "allow" instead of "deny"\)/);
  t.notOk(wrote('ws-free', 'c'), 'the delegate never ran');
  const same = await ask('strict', 'ask twin: hello');
  t.match(same.text, /^done: \[Answer of agent "twin"[\s\S]*noted: hello/, 'a delegation to the same profile runs');
  from = llm.requests.length;
  const sameWrite = await ask('strict', 'ask twin: write d');
  t.match(sameWrite.text, /no tool named \\?"file_write\\?" is available/);
  const twinTurn = delegatedBy(llm.requests.slice(from), 'strict');
  t.ok(twinTurn.length > 0 && twinTurn.every((r) => !offered(r).includes('file_write')), 'the delegate of the same profile is not offered file_write');
  t.notOk(wrote('ws-twin', 'd'));

  // "reviewed" asks less of file_write than "strict" (approve, not deny): refused too.
  const looser = await ask('strict', 'ask reviewed: write e');
  t.match(looser.text, /not delegated: agent "reviewed" has risk profile "reviewed", less strict than "strict"/);

  // Entries the comparison cannot line up ("*_write" against "file_*") let the delegation through, but the delegate's
  // calls are still held by its caller's profile: the chain travels with the delegated turn.
  const own = await ask('prefixer', 'write p');
  t.notMatch(own.text, /error/, 'prefixer may write on its own');
  t.ok(wrote('ws-prefixer', 'p'));
  const prefixerOwn = llm.requests.filter((r) => offered(r).includes('file_write') && /ws-prefixer/.test(system(r)));
  t.ok(prefixerOwn.length > 0, 'prefixer is offered file_write in its own turn (the control)');
  from = llm.requests.length;
  const through = await ask('suffixer', 'ask prefixer: write q');
  // Under both profiles nothing of tools.optional is left to offer, so the delegate's model got no tools at all.
  t.match(through.text, /^done: \[Answer of agent "prefixer"/, 'the delegation itself ran');
  const delegated = delegatedBy(llm.requests.slice(from), 'suffixer');
  t.ok(delegated.length > 0, 'the delegated turn reached the model');
  for (const r of delegated) {
    t.match(system(r), /ws-prefixer/);
    t.notOk(offered(r).includes('file_write'), `the delegate is not offered what its caller's profile denies: ${offered(r).join(', ')}`);
    t.notMatch(system(r), /- file_write:/);
  }
  t.notOk(wrote('ws-prefixer', 'q'), 'the delegate could not write for the caller');

  // Approval: the call waits; nothing is written until the operator approves (CLI), a denial refuses with its reason.
  const first = ask('reviewed', 'write f');
  const waiting = await d.waitFor((l) => /waits for an operator's approval/.test(String(l.msg)), 20_000);
  t.match(waiting, { tool: 'file_write', agent: 'reviewed', risk_profile: 'reviewed', level: 'high', approval: /^apr_[0-9a-f]{12}$/ });
  const pending = await svc(['risk', 'pending', '--json'], env);
  t.match(JSON.parse(pending.stdout), { approvals: [{ id: waiting.approval, tool: 'file_write', agent: 'reviewed', level: 'high', summary: '{"path":"f.txt","content":"risk canary"}' }] });
  const shown = await svc(['risk', 'pending'], env);
  t.match(shown.stdout, /file_write {2}agent reviewed {2}cli [\s\S]*\n {4}\{"path":"f\.txt","content":"risk canary"\}\n/, 'the operator sees what the call would do');
  t.notOk(wrote('ws-reviewed', 'f'), 'nothing ran while the call waits');
  const unknown = await svc(['risk', 'approve', 'apr_000000000000'], env);
  t.equal(unknown.code, 1, 'an id no call waits under answers nothing');
  const approve = await svc(['risk', 'approve', String(waiting.approval)], env);
  t.equal(approve.code, 0, approve.stderr);
  t.notMatch((await first).text, /error/);
  t.ok(wrote('ws-reviewed', 'f'), 'the approved call ran');

  const second = ask('reviewed', 'write g');
  const again = await d.waitFor((l) => /waits for an operator's approval/.test(String(l.msg)) && l.approval !== waiting.approval, 20_000);
  const deny = await svc(['risk', 'deny', String(again.approval), '--reason', 'not today'], env);
  t.equal(deny.code, 0, deny.stderr);
  t.match((await second).text, /needs an operator's approval \(risk profile reviewed, level high\), and denied by cli: not today/);
  t.notOk(wrote('ws-reviewed', 'g'));

  // The admin API answers too.
  const third = ask('reviewed', 'write h');
  const viaApi = await d.waitFor((l) => /waits for an operator's approval/.test(String(l.msg)) && l.approval !== waiting.approval && l.approval !== again.approval, 20_000);
  const listed = await send(gateway, '/api/risk/approvals', { method: 'GET' });
  t.match(listed.body, { approvals: [{ id: viaApi.approval, summary: '{"path":"h.txt","content":"risk canary"}' }] });
  const ok = await send(gateway, `/api/risk/approvals/${String(viaApi.approval)}/approve`, { headers: { 'content-type': 'application/json' }, body: '{}' });
  t.equal(ok.status, 200, ok.text);
  t.notMatch((await third).text, /error/);
  t.ok(wrote('ws-reviewed', 'h'));
  const gone = await send(gateway, `/api/risk/approvals/${String(viaApi.approval)}/approve`, { headers: { 'content-type': 'application/json' }, body: '{}' });
  t.equal(gone.status, 404, 'answered once');

  d.child.kill('SIGTERM');
  await d.exited;
  const events = readFileSync(join(dir, 'audit.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  const risk = events.filter((e) => String(e.event).startsWith('risk.'));
  // Denied tools were never offered, so the calls naming them were refused as unknown before the profile was asked.
  t.match(risk.filter((e) => e.event === 'risk.refused').map((e) => e.reason), ['delegation', 'delegation', 'not_approved']);
  t.same(risk.filter((e) => e.event === 'risk.approved').length, 2);
  t.notOk(JSON.stringify(events).includes('risk canary'), 'no tool argument in the audit trail');
  t.match(risk.find((e) => e.event === 'risk.approval_requested'), { arguments_sha256: /^[0-9a-f]{64}$/ });
});

t.test('a level that needs a one-time password waits for svc otp verify (security.otp gating nothing itself)', async (t) => {
  const llm = await fakeModel();
  t.teardown(() => llm.close());
  const key = Buffer.from('risk-otp-daemon-secret');
  const dir = tempConfigDir(t, [
    '[gateway]',
    'host = "127.0.0.1"',
    'port = 0',
    '[providers.models.openai.fake]',
    `base_url = "${llm.url}/v1"`,
    'model = "m"',
    'api_key = "k"',
    '[tools]',
    'optional = ["file_write"]',
    '[security.otp]',
    'enabled = false',
    `secret = "${base32Encode(key)}"`,
    'token_ttl_secs = 20',
    'cache_valid_secs = 0',
    '[risk_profiles.coded]',
    'tools = { file_write = "high" }',
    'actions = { high = "otp" }',
    ...agent('coded', ['risk_profile = "coded"']),
    '',
  ].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const { d } = await start(t, env);
  const wrote = (name: string) => existsSync(join(dir, 'ws-coded', `${name}.txt`)) || existsSync(join(dir, 'data', 'ws-coded', `${name}.txt`));
  const asked = svc(['agent', 'ask', '--agent', 'coded', '--json', 'write a'], env, 40_000);
  const waiting = await d.waitFor((l) => /waits for a one-time password/.test(String(l.msg)), 20_000);
  t.match(waiting, { tool: 'file_write', agent: 'coded' });
  t.notOk(wrote('a'), 'nothing ran while the call waits');
  const verify = await svc(['otp', 'verify', totp(key, Date.now() / 1000)], env);
  t.equal(verify.code, 0, verify.stderr);
  const r = await asked;
  t.equal(r.code, 0, r.stderr);
  t.notMatch(JSON.parse(r.stdout).text, /error/);
  t.ok(wrote('a'), 'the call ran after the code');
  d.child.kill('SIGTERM');
  await d.exited;
  const events = readFileSync(join(dir, 'audit.log'), 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { event: string; reason?: string }));
  t.match(events.find((e) => e.event === 'otp.challenge'), { reason: /risk profile "coded" of agent "coded" puts file_write at level high, which needs a one-time password/ });
});
