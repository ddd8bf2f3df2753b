// The bubblewrap adapter with the real bwrap: from inside, the secret key, the config and data directories, the
// daemon's SVC_ and provider variables, writes outside the workspace, 127.0.0.1 and a fork bomb are out of reach, and
// the memory and CPU-time limits hold; the same commands work on the workspace.
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import type { Logger } from '../../../kernel/index.js';
import type { RuntimeConfig, SpawnRequest } from '../../../extensions/sandbox/api.js';
import { pidsRoot, runsAsRoot } from '../../../extensions/sandbox/cgroup.js';
import { probeBubblewrap } from '../../../extensions/sandbox/probe.js';
import { cachedProbes, SandboxService } from '../../../extensions/sandbox/sandbox.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const KEY = 'a1'.repeat(32);
const silent = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent } as unknown as Logger;

const defaults = (): RuntimeConfig => ({
  kind: 'bubblewrap',
  env_passthrough: [],
  cpu_time_limit_secs: 60,
  max_processes: 16,
  bubblewrap: { memory_limit_mb: 512, mount_workspace: true, network: 'none', read_only_rootfs: true },
  docker: { cpu_limit: 1, image: 'alpine:3.20', memory_limit_mb: 512, mount_workspace: true, network: 'none', read_only_rootfs: true },
});

if (!probeBubblewrap().ok) {
  t.fail(`bwrap does not work on this machine: ${probeBubblewrap().detail}`);
} else {
  /** A config dir with its secret key, a data dir in it and a workspace in that, as svc lays them out; under /var/tmp, not
   *  the sandbox's private /tmp, so that only the hiding of the config and data directories keeps them out of sight. */
  function layout(tt: { teardown(fn: () => void): void }) {
    const dir = tempConfigDir(tt, '[providers.models.openai.home]\napi_key = "sk-inconfig"\n', '/var/tmp');
    writeFileSync(join(dir, '.secret_key'), KEY, { mode: 0o600 });
    const dataDir = join(dir, 'data');
    const workspace = join(dataDir, 'workspaces', 'default');
    mkdirSync(workspace, { recursive: true, mode: 0o700 });
    mkdirSync(join(dataDir, 'state'), { recursive: true });
    writeFileSync(join(dataDir, 'state', 'conversations.db'), 'private history');
    return { dir, dataDir, workspace };
  }

  const hostEnv = { PATH: process.env.PATH, LANG: 'C.UTF-8', SVC_providers__models__openai__home__api_key: 'sk-fromenv-0123', OPENAI_API_KEY: 'sk-native-4567', SVC_CONFIG_DIR: '/somewhere', SECRET_TOKEN: 'tok' };

  function service(tt: { teardown(fn: () => void): void }, over: Partial<RuntimeConfig> = {}) {
    const l = layout(tt);
    let settings = { ...defaults(), ...over };
    const access = Object.assign(() => settings, { of: () => settings });
    const box = new SandboxService(access, { configDir: l.dir, dataDir: l.dataDir, configFile: join(l.dir, 'config.toml') }, cachedProbes(), silent, hostEnv);
    /** Runs `sh -c script` in the sandbox; its output, exit code and signal. Killed after `ms`. */
    const run = (script: string, ms = 20_000, extra: Partial<SpawnRequest> = {}) =>
      new Promise<{ out: string; code: number | null; signal: string | null }>((resolve, reject) => {
        const proc = box.spawn({ command: '/bin/sh', args: ['-c', script], workspace: l.workspace, role: 'command', purpose: 'test', ...extra });
        let out = '';
        proc.child.stdout!.on('data', (d) => (out += d));
        proc.child.stderr!.on('data', (d) => (out += d));
        const timer = setTimeout(() => proc.kill('SIGKILL'), ms);
        proc.child.on('error', reject);
        proc.child.on('close', (code, signal) => (clearTimeout(timer), resolve({ out, code, signal })));
      });
    return { ...l, box, run, set: (o: Partial<RuntimeConfig>) => void (settings = { ...settings, ...o }) };
  }

  t.test('the secret key, config.toml and the data directory are not visible', async (t) => {
    const s = service(t);
    const r = await s.run(`cat ${s.dir}/.secret_key; cat ${s.dir}/config.toml; cat ${s.dataDir}/state/conversations.db`);
    t.notMatch(r.out, KEY, 'no key');
    t.notMatch(r.out, /sk-inconfig|private history/, 'no config, no state');
    t.match(r.out, new RegExp(`${s.dir}/.secret_key: No such file or directory`));
    const ls = await s.run(`ls -A ${s.dir} ${s.dataDir}`);
    t.equal(ls.out.replace(/\s+/g, ' ').trim(), `${s.dir}: data ${s.dataDir}: workspaces`, 'empty tmpfs over both, with the mount points of the workspace only');
    const run = await s.run('ls -A /run /var/run');
    t.equal(run.out.replace(/\s+/g, ' ').trim(), '/run: /var/run:', 'the host\'s sockets under /run (docker, dbus, databases) are not there');
  });

  t.test('the environment is the allowlist: no SVC_ value, no provider key', async (t) => {
    const s = service(t, { env_passthrough: ['SECRET_TOKEN'] });
    const r = await s.run('env');
    t.equal(r.code, 0);
    t.notMatch(r.out, /SVC_|sk-fromenv|sk-native|OPENAI_API_KEY|\/somewhere/);
    t.match(r.out, `HOME=${s.workspace}`);
    t.match(r.out, 'LANG=C.UTF-8');
    t.match(r.out, 'SECRET_TOKEN=tok', 'env_passthrough names pass');
  });

  t.test('writes outside the workspace fail; the same command works on the workspace', async (t) => {
    const s = service(t);
    const outside = join(s.dir, '..', `svc-sandbox-escape-${process.pid}`);
    t.teardown(() => void (existsSync(outside) && writeFileSync(outside, '')));
    const r = await s.run(`echo x > ${outside}; echo x > /etc/svc-escape; echo x > ${s.dir}/planted; echo x > ${s.dataDir}/planted; echo hello > note.txt && cat note.txt`);
    t.match(r.out, /Read-only file system/);
    t.notOk(existsSync(outside), 'nothing written beside the config dir on the host');
    t.notOk(existsSync('/etc/svc-escape'));
    t.notOk(existsSync(join(s.dir, 'planted')) || existsSync(join(s.dataDir, 'planted')), 'the tmpfs over the config and data dirs keeps nothing');
    t.match(r.out, /hello/);
    t.equal(readFileSync(join(s.workspace, 'note.txt'), 'utf8'), 'hello\n', 'the workspace is written on the host');
  });

  t.test('no network: a connection to a 127.0.0.1 listener fails, and none arrives', async (t) => {
    let accepted = 0;
    const server = createServer((c) => (accepted++, c.destroy()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t.teardown(() => void server.close());
    const port = (server.address() as AddressInfo).port;
    const s = service(t);
    const probe = `${process.execPath} -e "require('net').connect(${port}, '127.0.0.1').on('connect', () => { console.log('CONNECTED'); process.exit(0) }).on('error', (e) => { console.log('REFUSED', e.code); process.exit(3) })"`;
    const r = await s.run(probe);
    t.match(r.out, /REFUSED ECONNREFUSED/);
    t.equal(accepted, 0);
    s.set({ bubblewrap: { ...defaults().bubblewrap, network: 'host' } });
    const open = await s.run(probe);
    t.match(open.out, /CONNECTED/, 'network = "host" shares the host\'s network');
  });

  // As root the kernel ignores RLIMIT_NPROC: only a pids cgroup bounds it. Without one, never run it here.
  const unbounded = runsAsRoot() && !pidsRoot() ? 'root without a writable pids cgroup: the bomb would not be bounded' : false;
  t.test('a fork bomb is bounded by the process limit and ends with the sandbox', { skip: unbounded }, async (t) => {
    const s = service(t, { max_processes: 16 });
    const started = Date.now();
    const r = await s.run('bomb() { bomb | bomb & }; bomb; sleep 1; echo still-here', 15_000);
    t.match(r.out, /[Cc]annot fork|Resource temporarily unavailable/, 'forks were refused');
    t.ok(Date.now() - started < 15_000, 'it ended before the test\'s kill');
    if (runsAsRoot()) {
      const { readdirSync } = await import('node:fs');
      const { waitFor } = await import('../../helpers/wait.js');
      await waitFor(() => !readdirSync(pidsRoot()!).some((n) => n.startsWith(`svc-sandbox-${process.pid}-`)), 'the pids cgroup to be removed');
    }
  });

  t.test('the memory and CPU-time limits hold', async (t) => {
    const s = service(t, { cpu_time_limit_secs: 1, bubblewrap: { ...defaults().bubblewrap, memory_limit_mb: 64 } });
    const mem = await s.run(`${process.execPath} -e "const b = Buffer.alloc(200 * 1024 * 1024, 1); console.log('ALLOCATED', b.length)"`);
    t.notMatch(mem.out, /ALLOCATED/, 'a 200 MiB buffer is refused under 64 MiB');
    const started = Date.now();
    const cpu = await s.run('while :; do :; done', 20_000);
    // ulimit -t sets the hard limit too: past it the kernel sends SIGKILL (bwrap reports 128 + 9).
    t.ok(cpu.code === 128 + 9 || cpu.code === 128 + 24, `ended by the CPU-time limit (exit ${cpu.code})`);
    t.ok(Date.now() - started < 20_000, 'before the test\'s own kill');
  });

  t.test('a missing command is ENOENT, and a workspace holding the data directory is refused', async (t) => {
    const s = service(t);
    t.throws(() => s.box.spawn({ command: '/nonexistent/tool', args: [], workspace: s.workspace, role: 'command', purpose: 't' }), { message: 'spawn /nonexistent/tool ENOENT' });
    t.throws(() => s.box.spawn({ command: '/bin/true', args: [], workspace: s.dir, role: 'command', purpose: 't' }), { message: /holds .* which a sandboxed process may not see/ });
  });
}
