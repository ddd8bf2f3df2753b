// `svc doctor`: the kernel's own checks (config, file modes, free space, the daemon, Node) and every check extensions add
// through doctorPoint (providers, listeners, TLS, …), each finding with what to do; exit 1 when one fails.
import { existsSync, lstatSync, readdirSync, readFileSync, statfsSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, EXIT, SvcError } from '../kernel/errors.js';
import type { ExtensionHost } from '../kernel/host.js';
import type { DaemonStatus } from '../kernel/status.js';
import type { CommandContext, ConfigObject, Paths } from '../kernel/types.js';
import type { DoctorFinding } from '../kernel/doctor.js';
import { packageRoot } from '../lib/version.js';
import { pidAlive } from '../lib/fs/process.js';
import type { Session } from '../runner/boot.js';
import { LOCK_FILE } from '../runner/lock.js';
import { PROOF_DIR } from '../runner/peer-proof.js';

/** Free space under which the data directory fails (the stores and the persisted log stop fitting), and warns. */
export const DISK_FAIL_BYTES = 100 * 1024 * 1024;
export const DISK_WARN_BYTES = 1024 * 1024 * 1024;
/** Time one check (an extension's, or the daemon's status) may take. */
const CHECK_MS = 30_000;
/** Entries of the data directory looked at, at most (its depth is bounded too). */
const MAX_ENTRIES = 2000;
const SECRET_KEY_FILE = '.secret_key';

/** What `svc doctor --json` prints. */
export interface DoctorReport {
  /** False when a check failed (exit 1); warnings pass. */
  readonly ok: boolean;
  readonly summary: { readonly ok: number; readonly warn: number; readonly fail: number };
  readonly checks: readonly DoctorFinding[];
}

function mib(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GiB` : `${Math.round(bytes / 1024 ** 2)} MiB`;
}

function octal(mode: number): string {
  return `0${(mode & 0o777).toString(8)}`;
}

/** The config: it loads (every problem listed), and what it writes that does not run (each a failure: it promises). */
function configChecks(session: Session): { findings: DoctorFinding[]; config: ConfigObject | undefined } {
  const findings: DoctorFinding[] = [];
  for (const w of session.warnings) findings.push({ check: `config.env.${w.variable}`, status: 'warn', finding: w.msg, fix: `unset ${w.variable}` });
  let config: ConfigObject;
  try {
    config = session.config();
  } catch (err) {
    const problems = err instanceof SvcError ? err.problems : [];
    const detail = problems.length ? problems.map((p) => `${p.path ? `${p.path}: ` : ''}${p.message}`).join('; ') : describe(err);
    const first = problems.find((p) => p.path)?.path;
    findings.push({
      check: 'config',
      status: 'fail',
      finding: `${session.paths.configFile} does not load: ${session.logRoot.scrub(detail)}`,
      fix: first ? `svc config set ${first} VALUE (or edit ${session.paths.configFile}); svc config validate shows every problem` : `svc config validate; fix ${session.paths.configFile}`,
    });
    return { findings, config: undefined };
  }
  findings.push({
    check: 'config',
    status: 'ok',
    finding: session.configFileExists ? `${session.paths.configFile} is valid` : `no ${session.paths.configFile}: every default applies`,
  });
  for (const path of session.inertPaths) {
    const variable = session.envOverrides.get(path);
    findings.push({
      check: `config.inert.${path}`,
      status: 'fail',
      finding: `${path} is set${variable ? ` (by ${variable})` : ''} but does not run yet: it has no effect`,
      fix: variable ? `unset ${variable}` : `remove ${path} from ${session.paths.configFile} (svc config inert lists what does not run)`,
    });
  }
  return { findings, config };
}

/** A file or directory that is not private to this user: one failure with the command that fixes it. */
function modeProblem(path: string, stat: Stats, check: string, uid: number | undefined): DoctorFinding | undefined {
  const want = stat.isDirectory() ? 0o700 : 0o600;
  if (uid !== undefined && stat.uid !== uid) {
    return { check, status: 'fail', finding: `${path} belongs to uid ${stat.uid}, not to the user svc runs as (uid ${uid})`, fix: `chown ${uid} ${path}` };
  }
  if (stat.mode & 0o077) {
    return { check, status: 'fail', finding: `${path} is ${octal(stat.mode)}: group or others can ${stat.isDirectory() ? 'enter' : 'read'} it`, fix: `chmod ${octal(want)} ${path}` };
  }
  return undefined;
}

/** config.toml, the secret key, the data directory and what it holds (two levels deep; workspaces' contents are the agents'). */
function fileChecks(paths: Paths): DoctorFinding[] {
  const uid = process.getuid?.();
  const findings: DoctorFinding[] = [];
  let looked = 0;
  const check = (path: string, name: string): void => {
    let stat: Stats;
    try {
      stat = lstatSync(path);
    } catch {
      return;
    }
    if (stat.isSymbolicLink()) return;
    looked += 1;
    const problem = modeProblem(path, stat, name, uid);
    if (problem) findings.push(problem);
  };
  check(paths.configFile, 'files.config');
  check(join(paths.configDir, SECRET_KEY_FILE), 'files.secret_key');
  // The control socket's proof directory is meant to be 1733 (sticky, others may create a file but not list, rename or
  // delete another's): peers prove their uid there. Anything else there is a fault; its short-lived files are not looked at.
  const proofDir = (path: string): void => {
    let stat: Stats;
    try {
      stat = lstatSync(path);
    } catch {
      return;
    }
    looked += 1;
    const name = `files.${PROOF_DIR}`;
    if (uid !== undefined && stat.uid !== uid) findings.push({ check: name, status: 'fail', finding: `${path} belongs to uid ${stat.uid}, not to the user svc runs as (uid ${uid})`, fix: `rm -r ${path} (the daemon makes it again)` });
    else if (stat.isSymbolicLink() || !stat.isDirectory() || (stat.mode & 0o7777) !== 0o1733) findings.push({ check: name, status: 'fail', finding: `${path} is not the 1733 directory the daemon makes for uid proofs (${octal(stat.mode)})`, fix: `rm -r ${path} (the daemon makes it again)` });
  };
  const walk = (dir: string, depth: number): void => {
    check(dir, `files.${relative(paths.dataDir, dir) || 'data_dir'}`);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (looked >= MAX_ENTRIES) return;
      const path = join(dir, e.name);
      if (e.isDirectory() && depth === 0 && e.name === PROOF_DIR) {
        proofDir(path);
        continue;
      }
      if (e.isDirectory()) {
        if (depth < 2 && relative(paths.dataDir, dir) !== 'workspaces') walk(path, depth + 1);
        else check(path, `files.${relative(paths.dataDir, path)}`);
      } else if (e.isFile() || e.isSocket()) check(path, `files.${relative(paths.dataDir, path)}`);
    }
  };
  if (existsSync(paths.dataDir)) walk(paths.dataDir, 0);
  if (!findings.length) {
    findings.push({ check: 'files', status: 'ok', finding: `${looked} files and directories (config.toml, the secret key, the data directory and its stores) are private (0600 files, 0700 directories) and yours` });
  }
  return findings;
}

function diskCheck(dataDir: string): DoctorFinding {
  let dir = dataDir;
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  const fs = statfsSync(dir);
  const free = fs.bavail * fs.bsize;
  const finding = `${mib(free)} free on the file system of ${dataDir}`;
  if (free < DISK_FAIL_BYTES) return { check: 'disk', status: 'fail', finding: `${finding} (under ${mib(DISK_FAIL_BYTES)}: stores and the log stop fitting)`, fix: `free space on that file system, or move the data directory (SVC_DATA_DIR)` };
  if (free < DISK_WARN_BYTES) return { check: 'disk', status: 'warn', finding: `${finding} (under ${mib(DISK_WARN_BYTES)})`, fix: 'free space on that file system (svc backup and old logs are the usual candidates)' };
  return { check: 'disk', status: 'ok', finding };
}

/** The daemon on this data directory: its status over the control socket, or why there is none. */
async function daemonCheck(ctx: CommandContext, dataDir: string): Promise<{ finding: DoctorFinding; status: DaemonStatus | undefined }> {
  let status: DaemonStatus | undefined;
  let why = '';
  try {
    status = (await Promise.race([ctx.control('daemon.status'), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CHECK_MS} ms`)), CHECK_MS).unref())])) as DaemonStatus;
  } catch (err) {
    why = describe(err);
  }
  if (status) {
    const failed = status.extensions.filter((e) => e.state === 'failed' || e.crashes > 0 || e.last_error);
    const base = `running: pid ${status.pid}, ${status.phase}, up ${Math.round(status.uptime_ms / 1000)} s, ${status.listeners.length} listener${status.listeners.length === 1 ? '' : 's'}`;
    if (status.phase !== 'ready') return { status, finding: { check: 'daemon', status: 'warn', finding: `${base}: not ready`, fix: 'svc status (again in a moment); svc logs --level warn' } };
    if (failed.length) {
      const what = failed.map((e) => `${e.name}${e.last_error ? ` (last error: ${e.last_error.msg})` : e.crashes ? ` (${e.crashes} crashes)` : ''}`).join(', ');
      return { status, finding: { check: 'daemon', status: 'warn', finding: `${base}; extensions with errors: ${what}`, fix: 'svc logs --level error' } };
    }
    return { status, finding: { check: 'daemon', status: 'ok', finding: base } };
  }
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()) || undefined;
  } catch {
    holder = undefined;
  }
  if (holder !== undefined && pidAlive(holder)) {
    return { status, finding: { check: 'daemon', status: 'fail', finding: `pid ${holder} holds ${join(dataDir, LOCK_FILE)} but its control socket does not answer (${why})`, fix: `svc logs -n 50; if it hangs: kill ${holder}, then svc daemon` } };
  }
  return { status, finding: { check: 'daemon', status: 'warn', finding: 'not running', fix: 'svc daemon (or systemctl start svc)' } };
}

function nodeCheck(): DoctorFinding {
  const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const range = pkg.engines?.node;
  const have = process.versions.node;
  if (!range) return { check: 'node', status: 'ok', finding: `Node ${have}` };
  const require = createRequire(import.meta.url);
  const satisfies = require('semver/functions/satisfies') as (v: string, r: string) => boolean;
  if (!satisfies(have, range)) return { check: 'node', status: 'fail', finding: `Node ${have} is outside ${range} (package.json engines)`, fix: `install a Node release in ${range}` };
  return { check: 'node', status: 'ok', finding: `Node ${have} satisfies ${range}` };
}

/** Runs every check: the kernel's, then each extension's (in parallel, each bounded); a check that throws is a failure. */
export async function runDoctor(ctx: CommandContext, session: Session, host: ExtensionHost): Promise<DoctorReport> {
  const { paths } = session;
  const { findings: configFindings, config } = configChecks(session);
  const findings: DoctorFinding[] = [...configFindings, ...fileChecks(paths), diskCheck(paths.dataDir)];
  const daemon = await daemonCheck(ctx, paths.dataDir);
  findings.push(daemon.finding, nodeCheck());
  if (config) {
    const results = await Promise.all(
      host.doctorChecks.map(async ({ check, owner }) => {
        const signal = AbortSignal.timeout(CHECK_MS);
        try {
          return await Promise.race([
            check.run({ config, paths, daemon: daemon.status, signal }),
            new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error(`no result within ${CHECK_MS / 1000} s`)), { once: true })),
          ]);
        } catch (err) {
          return [{ check: check.name, status: 'fail', finding: `the check of extension "${owner}" failed: ${describe(err)}`, fix: 'svc logs --level error; report it if it persists' }] satisfies DoctorFinding[];
        }
      }),
    );
    for (const list of results) findings.push(...list);
  } else {
    findings.push({ check: 'extensions', status: 'warn', finding: 'the checks of extensions (providers, listeners, TLS) need a config that loads: not run', fix: 'fix the config, then svc doctor again' });
  }
  const scrubbed = findings.map((f) => ({ ...f, finding: session.logRoot.scrub(f.finding), ...(f.fix ? { fix: session.logRoot.scrub(f.fix) } : {}) }));
  const count = (s: DoctorFinding['status']) => scrubbed.filter((f) => f.status === s).length;
  const summary = { ok: count('ok'), warn: count('warn'), fail: count('fail') };
  return { ok: summary.fail === 0, summary, checks: scrubbed };
}

const LABEL = { ok: 'ok  ', warn: 'WARN', fail: 'FAIL' } as const;

/** `svc doctor` for people: one line per finding, its fix indented below, a summary first. */
export function doctorText(r: DoctorReport): string {
  const width = Math.min(40, Math.max(0, ...r.checks.map((c) => c.check.length))) + 2;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lines = [`svc doctor: ${plural(r.checks.length, 'check')}, ${r.summary.ok} ok, ${plural(r.summary.warn, 'warning')}, ${plural(r.summary.fail, 'failure')}`, ''];
  for (const c of r.checks) {
    lines.push(`${LABEL[c.status]}  ${c.check.padEnd(width)}${c.finding}${c.latency_ms !== undefined ? ` (${c.latency_ms} ms)` : ''}`);
    if (c.fix) lines.push(`      ${' '.repeat(width)}fix: ${c.fix}`);
  }
  return `${lines.join('\n')}\n`;
}

export function registerDoctorCommand(host: ExtensionHost, session: () => Session): void {
  host.addCommand({
    name: 'doctor',
    summary: 'Check the config, file modes, free space, model providers, listeners, TLS, the daemon and Node; say what to do (exit 1 when a check fails)',
    needs: 'schema',
    options: { json: { type: 'boolean', description: 'Print {"ok", "summary": {"ok", "warn", "fail"}, "checks": [{check, status, finding, fix?, latency_ms?}]}' } },
    run: async (ctx) => {
      const report = await runDoctor(ctx, session(), host);
      ctx.stdout.write(ctx.options.json ? `${JSON.stringify(report, null, 2)}\n` : doctorText(report));
      return report.ok ? EXIT.ok : EXIT.runtime;
    },
  });
}
