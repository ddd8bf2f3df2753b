// `svc logs` on a real daemon: the persisted log holds the lines the daemon prints (secrets scrubbed), 0600 in a 0700
// directory, bounded by log_persistence_max_bytes across its rotated segments; the filters and -f across a rotation.
import t from 'tap';
import { spawn } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cleanEnv, daemon, SVC, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';
import { segmentsOldestFirst } from '../../../lib/fs/rotating-file.js';

const CANARY = 'canary-logfile-4c1f9e0d7b';
const MAX_BYTES = 40_000;

/** A third-party extension with a secret field that it logs, and a command that makes the daemon log `n` lines. */
const FIXTURE = `
const CONTROL = { id: 'kernel.control' };
export default {
  name: 'canary',
  version: '1.0.0',
  sections: {
    canary: {
      type: 'object', title: 'CanaryConfig', description: 'A secret to leak.', additionalProperties: false, default: {},
      properties: { token: { type: ['string', 'null'], description: 'The secret.', default: null, 'x-secret': true } },
    },
  },
  apply(kernel) {
    const log = kernel.logger;
    let token = null;
    kernel.hooks.configValidated.tap('canary', (config) => { token = config.canary.token; });
    kernel.hooks.start.tapPromise('canary', async () => { log.info({ token }, 'the token is ' + token); });
    kernel.use(CONTROL).register('canary.spam', (args) => {
      for (let i = 0; i < args.n; i++) log.warn({ i, pad: 'p'.repeat(200) }, 'spam');
      log.info({ n: args.n }, 'spam done ' + args.tag);
      return { ok: true };
    });
    kernel.addCommand({
      name: 'canary spam', summary: 'Makes the daemon log lines', usage: 'N TAG', positionals: { min: 2, max: 2 },
      run: async (ctx) => { await ctx.control('canary.spam', { n: Number(ctx.positionals[0]), tag: ctx.positionals[1] }); },
    });
  },
};
`;

t.test('svc logs reads what the daemon wrote, filters it, follows it across a rotation, and the file stays bounded', async (t) => {
  const dir = tempConfigDir(t, `extensions = ["./canary.mjs"]\n\n[canary]\ntoken = "${CANARY}"\n\n[observability]\nlog_persistence_max_bytes = ${MAX_BYTES}\nlog_persistence_retention_max_files = 2\n`);
  writeFileSync(join(dir, 'canary.mjs'), FIXTURE);
  const env = { SVC_CONFIG_DIR: dir };
  const file = join(dir, 'data', 'state', 'runtime-trace.jsonl');
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  await waitFor(() => readFileSync(file, 'utf8').includes('"msg":"ready"'), 'the ready line in the persisted log');

  t.equal(statSync(file).mode & 0o777, 0o600, 'the log file is 0600');
  t.equal(statSync(dirname(file)).mode & 0o777, 0o700, 'its directory is 0700');
  const text = readFileSync(file, 'utf8');
  t.notOk(text.includes(CANARY), 'the secret is not in the file');
  t.match(text, /the token is \[REDACTED\]/, 'the line that carried it is, scrubbed');
  const printed = d.lines.filter((l) => l.msg !== undefined).map((l) => JSON.stringify(l));
  const kept = text.trim().split('\n');
  t.same(kept, printed.slice(printed.length - kept.length), 'the file holds the lines the daemon printed, as printed');

  const all = await svc(['logs', '--json'], env);
  t.equal(all.code, 0, all.stderr);
  const lines = all.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  t.ok(lines.some((l) => l.msg === 'ready'), '--json prints the raw lines');

  const ext = await svc(['logs', '--ext', 'canary'], env);
  t.equal(ext.code, 0, ext.stderr);
  t.match(ext.stdout, /^\d{4}-\d\d-\d\dT[\d:.]+Z INFO  canary the token is \[REDACTED\] token=\[REDACTED\]\n$/, 'text: time level ext msg fields; one line of one extension');

  const spam = await svc(['canary', 'spam', '3', 'first'], env);
  t.equal(spam.code, 0, spam.stderr);
  await waitFor(() => readFileSync(file, 'utf8').includes('spam done first'), 'the spam in the file');
  const warn = await svc(['logs', '--level', 'warn', '--json'], env);
  const warned = warn.stdout.trim().split('\n').map((l) => JSON.parse(l) as { level: number; msg: string });
  t.equal(warned.filter((l) => l.msg === 'spam').length, 3);
  t.ok(warned.every((l) => l.level >= 40), '--level warn keeps warn and above');

  t.equal((await svc(['logs', '--since', '2099-01-01'], env)).stdout, '', 'nothing after a future time');
  t.match((await svc(['logs', '--since', '1h', '--ext', 'canary', '-n', '1'], env)).stdout, /^\S+ INFO  canary spam done first n=3\n$/, '--since, --ext and --lines together');
  for (const bad of [['--since', '5'], ['--level', 'loud'], ['--lines', '-3']]) {
    const r = await svc(['logs', ...bad], env);
    t.equal(r.code, 2, `${bad.join(' ')} is a usage error`);
  }

  // -f: follows new lines, across rotations (the writes below are several times the size of a segment).
  const follower = spawn(process.execPath, [SVC, 'logs', '-f', '--ext', 'canary', '-n', '0'], { env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  t.teardown(() => void follower.kill('SIGKILL'));
  let followed = '';
  follower.stdout.on('data', (c) => (followed += c));
  const followerExit = new Promise<number | null>((r) => follower.on('close', (code) => r(code)));
  await waitFor(() => followed.includes('spam done first'), 'the follower printing what was there');
  for (let round = 0; round < 4; round++) t.equal((await svc(['canary', 'spam', '60', `round${round}`], env)).code, 0);
  await waitFor(() => followed.includes('spam done round3'), 'the follower printing lines written after rotations', 15_000);
  t.equal(followed.match(/ WARN  canary spam /g)?.length, 3 + 4 * 60, 'every spam line once, none lost at a rotation');
  follower.kill('SIGINT');
  t.equal(await followerExit, 0, 'SIGINT ends -f with 0');

  const segments = segmentsOldestFirst(file);
  t.ok(segments.length > 1 && segments.length <= 3, `rotated, at most 2 old segments kept (${segments.length})`);
  const total = segments.reduce((n, p) => n + statSync(p).size, 0);
  t.ok(total <= MAX_BYTES + 1000, `the log stays within log_persistence_max_bytes (${total})`);
  for (const p of segments) t.equal(statSync(p).mode & 0o777, 0o600, `${p} is 0600`);

  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  const last = readFileSync(file, 'utf8').trim().split('\n').pop()!;
  t.equal((JSON.parse(last) as { msg: string }).msg, 'stopped', 'the last line kept is the daemon\'s last line');
});

t.test('svc logs without a log yet says so and exits 0', async (t) => {
  const dir = tempConfigDir(t, '');
  const r = await svc(['logs'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 0);
  t.equal(r.stdout, '');
  t.match(r.stderr, /no log at .*runtime-trace\.jsonl yet/);
});
