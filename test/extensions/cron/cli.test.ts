// `svc cron` through the real CLI: add, list, history, remove, run without a daemon, and the usage errors.
import t from 'tap';
import { svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

t.test('svc cron add, list, history, remove; declared jobs listed and protected', async (t) => {
  const dir = tempConfigDir(t, '[cron.nightly]\ncommand = "echo n"\nschedule = { kind = "cron", expr = "0 3 * * *", tz = "Europe/Berlin" }\n');
  const env = { SVC_CONFIG_DIR: dir };
  const add = await svc(['cron', 'add', '--id', 'ping', '--every', '60000', '--shell', 'echo pong'], env);
  t.same([add.code, add.stdout], [0, 'added ping\n'], add.stderr);
  const dup = await svc(['cron', 'add', '--id', 'ping', '--every', '60000', '--shell', 'echo pong'], env);
  t.equal(dup.code, 2);
  t.match(dup.stderr, /a cron job already has the id "ping"/);
  const list = await svc(['cron', 'list', '--json'], env);
  t.equal(list.code, 0, list.stderr);
  const jobs = JSON.parse(list.stdout).jobs as { id: string; source: string; pending?: boolean }[];
  t.match(jobs, [{ id: 'nightly', source: 'declarative', pending: true }, { id: 'ping', source: 'imperative', job_type: 'shell', command: 'echo pong' }]);
  const text = await svc(['cron', 'list'], env);
  t.match(text.stdout, /^nightly {2}declarative {2}shell {2}cron 0 3 \* \* \* \(Europe\/Berlin\) {2}not synced yet/m);
  const history = await svc(['cron', 'history', 'ping', '--json'], env);
  t.same([history.code, JSON.parse(history.stdout)], [0, { runs: [] }]);
  const run = await svc(['cron', 'run', 'ping'], env);
  t.equal(run.code, 1, 'no daemon runs');
  t.match(run.stderr, /daemon/);
  const removed = await svc(['cron', 'remove', 'ping'], env);
  t.same([removed.code, removed.stdout], [0, 'removed ping\n']);
  const again = await svc(['cron', 'remove', 'ping'], env);
  t.equal(again.code, 2);
  t.match(again.stderr, /no cron job has the id "ping"/);
});

t.test('svc cron add refuses bad schedules and combinations with exit 2', async (t) => {
  const env = { SVC_CONFIG_DIR: tempConfigDir(t) };
  const cases: [string[], RegExp][] = [
    [['--id', 'a', '--cron', '* * * *', '--shell', 'x'], /--cron: /],
    [['--id', 'a', '--cron', '* * * * *', '--tz', 'Mars/Olympus', '--shell', 'x'], /--tz: .*Mars\/Olympus/],
    [['--id', 'a', '--every', '0', '--shell', 'x'], /--every must be a positive integer/],
    [['--id', 'a', '--at', 'tomorrow', '--shell', 'x'], /--at: /],
    [['--id', 'a', '--every', '10', '--cron', '* * * * *', '--shell', 'x'], /exactly one of --cron, --every, --at/],
    [['--id', 'a', '--every', '10'], /exactly one of --shell, --prompt/],
    [['--id', 'Bad-Id', '--every', '10', '--shell', 'x'], /--id is required and follows the alias grammar/],
    [['--id', 'a', '--every', '10', '--prompt', 'p', '--channel', 'webhook.none'], /names no configured channel/],
  ];
  for (const [args, why] of cases) {
    const r = await svc(['cron', 'add', ...args], env);
    t.equal(r.code, 2, args.join(' '));
    t.match(r.stderr, why, args.join(' '));
  }
});

t.test('an invalid declared schedule is a configuration error (78) naming the path', async (t) => {
  const dir = tempConfigDir(t, '[cron.bad]\ncommand = "x"\nschedule = { kind = "cron", expr = "61 * * * *" }\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78);
  t.match(r.stderr, /cron\.bad\.schedule\.expr/);
});

t.test('cron remove says what it does: a declared job is refused, as its --help says', async (t) => {
  const dir = tempConfigDir(t, '[cron.nightly]\ncommand = "echo n"\nschedule = { kind = "cron", expr = "0 3 * * *" }\n');
  const env = { SVC_CONFIG_DIR: dir };
  const help = await svc(['cron', 'remove', '--help'], env);
  t.match(help.stdout, /declared in config\.toml as \[cron\.<id>\] is refused/);
  // Listed as pending before any daemon synced it: still refused by name, not "unknown".
  t.match((await svc(['cron', 'list'], env)).stdout, /nightly/);
  const r = await svc(['cron', 'remove', 'nightly'], env);
  t.equal(r.code, 2);
  t.match(r.stderr, /declared in config\.toml as \[cron\.nightly\]; remove it there/);
});
