// The emergency stop in the shared mode: two real daemons on one PostgreSQL (and the Redis the gateway needs there);
// `svc estop engage` on one stops the other within a second (its chat gets the notice, no model call), and a resume
// on the other frees both.
import t from 'tap';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { startPostgres } from '../../helpers/postgres.js';
import { startRedis } from '../../helpers/redis.js';
import { waitFor } from '../../helpers/wait.js';

const [redis, postgres] = await Promise.all([startRedis(t), startPostgres(t)]);

t.test('one engage stops every instance within a second; one resume frees them all', async (t) => {
  const db = await postgres.database();
  const llm = await fakeLlm(() => openai.text('noted'));
  t.teardown(() => llm.close());
  const start = async (id: string) => {
    const toml = [
      '[gateway]',
      'host = "127.0.0.1"',
      'require_pairing = false',
      '[providers.models.openai.m]',
      `base_url = "${llm.url}"`,
      'model = "m"',
      '[shared]',
      'enabled = true',
      `instance_id = "${id}"`,
      '[security.estop]',
      'enabled = true',
      'require_otp_to_resume = false',
      '',
    ].join('\n');
    const env = { SVC_CONFIG_DIR: tempConfigDir(t, toml), SVC_shared__redis_url: redis.url, SVC_shared__postgres_url: db };
    const d = daemon(['daemon'], env);
    t.teardown(async () => {
      d.child.kill('SIGTERM');
      await d.exited;
    });
    await d.waitFor((l) => l.msg === 'ready', 30_000);
    t.ok(d.lines.some((l) => l.msg === 'the emergency stop is shared through PostgreSQL'));
    return { d, env, url: String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '') };
  };
  const [a, b] = await Promise.all([start('alpha'), start('beta')]);
  const chat = (url: string) => send(url, '/webhook', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'hi' }) });
  const engaged = async (env: Record<string, string>) => (JSON.parse((await svc(['estop', 'status', '--json'], env)).stdout) as { engaged: boolean }).engaged;

  t.match((await chat(b.url)).body, { response: 'noted' });
  const engage = await svc(['estop', 'engage', '--reason', 'incident 42'], a.env);
  t.equal(engage.code, 0, engage.stderr);
  const at = Date.now();
  await b.d.waitFor((l) => l.msg === 'emergency stop engaged on another instance: every tool and model call is refused', 5_000);
  t.ok(Date.now() - at < 1_500, `beta stopped within a second or so (${Date.now() - at} ms)`);
  t.match(b.d.lines.find((l) => l.instance === 'alpha'), { reason: 'incident 42', by: 'cli' });
  t.equal(await engaged(b.env), true);
  const calls = llm.requests.length;
  t.match((await chat(b.url)).body.response, /halted by its operator \(emergency stop\)/);
  t.equal(llm.requests.length, calls, 'beta calls no model');

  const resume = await svc(['estop', 'resume'], b.env);
  t.equal(resume.code, 0, resume.stderr);
  await waitFor(async () => !(await engaged(a.env)), 'alpha resumed through the shared row', 5_000);
  t.match((await chat(a.url)).body, { response: 'noted' });
});
