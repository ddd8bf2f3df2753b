// Risk approvals in the shared mode: two real daemons on one PostgreSQL (and the Redis the gateway needs there). A
// call waiting for an approval on alpha is listed on beta (CLI and admin API, with its summary and instance) and
// answered there: approved by beta's CLI it runs on alpha; denied by beta's admin API it is refused on alpha with the
// reason; answered once. Positive control: a call nobody answers times out on alpha (nothing runs) although beta lists it.
import t, { type Test } from 'tap';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openaiAnswers } from '../../../testing/fake-openai.js';
import { recordingServer, type RecordedRequest } from '../../../testing/index.js';
import { untrustedText } from '../../../extensions/agent/api.js';
import { daemon, svc } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { startPostgres } from '../../helpers/postgres.js';
import { startRedis } from '../../helpers/redis.js';
import { waitFor } from '../../helpers/wait.js';

const [redis, postgres] = await Promise.all([startRedis(t), startPostgres(t)]);
/** A CLI run may take long on a loaded machine. */
const CLI_MS = 60_000;

/** "write N": file_write N.txt, then "done: <the tool's result>". */
async function fakeModel(t: Test) {
  const llm = await recordingServer((r: RecordedRequest) => {
    const messages = (r.json as { messages?: { role: string; content: unknown }[] }).messages ?? [];
    const last = messages.at(-1);
    const said = messages.filter((m) => m.role === 'user').map((m) => untrustedText(String(m.content))).join('\n');
    const write = /write (\w+)/.exec(said);
    const next = last?.role === 'tool' ? openaiAnswers.text(`done: ${String(last.content)}`) : write ? openaiAnswers.toolCall('call_1', 'file_write', { path: `${write[1]}.txt`, content: 'risk canary' }) : openaiAnswers.text('noted');
    return typeof next === 'function' ? next(r) : next;
  });
  t.teardown(() => llm.close());
  return llm;
}

t.test('a call waiting for an approval on alpha is listed and answered on beta', async (t) => {
  const db = await postgres.database();
  const llm = await fakeModel(t);
  const start = async (id: string) => {
    const dir = tempConfigDir(t, [
      '[gateway]',
      'host = "127.0.0.1"',
      'require_pairing = false',
      '[providers.models.openai.fake]',
      `base_url = "${llm.url}/v1"`,
      'model = "m"',
      'api_key = "k"',
      '[tools]',
      'optional = ["file_write"]',
      '[shared]',
      'enabled = true',
      `instance_id = "${id}"`,
      '[risk_profiles.reviewed]',
      'tools = { "file_*" = "high" }',
      'approval_timeout_secs = 30',
      '[risk_profiles.brief]',
      'tools = { "file_*" = "high" }',
      'approval_timeout_secs = 6',
      '[agents.reviewed]',
      'model_provider = "openai.fake"',
      'workspace.path = "ws"',
      'risk_profile = "reviewed"',
      '[agents.brief]',
      'model_provider = "openai.fake"',
      'workspace.path = "ws"',
      'risk_profile = "brief"',
      '',
    ].join('\n'));
    const env = { SVC_CONFIG_DIR: dir, SVC_shared__redis_url: redis.url, SVC_shared__postgres_url: db };
    const d = daemon(['daemon'], env);
    t.teardown(async () => {
      d.child.kill('SIGTERM');
      await d.exited;
    });
    await d.waitFor((l) => l.msg === 'ready', 30_000);
    t.ok(d.lines.some((l) => l.msg === 'approvals are shared through PostgreSQL: any instance can answer them'), `${id} shares its approvals`);
    const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
    const wrote = (name: string) => existsSync(join(dir, 'ws', `${name}.txt`)) || existsSync(join(dir, 'data', 'ws', `${name}.txt`));
    const ask = async (agent: string, message: string) => {
      const r = await svc(['agent', 'ask', '--agent', agent, '--json', message], env, CLI_MS);
      t.equal(r.code, 0, r.stderr);
      return JSON.parse(r.stdout) as { text: string };
    };
    const listed = async () => (await send(gateway, '/api/risk/approvals', { method: 'GET' })).body.approvals as { id: string; instance?: string; summary: string }[];
    return { d, env, gateway, wrote, ask, listed };
  };
  const [a, b] = await Promise.all([start('alpha'), start('beta')]);
  const waits = (...seen: string[]) => (l: Record<string, unknown>) => /waits for an operator's approval/.test(String(l.msg)) && !seen.includes(String(l.approval));

  // Approved on beta's CLI: runs on alpha.
  const first = a.ask('reviewed', 'write f');
  const one = String((await a.d.waitFor(waits(), 20_000)).approval);
  await waitFor(async () => (await b.listed()).some((x) => x.id === one), 'beta lists alpha\'s call', 10_000);
  t.match(await b.listed(), [{ id: one, instance: 'alpha', tool: 'file_write', agent: 'reviewed', summary: '{"path":"f.txt","content":"risk canary"}' }]);
  const shown = await svc(['risk', 'pending'], b.env, CLI_MS);
  t.match(shown.stdout, new RegExp(`${one} {2}file_write {2}agent reviewed {2}cli .* on alpha {2}reviewed/high`));
  t.notOk(a.wrote('f'), 'nothing ran while the call waits');
  const approve = await svc(['risk', 'approve', one], b.env, CLI_MS);
  t.equal(approve.code, 0, approve.stderr);
  t.notMatch((await first).text, /error/);
  t.ok(a.wrote('f'), 'the call approved on beta ran on alpha');
  t.ok(a.d.lines.some((l) => l.msg === 'an approval was answered on instance beta' && l.approval === one), 'alpha logs where it was answered');
  const twice = await svc(['risk', 'approve', one], b.env, CLI_MS);
  t.equal(twice.code, 1, 'answered once');

  // Denied on beta's admin API, with a reason: refused on alpha.
  const second = a.ask('reviewed', 'write g');
  const two = String((await a.d.waitFor(waits(one), 20_000)).approval);
  await waitFor(async () => (await b.listed()).some((x) => x.id === two), 'beta lists the second call', 10_000);
  const deny = await send(b.gateway, `/api/risk/approvals/${two}/deny`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'not today' }) });
  t.equal(deny.status, 200, deny.text);
  t.match(deny.body, { id: two, approved: false });
  t.match((await second).text, /needs an operator's approval \(risk profile reviewed, level high\), and denied by api:127\.0\.0\.1 on instance beta: not today/);
  t.notOk(a.wrote('g'));

  // Positive control: nobody answers; beta lists it, and alpha refuses it after approval_timeout_secs.
  const third = a.ask('brief', 'write h');
  const three = String((await a.d.waitFor(waits(one, two), 20_000)).approval);
  await waitFor(async () => (await b.listed()).some((x) => x.id === three), 'beta lists the third call', 10_000);
  t.match((await third).text, /no operator approved it within 6 s/);
  t.notOk(a.wrote('h'), 'the call nobody approved did not run');
  await waitFor(async () => !(await b.listed()).some((x) => x.id === three), 'the ended call leaves beta\'s list', 10_000);
  const late = await send(b.gateway, `/api/risk/approvals/${three}/approve`, { headers: { 'content-type': 'application/json' }, body: '{}' });
  t.equal(late.status, 404, 'a call that timed out cannot be approved anywhere');
});
