// [runtime] at load: an adapter named but missing is exit 78; with no sandbox to be had the shell and MCP stdio servers
// are refused unless runtime.kind = "native", which svc doctor and svc status then show; env_passthrough never passes
// SVC_ names. In-process with stand-in probes, and through the real CLI and daemon on a PATH without bwrap or docker.
import t from 'tap';
import { validateConfig } from '../../../bin/testing.js';
import { createSandboxExtension } from '../../../extensions/sandbox/index.js';
import { probeDocker } from '../../../extensions/sandbox/probe.js';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const none = createSandboxExtension({
  probes: {
    bubblewrap: () => ({ ok: false, detail: 'bwrap is not installed (Debian/Ubuntu: apt-get install bubblewrap)' }),
    docker: () => ({ ok: false, detail: 'the docker daemon does not answer (connection refused)' }),
  },
});
const bwrapOnly = createSandboxExtension({
  probes: { bubblewrap: () => ({ ok: true, detail: 'bubblewrap 0.8.0 at /usr/bin/bwrap', path: '/usr/bin/bwrap' }), docker: () => ({ ok: false, detail: 'docker is not installed' }) },
});
const SHELL = '[tools]\noptional = ["shell"]\n';
const STDIO = `[[mcp.servers]]\nname = "files"\ncommand = "${process.execPath}"\n`;

t.test('no sandbox: the shell and a stdio MCP server are refused at load, naming the fix', async (t) => {
  const shell = await validateConfig({ toml: SHELL, extensions: [none] });
  t.equal(shell.code, 'SVC_ERR_CONFIG_INVALID');
  t.match(shell.problems, [{ path: 'tools.optional', message: /runs commands only in a sandbox: no sandbox can be had here: bwrap is not installed.*docker daemon does not answer.*runtime\.kind = "native"/ }]);
  const byReach = await validateConfig({ toml: '[tools]\noptional = ["*", "@process"]\n', extensions: [none] });
  t.match(byReach.problems, [{ path: 'tools.optional' }], 'a reach that names the shell counts');
  const mcp = await validateConfig({ toml: STDIO, extensions: [none] });
  t.match(mcp.problems, [{ path: 'mcp.servers[0].command', message: /a stdio server runs only in a sandbox/ }]);
  t.ok((await validateConfig({ toml: '', extensions: [none] })).ok, 'without the shell or a stdio server, nothing is refused');
  t.ok((await validateConfig({ toml: `${SHELL}${STDIO}[runtime]\nkind = "native"\n`, extensions: [none] })).ok, 'the explicit opt-out loads');
  t.ok((await validateConfig({ toml: SHELL, extensions: [bwrapOnly] })).ok, 'bubblewrap there: the shell loads');
});

t.test('an adapter named but not working is exit 78; SVC_ names are never passed through', async (t) => {
  const docker = await validateConfig({ toml: '[runtime]\nkind = "docker"\n', extensions: [bwrapOnly] });
  t.match(docker.problems, [{ path: 'runtime.kind', message: /^runtime\.kind = "docker" but docker is not installed; install or start it/ }]);
  const bwrap = await validateConfig({ toml: '[runtime]\nkind = "bubblewrap"\n', extensions: [none] });
  t.match(bwrap.problems, [{ path: 'runtime.kind', message: /bwrap is not installed/ }]);
  const pass = await validateConfig({ toml: '[runtime]\nenv_passthrough = ["LANG", "SVC_providers__models__openai__x__api_key", "A B"]\n', extensions: [bwrapOnly] });
  t.same(pass.problems.map((p) => p.path), ['runtime.env_passthrough.1', 'runtime.env_passthrough.2']);
  const kind = await validateConfig({ toml: '[runtime]\nkind = "firejail"\n', extensions: [bwrapOnly] });
  t.match(kind.problems, [{ path: 'runtime.kind' }]);
});

t.test('the real CLI: runtime.kind = "docker" without a docker daemon is exit 78', { skip: probeDocker().ok ? 'a docker daemon answers here' : false }, async (t) => {
  const dir = tempConfigDir(t, '[runtime]\nkind = "docker"\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78);
  t.match(r.stderr, /runtime\.kind: runtime\.kind = "docker" but (docker is not installed|the docker daemon does not answer)/);
});

t.test('the real CLI and daemon on a PATH without bwrap or docker: refused, then the opt-out shown by doctor and status', async (t) => {
  const dir = tempConfigDir(t, SHELL);
  const env = { SVC_CONFIG_DIR: dir, PATH: '/nonexistent' };
  const refused = await svc(['config', 'validate'], env);
  t.equal(refused.code, 78);
  t.match(refused.stderr, /tools\.optional: names the shell tool, which runs commands only in a sandbox: no sandbox can be had here: bwrap is not installed/);
  const started = await svc(['daemon'], env);
  t.equal(started.code, 78, 'the daemon does not start either');

  const optOut = tempConfigDir(t, `${SHELL}[runtime]\nkind = "native"\n`);
  const env2 = { SVC_CONFIG_DIR: optOut, PATH: '/nonexistent' };
  const doctor = await svc(['doctor', '--json'], env2);
  const finding = (JSON.parse(doctor.stdout) as { checks: { check: string }[] }).checks.find((f) => f.check === 'runtime.sandbox');
  t.match(finding, { status: 'warn', finding: /^tool processes run unsandboxed \(runtime\.kind = "native"\)/, fix: /apt-get install bubblewrap/ });
  const d = daemon(['daemon'], env2);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  t.match(d.lines.find((l) => l.ext === 'sandbox' && l.level === 40), { msg: /unsandboxed/ });
  const status = await svc(['status', '--json'], env2);
  t.match(JSON.parse(status.stdout).sections.sandbox, { kind: 'native', adapter: 'native', unsandboxed: true });
  const human = await svc(['status'], env2);
  t.match(human.stdout, /unsandboxed/);
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});
