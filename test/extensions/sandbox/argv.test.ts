// The adapters' command lines, read as they are built: mount order (a deeper path lands on top), the limit wrapper,
// and docker's flags from the spec's container settings (this machine has no docker daemon to run them against).
import t from 'tap';
import { bubblewrapArgs, dockerArgs, limitWrapper } from '../../../extensions/sandbox/argv.js';

const limits = { maxProcesses: 32, cpuSecs: 60, memoryMb: 512 };
const place = { workspace: '/home/svc/.svc/data/workspaces/default', cwd: '/home/svc/.svc/data/workspaces/default/src', hidden: ['/home/svc/.svc', '/home/svc/.svc/data'], network: false, command: '/bin/sh', args: ['-c', 'ls'] };
const bw = { memory_limit_mb: 512, mount_workspace: true, network: 'none' as const, read_only_rootfs: true };

t.test('bubblewrap: the config dir, then the data dir, then the workspace; no network; the wrapper sets the limits', async (t) => {
  const args = bubblewrapArgs(bw, limits, place, false);
  const mounts = args.join(' ');
  t.match(mounts, /--unshare-user .*--unshare-net --ro-bind \/ \/ --dev \/dev --proc \/proc --tmpfs \/tmp --tmpfs \/run --tmpfs \/home\/svc\/\.svc --tmpfs \/home\/svc\/\.svc\/data --bind (\S+) \1 --chdir \/home\/svc\/\.svc\/data\/workspaces\/default\/src --/);
  t.ok(args.includes('--cap-drop') && args.includes('--die-with-parent') && args.includes('--unshare-pid'));
  t.same(args.slice(args.indexOf('--') + 1), [...limitWrapper(limits, 'd'), '/bin/sh', '-c', 'ls']);
  t.match(limitWrapper(limits, 'd')[2], /^\{ ulimit -u 32 2>\/dev\/null \|\| ulimit -p 32; \} \|\| \{ .* exit 126; \}; ulimit -t 60 \|\| exit 126; ulimit -d 524288 \|\| exit 126; exec "\$@"$/);
  const root = bubblewrapArgs({ ...bw, read_only_rootfs: false, mount_workspace: false }, { ...limits, cpuSecs: null }, { ...place, network: true }, true);
  t.notOk(root.includes('--unshare-user') || root.includes('--unshare-net'), 'as root no user namespace; network allowed');
  t.match(root.join(' '), /--bind \/ \/ .*--tmpfs \/run .*--ro-bind-try \/run\/systemd\/resolve \/run\/systemd\/resolve .*--chdir \/tmp --/);
  t.notOk(root.join(' ').includes(`--bind ${place.workspace}`), 'no workspace when mount_workspace is false');
});

t.test('docker: the container settings, a pids limit, the uid, the workspace at /workspace, env by name only', async (t) => {
  const settings = { cpu_limit: 0.5, image: 'alpine:3.20', memory_limit_mb: 256, mount_workspace: true, network: 'none', read_only_rootfs: true };
  const args = dockerArgs(settings, limits, place, { name: 'svc-sandbox-x', interactive: true, envNames: ['HOME', 'LANG'], user: '1000:1000' });
  t.same(args, [
    'run', '--rm', '--name', 'svc-sandbox-x', '--init', '--cap-drop', 'ALL', '--security-opt', 'no-new-privileges', '--pids-limit', '32', '-i',
    '--network', 'none', '--read-only', '--tmpfs', '/tmp', '--memory', '256m', '--cpus', '0.5', '--ulimit', 'cpu=60:60', '--user', '1000:1000',
    '--volume', `${place.workspace}:/workspace:rw`, '--workdir', '/workspace/src', '--env', 'HOME', '--env', 'LANG', 'alpine:3.20', '/bin/sh', '-c', 'ls',
  ]);
  const open = dockerArgs({ ...settings, cpu_limit: null, memory_limit_mb: null, read_only_rootfs: false, mount_workspace: false }, { ...limits, cpuSecs: null }, { ...place, network: true }, { name: 'n', interactive: false, envNames: [], user: null });
  t.match(open.join(' '), /--network bridge --workdir \/tmp alpine:3\.20/, 'a server allowed the network gets bridge; nothing else set');
});

t.test('bubblewrap: an installation under /tmp is bound back read-only, unless it holds a hidden directory', async (t) => {
  const under = { ...place, hidden: ['/tmp/svc-conf'], readOnly: ['/tmp/svc-install'] };
  t.match(bubblewrapArgs(bw, limits, under, false).join(' '), /--tmpfs \/tmp .*--ro-bind \/tmp\/svc-install \/tmp\/svc-install/);
  const holding = { ...place, hidden: ['/tmp/svc-install/.svc'], readOnly: ['/tmp/svc-install'] };
  t.notMatch(bubblewrapArgs(bw, limits, holding, false).join(' '), /--ro-bind \/tmp\/svc-install/, 'the installation is the config directory\'s parent: not bound');
  t.notMatch(bubblewrapArgs(bw, limits, { ...place, readOnly: ['/opt/svc'] }, false).join(' '), /--ro-bind \/opt\/svc/, 'outside /tmp and /run: nothing to bind back');
});
