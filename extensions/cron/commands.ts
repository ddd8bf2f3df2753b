// `svc cron list | add | remove | run | history`: the commands, on the store the running config chooses (they work
// with or without a daemon; run and the nudge after a change go through its control socket).
import { SvcError, type CommandContext, type Kernel, type SectionAccess } from '../../kernel/index.js';
import { channelRefs } from '../agent/api.js';
import type { CronJobsConfig, SchedulerConfig } from './config.generated.js';
import { CRON_ERRORS } from './errors.js';
import { declaredJobs } from './jobs-spec.js';
import { scheduleProblem } from './schedule.js';
import type { CronStore, Job, JobSpec } from './store.js';

const cronError = (code: keyof typeof CRON_ERRORS, message: string) => new SvcError(code, message, { registry: CRON_ERRORS });

export function registerCommands(
  add: Kernel['addCommand'],
  open: () => Promise<CronStore>,
  sections: { cron: SectionAccess<CronJobsConfig>; settings: SectionAccess<SchedulerConfig> },
): void {
  const poke = async (ctx: CommandContext) => {
    try {
      await ctx.control('cron.poke');
    } catch {
      // No daemon: it plans the change when it starts.
    }
  };
  add({
    name: 'cron list',
    summary: 'Cron jobs: id, source, schedule, next run, last run',
    needs: 'config',
    options: { json: { type: 'boolean', description: 'Print {"jobs": [...]} as JSON' } },
    run: async (ctx) => {
      const { describeSchedule } = await import('./schedule.js');
      const store = await open();
      try {
        const rows: (Job | (JobSpec & { source: 'declarative'; pending: true }))[] = [...(await store.jobs())];
        const ids = new Set(rows.map((r) => r.id));
        // Declared but not synced yet (the daemon syncs at start and on reload).
        for (const spec of declaredJobs(sections.cron())) if (!ids.has(spec.id)) rows.push({ ...spec, source: 'declarative', pending: true });
        rows.sort((a, b) => (a.id < b.id ? -1 : 1));
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ jobs: rows }, null, 2)}\n`);
        if (!rows.length) return void ctx.stdout.write('no cron jobs\n');
        const when = (t: number | null | undefined) => (t ? new Date(t).toISOString() : '-');
        for (const r of rows) {
          const state = 'pending' in r ? 'not synced yet' : r.done ? 'done' : r.enabled ? `next ${when(r.next_run_at)}` : 'disabled';
          ctx.stdout.write(`${r.id}  ${r.source}  ${r.job_type}  ${describeSchedule(r.schedule)}  ${state}  last ${'pending' in r ? '-' : when(r.last_run_at)}\n`);
        }
      } finally {
        await store.close();
      }
    },
  });
  add({
    name: 'cron add',
    summary: 'Add a job (imperative: never touched by the config sync); one of --cron/--every/--at and one of --shell/--prompt',
    needs: 'config',
    options: {
      id: { type: 'string', description: 'Job id (alias grammar: lower-case letters, digits, single underscores)' },
      name: { type: 'string', description: 'Display name' },
      cron: { type: 'string', description: 'Five-field cron expression, e.g. "*/5 * * * *"' },
      tz: { type: 'string', description: 'IANA time zone of --cron (default UTC)' },
      every: { type: 'string', description: 'Interval in milliseconds' },
      at: { type: 'string', description: 'One run at an RFC 3339 date-time' },
      shell: { type: 'string', description: 'Shell command (job_type = shell)' },
      prompt: { type: 'string', description: 'Prompt for the agent (job_type = agent)' },
      channel: { type: 'string', description: 'Announce the result to this channel (<type>.<alias>)' },
      to: { type: 'string', description: 'Recipient on --channel' },
    },
    run: async (ctx) => {
      const o = ctx.options as Record<string, string | undefined>;
      const usage = (m: string) => new SvcError('SVC_ERR_USAGE', `svc cron add: ${m}`);
      if (!o.id || !/^(?!.*__)[a-z0-9](?:[a-z0-9_]{0,61}[a-z0-9])?$/.test(o.id)) throw usage('--id is required and follows the alias grammar (lower-case letters, digits, single underscores, 1 to 63 characters)');
      const kinds = ['cron', 'every', 'at'].filter((k) => o[k] !== undefined);
      if (kinds.length !== 1) throw usage('give exactly one of --cron, --every, --at');
      if ((o.shell === undefined) === (o.prompt === undefined)) throw usage('give exactly one of --shell, --prompt');
      const schedule: JobSpec['schedule'] =
        kinds[0] === 'cron' ? { kind: 'cron', expr: o.cron!, tz: o.tz ?? null } : kinds[0] === 'every' ? { kind: 'every', every_ms: Number(o.every) } : { kind: 'at', at: o.at! };
      if (kinds[0] === 'every' && !/^[1-9][0-9]*$/.test(o.every!)) throw usage('--every must be a positive integer of milliseconds');
      const problem = scheduleProblem(schedule);
      if (problem) throw usage(`--${problem.field === 'expr' ? 'cron' : problem.field === 'every_ms' ? 'every' : problem.field}: ${problem.message}`);
      const { max_tasks: maxTasks } = sections.settings();
      if (o.channel !== undefined && !channelRefs(ctx.config()).has(o.channel)) throw usage(`--channel "${o.channel}" names no configured channel`);
      const store = await open();
      try {
        if (await store.job(o.id)) throw cronError('SVC_ERR_CRON_JOB_EXISTS', `a cron job already has the id "${o.id}"`);
        if ((await store.jobs()).length >= maxTasks) throw cronError('SVC_ERR_CRON_FULL', `the scheduler already holds scheduler.max_tasks (${maxTasks}) jobs`);
        await store.add(
          {
            id: o.id,
            name: o.name ?? null,
            job_type: o.shell !== undefined ? 'shell' : 'agent',
            schedule,
            command: o.shell ?? null,
            prompt: o.prompt ?? null,
            model: null,
            allowed_tools: null,
            session_target: 'isolated',
            delivery: { best_effort: true, channel: o.channel ?? null, mode: o.channel ? 'announce' : 'none', thread_id: null, to: o.to ?? null },
            enabled: true,
          },
          Date.now(),
        );
      } finally {
        await store.close();
      }
      await poke(ctx);
      ctx.logger.info({ job: o.id, by: 'cli' }, 'cron job added');
      ctx.stdout.write(`added ${o.id}\n`);
    },
  });
  add({
    name: 'cron remove',
    summary: 'Remove a job added with svc cron add (a job declared in config.toml as [cron.<id>] is refused: remove its table there)',
    usage: 'ID',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    run: async (ctx) => {
      const id = ctx.positionals[0]!;
      const store = await open();
      try {
        const job = await store.job(id);
        // Declared but not synced yet (the daemon syncs at start and on reload): still the config's to remove.
        const declared = job?.source === 'declarative' || declaredJobs(sections.cron()).some((spec) => spec.id === id);
        if (!job && !declared) throw cronError('SVC_ERR_CRON_UNKNOWN_JOB', `no cron job has the id "${id}"`);
        if (declared) throw cronError('SVC_ERR_CRON_DECLARED', `cron job "${id}" is declared in config.toml as [cron.${id}]; remove it there`);
        await store.remove(id);
      } finally {
        await store.close();
      }
      await poke(ctx);
      ctx.logger.info({ job: id, by: 'cli' }, 'cron job removed');
      ctx.stdout.write(`removed ${id}\n`);
    },
  });
  add({
    name: 'cron run',
    summary: 'Run a job now in the running daemon and print its result (exit 1 when the run failed)',
    usage: 'ID',
    positionals: { min: 1, max: 1 },
    run: async (ctx) => {
      const result = (await ctx.control('cron.run', { id: ctx.positionals[0] })) as { status: string };
      ctx.stdout.write(`${JSON.stringify(result)}\n`);
      return result.status === 'ok' ? 0 : 1;
    },
  });
  add({
    name: 'cron history',
    summary: 'The recorded runs of a job, newest first (scheduler.max_run_history per job)',
    usage: 'ID',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    options: { json: { type: 'boolean', description: 'Print {"runs": [...]} as JSON' } },
    run: async (ctx) => {
      const id = ctx.positionals[0]!;
      const store = await open();
      try {
        if (!(await store.job(id))) throw cronError('SVC_ERR_CRON_UNKNOWN_JOB', `no cron job has the id "${id}"`);
        const runs = await store.history(id);
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ runs }, null, 2)}\n`);
        if (!runs.length) return void ctx.stdout.write('no runs yet\n');
        for (const r of runs) ctx.stdout.write(`${new Date(r.started_at).toISOString()}  ${r.status}  ${r.trigger}  ${r.duration_ms ?? '-'} ms${r.error ? `  ${r.error}` : ''}\n`);
      } finally {
        await store.close();
      }
    },
  });
}
