// The `svc sop` commands: list, validate and show read the definitions; run, approve and reject act on the daemon;
// runs and status ask the daemon, or read the run store when no daemon runs.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { SvcError, type CommandContext, type Kernel } from '../../kernel/index.js';
import type { SopConfig } from './config.generated.js';
import type { DispatchResult, RunRecord, SopSummary } from './api.js';
import { summary, type LoadResult } from './definitions.js';
import { SOP_ERRORS } from './errors.js';

export interface CommandDeps {
  /** The definitions of the last config load, even when that load failed because of them. */
  readonly definitions: () => LoadResult | undefined;
  readonly runStoreFile: (settings: SopConfig) => string;
  /** [sop] of the config that loads (the commands' own config; the daemon's when it runs). */
  readonly settings: () => SopConfig;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function load(ctx: CommandContext, deps: CommandDeps): LoadResult {
  let settings: SopConfig | undefined;
  try {
    settings = deps.settings();
  } catch (err) {
    if (!deps.definitions()) throw err;
  }
  const loaded = deps.definitions();
  if (!loaded) {
    if (settings && settings.sops_dir === null) throw new SvcError('SVC_ERR_SOP_OFF', 'the SOP engine is off: sop.sops_dir is not set', { registry: SOP_ERRORS });
    throw new SvcError('SVC_ERR_SOP_OFF', 'no SOP definitions were loaded', { registry: SOP_ERRORS });
  }
  return loaded;
}

function known(loaded: LoadResult, name: string): void {
  const names = new Set([...loaded.sops.map((s) => s.name), ...loaded.findings.map((f) => f.sop)]);
  if (!names.has(name)) throw new SvcError('SVC_ERR_SOP_UNKNOWN', `no SOP is named "${name}" in ${loaded.dir}`, { registry: SOP_ERRORS });
}

type ListRow = (SopSummary & { status: 'ok' }) | BrokenSop;

/** A SOP folder (or the sops_dir itself, name "") that does not load, with its first error and how many it has. */
interface BrokenSop {
  readonly name: string;
  readonly status: 'broken';
  readonly file: string;
  readonly error: string;
  readonly errors: number;
}

/** Broken SOPs are listed, not hidden: a SOP missing from the list looks like one that was never written. */
function broken(loaded: LoadResult): BrokenSop[] {
  const out = new Map<string, { name: string; status: 'broken'; file: string; error: string; errors: number }>();
  for (const f of loaded.findings) {
    if (f.level !== 'error') continue;
    const hit = out.get(f.sop);
    if (hit) hit.errors += 1;
    else out.set(f.sop, { name: f.sop, status: 'broken', file: f.file, error: f.message, errors: 1 });
  }
  return [...out.values()];
}

function describeRun(r: RunRecord): string {
  const done = r.steps.filter((s) => s.status === 'completed').length;
  return `${r.id}\t${r.sop}\t${r.status}\t${new Date(r.created_at).toISOString()}\tstep ${Math.min(r.current_step + 1, r.steps.length)}/${r.steps.length} (${done} done)`;
}

async function fromDaemonOrStore<T>(ctx: CommandContext, deps: CommandDeps, command: string, args: unknown, offline: (runs: RunRecord[]) => T): Promise<T> {
  try {
    return (await ctx.control(command, args)) as T;
  } catch (err) {
    if (!(err instanceof SvcError) || err.code !== 'SVC_ERR_NO_DAEMON') throw err;
  }
  const settings = deps.settings();
  const file = deps.runStoreFile(settings);
  if (!settings.persist_runs || !existsSync(file)) return offline([]);
  const { SqliteRunStore } = await import('./store.js');
  const store = await SqliteRunStore.open(file, { readonly: true });
  try {
    return offline(await store.list());
  } finally {
    await store.close();
  }
}

export function registerSopCommands(kernel: Kernel, deps: CommandDeps): void {
  kernel.addCommand({
    name: 'sop list',
    summary: 'The SOPs under sop.sops_dir: mode, admission policy, triggers (inactive ones marked), steps; broken ones with their first error',
    needs: 'schema',
    options: { json: { type: 'boolean', description: 'Print as JSON' } },
    run: async (ctx) => {
      const loaded = load(ctx, deps);
      const rows: ListRow[] = [...loaded.sops.map((def): ListRow => ({ ...summary(def), status: 'ok' })), ...broken(loaded)];
      rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      if (ctx.options.json) return void ctx.stdout.write(json({ sops: rows }));
      if (!rows.length) ctx.stdout.write(`no SOPs in ${loaded.dir}\n`);
      for (const r of rows) {
        if (r.status === 'broken') {
          const more = r.errors > 1 ? ` (and ${r.errors - 1} more: svc sop validate${r.name ? ` ${r.name}` : ''})` : '';
          ctx.stdout.write(`${r.name || '(sops_dir)'}\tbroken\t${basename(r.file)}: ${r.error}${more}\n`);
          continue;
        }
        const triggers = r.triggers.map((t) => `${t.type}${t.path ? ` ${t.path}` : ''}${t.expression ? ` "${t.expression}"` : ''}${t.active ? '' : ' (inactive)'}`);
        ctx.stdout.write(`${r.name}\t${r.execution_mode}\t${r.admission_policy}\t${triggers.join(', ') || 'no triggers'}\t${r.steps} step${r.steps === 1 ? '' : 's'}\n`);
      }
    },
  });

  kernel.addCommand({
    name: 'sop validate',
    summary: 'Check SOP definitions: errors exit 78, warnings alone exit 0',
    usage: '[NAME]',
    positionals: { min: 0, max: 1 },
    needs: 'schema',
    options: { json: { type: 'boolean', description: 'Print {"findings": [...]} as JSON' } },
    run: async (ctx) => {
      const loaded = load(ctx, deps);
      const name = ctx.positionals[0];
      if (name) known(loaded, name);
      const findings = loaded.findings.filter((f) => !name || f.sop === name);
      const checked = name ? 1 : new Set([...loaded.sops.map((s) => s.name), ...loaded.findings.map((f) => f.sop)]).size;
      const errors = findings.filter((f) => f.level === 'error').length;
      if (ctx.options.json) ctx.stdout.write(json({ findings }));
      else {
        for (const f of findings) ctx.stdout.write(`${f.sop || '(sops_dir)'}: ${f.level}: ${f.file}: ${f.message}\n`);
        ctx.stdout.write(`${checked} SOP${checked === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${findings.length - errors} warning${findings.length - errors === 1 ? '' : 's'}\n`);
      }
      return errors ? 78 : 0;
    },
  });

  kernel.addCommand({
    name: 'sop show',
    summary: 'One SOP: its settings, triggers and steps',
    usage: 'NAME',
    positionals: { min: 1, max: 1 },
    needs: 'schema',
    options: { json: { type: 'boolean', description: 'Print as JSON' } },
    run: async (ctx) => {
      const loaded = load(ctx, deps);
      const name = ctx.positionals[0]!;
      known(loaded, name);
      const def = loaded.sops.find((s) => s.name === name);
      if (!def) throw new SvcError('SVC_ERR_SOP_INVALID', `the SOP "${name}" does not validate; run svc sop validate ${name}`, { registry: SOP_ERRORS });
      if (ctx.options.json) return void ctx.stdout.write(json({ ...summary(def), priority: def.priority, cooldown_secs: def.cooldownSecs, max_concurrent: def.maxConcurrent, agent: def.agent, folder: def.folder, step_list: def.steps }));
      const out = [
        `${def.name} ${def.version}${def.description ? `: ${def.description}` : ''}`,
        `  folder:           ${def.folder}`,
        `  priority:         ${def.priority}`,
        `  execution mode:   ${def.executionMode}`,
        `  admission:        ${def.admissionPolicy}, at most ${def.maxConcurrent} at once, cooldown ${def.cooldownSecs} s`,
        `  agent:            ${def.agent ?? '(the default agent)'}`,
        '  triggers:',
        ...(def.triggers.length ? def.triggers.map((t) => `    - ${t.type}${t.path ? ` ${t.path}` : ''}${t.expression ? ` "${t.expression}"${t.tz ? ` (${t.tz})` : ''}` : ''}${t.active ? '' : ` (inactive: ${t.note})`}`) : ['    (none: svc sop run only)']),
        '  steps:',
        ...(def.steps.length
          ? def.steps.flatMap((s) => [
              `    ${s.number}. ${s.title}${s.requiresConfirmation ? ' [requires confirmation]' : ''}`,
              ...(s.body ? [`       ${s.body}`] : []),
              ...(s.tools.length ? [`       tools: ${s.tools.join(', ')}`] : []),
            ])
          : ['    (none: a run executes the description as one step)']),
      ];
      ctx.stdout.write(`${out.join('\n')}\n`);
    },
  });

  kernel.addCommand({
    name: 'sop run',
    summary: 'Start a run of one SOP now (manual trigger) on the running daemon',
    usage: 'NAME',
    positionals: { min: 1, max: 1 },
    options: {
      payload: { type: 'string', description: 'JSON payload for the run (default null)' },
      json: { type: 'boolean', description: 'Print the dispatch result as JSON' },
    },
    run: async (ctx) => {
      const result = (await ctx.control('sop.run', { name: ctx.positionals[0], payload: ctx.options.payload })) as DispatchResult;
      if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify(result)}\n`);
      ctx.stdout.write(`${result.sop}: ${result.status}${result.run_id ? ` ${result.run_id}` : ''}${result.reason ? ` (${result.reason})` : ''}\n`);
    },
  });

  for (const verb of ['approve', 'reject'] as const) {
    kernel.addCommand({
      name: `sop ${verb}`,
      summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a run that waits for approval (on the running daemon)`,
      usage: 'RUN_ID',
      positionals: { min: 1, max: 1 },
      run: async (ctx) => {
        const run = (await ctx.control(`sop.${verb}`, { id: ctx.positionals[0] })) as RunRecord;
        ctx.stdout.write(`${run.id}: ${run.status}\n`);
      },
    });
  }

  kernel.addCommand({
    name: 'sop runs',
    summary: 'Runs, newest first (from the daemon, or from the run store when none runs)',
    needs: 'config',
    options: { sop: { type: 'string', description: 'Only runs of this SOP' }, json: { type: 'boolean', description: 'Print as JSON' } },
    run: async (ctx) => {
      const sop = ctx.options.sop as string | undefined;
      const runs = await fromDaemonOrStore(ctx, deps, 'sop.runs', { sop }, (all) => all.filter((r) => !sop || r.sop === sop));
      if (ctx.options.json) return void ctx.stdout.write(json({ runs }));
      if (!runs.length) ctx.stdout.write('no runs\n');
      for (const r of runs) ctx.stdout.write(`${describeRun(r)}\n`);
    },
  });

  kernel.addCommand({
    name: 'sop status',
    summary: 'One run with its steps',
    usage: 'RUN_ID',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    options: { json: { type: 'boolean', description: 'Print the run record as JSON' } },
    run: async (ctx) => {
      const id = ctx.positionals[0]!;
      const run = await fromDaemonOrStore(ctx, deps, 'sop.status', { id }, (all) => all.find((r) => r.id === id) ?? null);
      if (!run) throw new SvcError('SVC_ERR_SOP_UNKNOWN_RUN', `no run has the id "${id}"`, { registry: SOP_ERRORS });
      if (ctx.options.json) return void ctx.stdout.write(json(run));
      const lines = [
        describeRun(run),
        `  trigger: ${run.trigger.source} ${run.trigger.topic}`,
        ...(run.awaiting ? [`  waiting for approval of step ${run.awaiting.step + 1} since ${new Date(run.awaiting.since).toISOString()}`] : []),
        ...(run.error ? [`  error: ${run.error}`] : []),
        ...(run.guard.findings.length ? [`  guard (${run.guard.mode}): ${run.guard.findings.join(', ')}`] : []),
        ...run.steps.map((s) => `  ${s.number}. ${s.title}: ${s.status}${s.attempts > 1 ? ` after ${s.attempts} attempts` : ''}${s.error ? ` (${s.error})` : ''}`),
      ];
      ctx.stdout.write(`${lines.join('\n')}\n`);
    },
  });
}
