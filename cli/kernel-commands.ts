// The commands the kernel owns: daemon, status, doctor, config schema, config validate, extensions, extensions check.
import type { DaemonStatus } from '../kernel/status.js';
import { EXIT, kernelError } from '../kernel/errors.js';
import { runDaemon } from '../runner/daemon.js';
import type { Session } from '../runner/boot.js';
import type { ExtensionHost } from '../kernel/host.js';
import { schemaAt } from '../lib/config/path.js';
import { covers, inertPaths, inertSections, type InertPath } from '../lib/config/inert.js';
import type { JsonSchema } from '../kernel/types.js';
import { version } from '../lib/version.js';
import { registerDoctorCommand } from './doctor.js';

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function rawSections(session: Session, only?: string): Record<string, Record<string, JsonSchema>> {
  const out: Record<string, Record<string, JsonSchema>> = {};
  for (const claim of session.claims) {
    if (only && claim.path !== only) continue;
    (out[claim.extension] ??= {})[claim.path] = claim.schema;
  }
  return out;
}

export function registerKernelCommands(host: ExtensionHost, session: () => Session): void {
  registerDoctorCommand(host, session);
  host.addCommand({
    name: 'daemon',
    summary: 'Run every enabled extension until SIGINT or SIGTERM (logs to stdout)',
    needs: 'config',
    logsToStdout: true,
    run: (ctx) => runDaemon({ session: session(), logger: ctx.logger, version: version() }),
  });

  host.addCommand({
    name: 'status',
    summary: 'Show the running daemon: listeners, extensions and their last errors, pending restarts, approvals, next cron runs',
    options: { json: { type: 'boolean', description: 'Print the whole status as JSON (its fields: docs/guides/metrics.md)' } },
    run: async (ctx) => {
      const s = (await ctx.control('daemon.status')) as DaemonStatus;
      ctx.stdout.write(ctx.options.json ? json(s) : statusText(s));
    },
  });

  host.addCommand({
    name: 'config schema',
    summary: 'Print the merged JSON Schema of every loaded extension',
    needs: 'schema',
    options: {
      'no-merge': { type: 'boolean', description: 'Print {"<extension>": {"<section>": schema}} as each extension declares it' },
      section: { type: 'string', description: 'Only this dotted section path (svc extensions lists the sections of each extension)' },
    },
    run: async (ctx) => {
      const section = ctx.options.section as string | undefined;
      if (ctx.options['no-merge']) {
        const out = rawSections(session(), section);
        if (section && !Object.keys(out).length) throw kernelError('SVC_ERR_USAGE', `no loaded extension owns the section "${section}"`);
        ctx.stdout.write(json(out));
        return;
      }
      const node = section ? schemaAt(ctx.schema, section) : ctx.schema;
      if (!node) throw kernelError('SVC_ERR_USAGE', `the merged schema has no section "${section}"`);
      ctx.stdout.write(json(node));
    },
  });

  host.addCommand({
    name: 'config validate',
    summary: "Run the daemon's whole config load without starting anything (exit 0 or 78)",
    needs: 'config',
    run: async (ctx) => {
      const written = session().inertPaths;
      const idle = written.length ? `; ${written.length} written key${written.length === 1 ? '' : 's'} do${written.length === 1 ? 'es' : ''} not run yet (svc config inert lists them)` : '';
      ctx.stdout.write(`${ctx.paths.configFile}: valid (${host.ordered.length} extensions loaded)${idle}\n`);
    },
  });

  host.addCommand({
    name: 'config inert',
    summary: 'List every config path (section or key) that is accepted but does not run yet; * marks the ones the config writes',
    needs: 'config',
    options: { json: { type: 'boolean', description: 'Print {"paths": [{path, kind, extension, mode, written}], "written": [...]}' } },
    run: async (ctx) => {
      const report = inertReport(ctx.schema, session().inertPaths, (ext) => host.validatesOnly(ext));
      ctx.stdout.write(ctx.options.json ? json(report) : inertText(report));
    },
  });

  host.addCommand({
    name: 'extensions',
    summary: 'Print the load tree: each extension with its version, sections, hooks, points and apply time',
    options: { json: { type: 'boolean', description: 'Print the tree as JSON' } },
    run: async (ctx) => {
      const infos = host.extensionInfo();
      if (ctx.options.json) {
        ctx.stdout.write(json({ extensions: infos }));
        return;
      }
      if (!infos.length) ctx.stdout.write('no extensions loaded\n');
      for (const e of infos) {
        ctx.stdout.write(`${e.name} ${e.version} (${e.source}, applied in ${e.applyMs.toFixed(2)} ms)\n`);
        const deps = [...e.dependsOn, ...e.optionalDependsOn.map((d) => `${d} (optional)`)];
        ctx.stdout.write(`  depends on: ${deps.join(', ') || '-'}\n`);
        ctx.stdout.write(`  sections:   ${e.sections.join(', ') || '-'}\n`);
        ctx.stdout.write(`  hooks:      ${e.hooks.join(', ') || '-'}\n`);
        ctx.stdout.write(`  provides:   ${e.provides.join(', ') || '-'}\n`);
        ctx.stdout.write(`  uses:       ${e.uses.join(', ') || '-'}\n`);
      }
    },
  });

  host.addCommand({
    name: 'extensions check',
    summary: 'Apply one extension (a path or package) with the built-ins it needs in a fresh host; report what it registers and every problem (exit 0 or 78)',
    usage: 'PATH-OR-PACKAGE',
    positionals: { min: 1, max: 1 },
    options: { json: { type: 'boolean', description: 'Print the report as one JSON object' } },
    run: async (ctx) => {
      const arg = ctx.positionals[0]!;
      if (!arg.trim()) throw kernelError('SVC_ERR_USAGE', 'svc extensions check: PATH-OR-PACKAGE must not be empty');
      const { checkExtension, formatCheck } = await import('./extensions-check.js');
      const report = await checkExtension(arg, { host, claims: session().claims, cwd: process.cwd(), importModule: session().importModule });
      ctx.stdout.write(ctx.options.json ? json(report) : formatCheck(report));
      return report.ok ? EXIT.ok : EXIT.config;
    },
  });
}

/** What `svc config inert --json` prints. */
export interface InertReport {
  readonly paths: readonly (InertPath & { readonly written: readonly string[] })[];
  /** Every path the config writes that does not run yet. */
  readonly written: readonly string[];
}

/** Every path that does not run yet, each with the concrete paths the config writes under it. */
export function inertReport(schema: JsonSchema, written: readonly string[], inertOwner: (extension: string) => boolean): InertReport {
  const marked = inertPaths(schema);
  // A section of an extension that runs nothing, without a mark of its own, is not running either (unless its keys are
  // listed one by one because it holds a running section).
  const sections = new Set(marked.map((p) => p.path));
  for (const path of inertSections(schema, inertOwner)) {
    if (!sections.has(path) && !marked.some((p) => covers(p.path, path) || covers(path, p.path))) {
      const node = schemaAt(schema, path)!;
      marked.push({ path, mode: 'warn', extension: node['x-extension'] as string, kind: 'section' });
    }
  }
  marked.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { paths: marked.map((p) => ({ ...p, written: written.filter((w) => covers(p.path, w)) })), written };
}

const MODE_TEXT: Record<string, string> = {
  warn: 'accepted, no effect',
  refuse: 'accepted, no effect; enabled = true is refused',
  'refuse-entries': 'refused if written',
  unused: 'accepted, no effect',
};

/** `svc config inert` for people: one row per path, `*` where the config writes it, then the written paths. */
export function inertText(r: InertReport): string {
  const width = Math.max(0, ...r.paths.map((p) => p.path.length)) + 2;
  const kindWidth = 9;
  const ownerWidth = Math.max(0, ...r.paths.map((p) => p.extension.length)) + 2;
  const lines = ['Legend: * written by config.toml or the environment', ''];
  for (const p of r.paths) {
    lines.push(`${p.written.length ? '*' : ' '} ${p.path.padEnd(width)}${p.kind.padEnd(kindWidth)}${p.extension.padEnd(ownerWidth)}${MODE_TEXT[p.mode]}`);
  }
  lines.push('', r.written.length ? `written, not running yet (${r.written.length}): ${r.written.join(', ')}` : 'written, not running yet: none');
  return `${lines.join('\n')}\n`;
}

/** `svc status` for people: the daemon, its listeners, pending restarts, extensions, then each section's lists. */
export function statusText(s: DaemonStatus): string {
  const lines = [`svc ${s.version} ${s.phase} (${s.mode}, pid ${s.pid}, up ${Math.round(s.uptime_ms / 1000)} s)`];
  const table = (rows: string[][]) => {
    const width = Math.max(0, ...rows.map((r) => r[0]!.length)) + 2;
    for (const r of rows) lines.push(`  ${r[0]!.padEnd(width)}${r.slice(1).join('  ')}`.trimEnd());
  };
  lines.push('listeners:');
  if (s.listeners.length) table(s.listeners.map((l) => [l.name, l.url]));
  else lines.push('  (none)');
  lines.push(s.restart_required.length ? `restart required to apply: ${s.restart_required.join(', ')}` : 'restart required: no');
  lines.push('extensions:');
  table(
    s.extensions.map((e) => [
      e.name,
      e.state.padEnd(11), // not_started
      e.start_ms === null ? '' : `started in ${e.start_ms} ms`,
      e.crashes ? `${e.crashes} crash${e.crashes === 1 ? '' : 'es'} contained` : '',
      e.last_error ? `last error ${e.last_error.time}: ${e.last_error.msg}${e.last_error.code ? ` (${e.last_error.code})` : ''}` : '',
    ]),
  );
  if (s.not_running) {
    const { sections, written } = s.not_running;
    lines.push(`sections without a runtime (${sections.length}): ${sections.join(', ') || 'none'}`);
    lines.push(written.length ? `config writes keys that do not run yet (${written.length}): ${written.join(', ')}` : 'config writes no key that does not run');
  }
  for (const [name, value] of Object.entries(s.sections)) {
    lines.push(`${name}:`);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      lines.push(`  ${JSON.stringify(value)}`);
      continue;
    }
    for (const [key, part] of Object.entries(value as Record<string, unknown>)) {
      if (!Array.isArray(part)) {
        lines.push(`  ${key}: ${typeof part === 'string' ? part : JSON.stringify(part)}`);
        continue;
      }
      lines.push(`  ${key}: ${part.length}`);
      for (const item of part) {
        const fields = item !== null && typeof item === 'object' ? Object.entries(item as Record<string, unknown>) : [['', item] as const];
        lines.push(`    ${fields.map(([k, v]) => `${k ? `${k}=` : ''}${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ')}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
