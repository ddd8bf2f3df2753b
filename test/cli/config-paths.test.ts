// Trial 49 through the real CLI: quoted TOML key segments in config paths, free keys never rewritten, the
// one-command hint for required siblings, the secret-on-argv warning, human log lines at a terminal, group help,
// listen errors naming their key, and live keys not reported as needing a restart.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { daemon, SVC, svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

const MODELS = 'cost.rates.providers.models.openai';

const models = (dir: string): Record<string, unknown> =>
  (((parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as { cost?: { rates?: { providers?: { models?: { openai?: Record<string, unknown> } } } } }).cost?.rates?.providers?.models?.openai) ?? {});

t.test('config set/get take quoted key segments and never rewrite a free key', async (t) => {
  const dir = tempConfigDir(t, '');
  const env = { SVC_CONFIG_DIR: dir };
  const both = '{"input_per_mtok":1,"output_per_mtok":2}';

  const dashed = await svc(['config', 'set', `${MODELS}.gpt-fake`, both], env);
  t.equal(dashed.code, 0, dashed.stderr);
  const dotted = await svc(['config', 'set', `${MODELS}."gpt-4.1"`, both], env);
  t.equal(dotted.code, 0, dotted.stderr);
  t.equal(dotted.stdout, `${MODELS}."gpt-4.1" = { input_per_mtok = 1.0, output_per_mtok = 2.0 }\n`);
  const single = await svc(['config', 'set', `${MODELS}.'gpt-4o'.input_per_mtok`, '3'], env);
  t.equal(single.code, 2, 'gpt-4o does not exist yet: one price alone cannot validate');
  t.match(single.stderr, `set them at once: svc config set '${MODELS}.gpt-4o' '{"input_per_mtok":3,"output_per_mtok":<number>}'`);
  const field = await svc(['config', 'set', `${MODELS}.'gpt-4.1'.input_per_mtok`, '3'], env);
  t.equal(field.code, 0, field.stderr);
  t.same(Object.keys(models(dir)).sort(), ['gpt-4.1', 'gpt-fake'], 'keys as written: no gpt_fake, no quotes inside the key, no gpt-4o');
  t.same(models(dir)['gpt-4.1'], { input_per_mtok: 3, output_per_mtok: 2 });

  const got = await svc(['config', 'get', `${MODELS}."gpt-4.1".input_per_mtok`], env);
  t.equal(got.stdout, '3.0\n', got.stderr);
  const list = await svc(['config', 'list', '-f', MODELS], env);
  t.match(list.stdout, `${MODELS}."gpt-4.1".output_per_mtok = 2.0`, 'list prints the path in the form set takes');

  const bare = await svc(['config', 'set', `${MODELS}.gpt-4.1.input_per_mtok`, '1'], env);
  t.equal(bare.code, 2);
  t.match(bare.stderr, `(a key that holds a dot is quoted: '${MODELS}."gpt-4.1".input_per_mtok')`);
  const broken = await svc(['config', 'set', `${MODELS}."gpt-4.1.input_per_mtok`, '1'], env);
  t.equal(broken.code, 2);
  t.match(broken.stderr, /is not a config path: an unclosed " quote/);

  // Positive control of the rewrite: a bare kebab-case field name still names its field.
  const kebab = await svc(['config', 'set', 'gateway.request-timeout-secs', '44'], env);
  t.equal(kebab.code, 0, kebab.stderr);
  t.equal(kebab.stdout, 'gateway.request_timeout_secs = 44\n');
  // An alias cannot hold "-": refused with the form to write, never rewritten.
  const alias = await svc(['config', 'set', 'providers.models.openai.my-home.model', 'gpt-4o'], env);
  t.equal(alias.code, 2);
  t.match(alias.stderr, 'alias keys are never rewritten (write the alias as "providers.models.openai.my_home.model")');
  t.notMatch(readFileSync(join(dir, 'config.toml'), 'utf8'), /my_home|my-home/);
});

t.test('a secret given on argv warns of shell history; typed from stdin it does not', async (t) => {
  const dir = tempConfigDir(t, '[channels.webhook.main]\nport = 0\nsecret = "first-secret-value"\n');
  const env = { SVC_CONFIG_DIR: dir };
  const canary = 'canary-secret-7f3a9c';
  const argv = await svc(['config', 'set', 'channels.webhook.main.secret', canary], env);
  t.equal(argv.code, 0, argv.stderr);
  t.match(argv.stderr, 'stays in your shell history');
  t.match(argv.stderr, 'leave VALUE out to type it hidden (svc config set channels.webhook.main.secret)');
  t.notMatch(argv.stderr + argv.stdout, canary, 'the warning never repeats the value');
  // Controls: a plain field given on argv, and the secret from stdin, get no warning.
  const plain = await svc(['config', 'set', 'channels.webhook.main.port', '0'], env);
  t.notMatch(plain.stderr, 'shell history');
  const piped = spawnSync(process.execPath, [SVC, 'config', 'set', 'channels.webhook.main.secret'], { env: { ...process.env, ...env }, input: `${canary}-2\n`, encoding: 'utf8', timeout: 20_000 });
  t.equal(piped.status, 0, piped.stderr);
  t.notMatch(piped.stderr, 'shell history');
});

t.test('at a terminal a one-shot command prints no JSON log lines; a pipe still gets them', async (t) => {
  const script = spawnSync('script', ['--version'], { encoding: 'utf8' });
  t.notOk(script.error, 'script(1) (util-linux) gives the command a terminal');
  if (script.error) return;
  const dir = tempConfigDir(t, '');
  const env = { ...process.env, SVC_CONFIG_DIR: dir, SVC_gateway__port: '7000' };
  const run = (args: string) => spawnSync('script', ['-qec', `${process.execPath} ${SVC} ${args}`, '/dev/null'], { env, encoding: 'utf8', timeout: 20_000 });
  const tty = run('config set gateway.port 9000');
  t.equal(tty.status, 0, tty.stdout);
  t.notMatch(tty.stdout, '{"level"', 'no raw JSON at the terminal');
  t.match(tty.stdout, 'svc: warning: SVC_gateway__port overrides gateway.port', 'the warning as a sentence');
  const asked = run('config set gateway.port 9001 --log-level info');
  t.match(asked.stdout, 'svc: config changed', '--log-level info shows the audit line, in words');
  const piped = await svc(['config', 'set', 'gateway.port', '9002'], { SVC_CONFIG_DIR: dir, SVC_gateway__port: '7000' });
  t.match(piped.stderr, '"msg":"config changed"', 'control: not a terminal, JSON lines as before');
});

t.test('svc gateway --help lists its subcommands; svc gateway tokens alone shows its help', async (t) => {
  const dir = tempConfigDir(t, '');
  const env = { SVC_CONFIG_DIR: dir };
  const help = await svc(['gateway', '--help'], env);
  t.equal(help.code, 0);
  t.match(help.stdout, /Subcommands:\n[^]*svc gateway tokens list[^]*svc gateway tokens revoke/);
  for (const args of [['gateway', 'tokens'], ['gateway', 'tokens', '--help']]) {
    const r = await svc(args, env);
    t.equal(r.code, 0, r.stderr);
    t.match(r.stdout, /Usage: svc gateway tokens <command>[^]*gateway tokens list[^]*gateway tokens revoke/);
  }
  const extra = await svc(['gateway', 'surplus'], env);
  t.equal(extra.code, 2, 'control: an argument that is no group is still refused');
  t.match(extra.stderr, 'unexpected argument "surplus"');
});

t.test('a port in use at start names gateway.port and SVC_gateway__port', async (t) => {
  const held: Server = createServer();
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  t.teardown(() => void held.close());
  const port = (held.address() as { port: number }).port;
  const dir = tempConfigDir(t, '');
  const d = daemon(['gateway'], { SVC_CONFIG_DIR: dir, SVC_gateway__port: String(port) });
  t.teardown(() => void d.child.kill('SIGKILL'));
  const code = await d.exited;
  t.not(code, 0);
  const text = `${JSON.stringify(d.lines)}${d.stderr()}`;
  t.match(text, `127.0.0.1:${port} (EADDRINUSE)`);
  t.match(text, 'svc config set gateway.port PORT, or the environment override SVC_gateway__port=PORT');
});

t.test('agents.<a>.risk_profile applies at once: not reported as needing a restart', async (t) => {
  const dir = tempConfigDir(t, [
    '[providers.models.echo.test]',
    '[risk_profiles.strict]',
    'default_level = "low"',
    '[risk_profiles.loose]',
    'default_level = "low"',
    '[agents.main]',
    'model_provider = "echo.test"',
    'risk_profile = "strict"',
    '',
  ].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(async () => {
    d.child.kill('SIGTERM');
    await d.exited;
  });
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const live = await svc(['config', 'set', 'agents.main.risk_profile', 'loose'], env);
  t.equal(live.code, 0, live.stderr);
  t.match(live.stdout, /applied by the running daemon \(pid \d+\) at once: agents\.main\.risk_profile/);
  // Through the running daemon's config store, a quoted key is one key too.
  const quoted = await svc(['config', 'set', `${MODELS}."gpt-4.1"`, '{"input_per_mtok":1,"output_per_mtok":2}'], env);
  t.equal(quoted.code, 0, quoted.stderr);
  t.match(quoted.stdout, /running daemon \(pid \d+\)/);
  t.same(Object.keys(models(dir)), ['gpt-4.1']);
  // Control: a key the daemon reads at start only is still reported, and only that one.
  const restart = await svc(['config', 'set', 'gateway.host', '127.0.0.2'], env);
  t.equal(restart.code, 0, restart.stderr);
  t.match(restart.stdout, /applies gateway\.host only after a restart/);
  const status = await svc(['status'], env);
  t.match(status.stdout, /^restart required to apply: gateway\.host$/m);
});
