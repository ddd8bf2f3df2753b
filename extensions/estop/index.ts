// The estop extension: owns [security.estop]; while engaged, every tool call and every model call is refused (so a
// running tool loop stops at its next step, channels answer a short notice, SOP steps and cron agent jobs fail), the
// state survives a restart, and `svc estop`, the control socket and /api/estop/* engage, show and resume it.
import { statSync } from 'node:fs';
import { controlCommands, defineExtension, doctorPoint, statusPoint, SvcError, type CommandContext, type ExtensionDefinition } from '../../kernel/index.js';
import { agentHooksPoint, agentRuntimePoint, ModelCallRefused, TOOL_CALL_STAGE } from '../agent/api.js';
import { auditPoint, type AuditTrail } from '../audit/api.js';
import { gatewayRoutesPoint, HttpFailure, type RouteDeclaration } from '../gateway/api.js';
import { otpPoint, type OtpService } from '../otp/api.js';
import { sharedPoint } from '../instances/api.js';
import { estopPoint, type Estop, type EstopState } from './api.js';
import { resumeCode } from './code.js';
import { SharedEstop, type SharedRow } from './shared.js';
import type { EstopConfig } from './config.generated.js';
import { ESTOP_ERRORS } from './errors.js';
import { estopSection } from './schema.js';
import { readState, RELEASED, startState, stateFile, writeState } from './state.js';

export const NAME = 'estop';
const NOTICE = 'The service is halted by its operator (emergency stop); nothing is done until it is resumed.';
const MAX_REASON = 200;

const estopError = (code: keyof typeof ESTOP_ERRORS, message: string) => new SvcError(code, message, { registry: ESTOP_ERRORS });
/** How to switch the stop on: `svc otp enroll` first when resuming needs a code and none is enrolled (or the opt-out). */
export function switchOnSteps(requireOtp: boolean, enrolled: boolean): string {
  const on = 'svc config set security.estop.enabled true';
  if (!requireOtp || enrolled) return `switch it on: ${on}`;
  return `switch it on: svc otp enroll (resuming needs a one-time password: security.estop.require_otp_to_resume), then ${on}; or, to resume without a code, svc config set security.estop.require_otp_to_resume false, then ${on}`;
}

const noDaemon = (err: unknown): boolean => ['SVC_ERR_NO_DAEMON', 'SVC_ERR_SOCKET_PATH'].includes((err as { code?: string }).code ?? '');

interface Deps {
  readonly settings: () => EstopConfig;
  readonly file: () => string;
  /** The state a start finds on disk (see startState). */
  readonly startState: () => EstopState;
  readonly otp?: OtpService;
  readonly audit?: AuditTrail;
  readonly log: { warn(fields: object, msg: string): void; info(fields: object, msg: string): void; error(fields: object, msg: string): void };
  /** Cancels the agent turns running now (the daemon's agent runtime); the ids of each. */
  readonly cancelTurns: (why: string) => readonly Readonly<Record<string, string>>[];
}

/** How often an instance reads the shared row: an engage anywhere stops every instance within a second. */
const POLL_MS = 500;

/** The stop as one process holds it: the daemon's (loaded at start), or a CLI command's when no daemon runs. */
class EstopControl implements Estop {
  private current: EstopState = RELEASED;
  private shared: SharedEstop | undefined;
  /** The shared row's version this instance has adopted or written. */
  private seen = 0;
  private timer: NodeJS.Timeout | undefined;
  private pollFailed = false;

  constructor(private readonly d: Deps) {}

  /** The shared mode: the row wins over the local file (a stop engaged elsewhere meanwhile), then is polled. */
  async share(shared: SharedEstop): Promise<void> {
    this.shared = shared;
    const row = await shared.read();
    if (row) this.adopt(row);
    else if (this.current.engaged) this.seen = await shared.write(this.current);
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
  }

  async unshare(): Promise<void> {
    clearInterval(this.timer);
    await this.shared?.close();
    this.shared = undefined;
  }

  private async poll(): Promise<void> {
    try {
      const row = await this.shared?.read();
      if (this.pollFailed) this.d.log.info({}, 'the shared emergency stop state can be read again');
      this.pollFailed = false;
      if (row && row.version > this.seen) this.adopt(row);
    } catch (err) {
      if (!this.pollFailed) this.d.log.error({ err: (err as Error).message }, 'the shared emergency stop state cannot be read; this instance keeps its own state until it can');
      this.pollFailed = true;
    }
  }

  private adopt(row: SharedRow): void {
    this.seen = row.version;
    if (row.state.engaged === this.current.engaged && row.state.engaged_at === this.current.engaged_at) return;
    this.current = row.state;
    try {
      writeState(this.d.file(), this.current);
    } catch {
      // The shared row is the truth in the shared mode; the file only helps a restart without PostgreSQL.
    }
    if (row.state.engaged) {
      this.d.log.warn({ reason: row.state.reason, by: row.state.by, instance: row.instance }, 'emergency stop engaged on another instance: every tool and model call is refused');
      this.cancelRunning();
    } else this.d.log.info({ by: row.state.by, instance: row.instance }, 'emergency stop resumed on another instance');
  }

  /** What runs now stops: each agent turn is cancelled (its model call aborted, its tool's process killed), logged with its ids. */
  private cancelRunning(): void {
    const why = this.refusal() ?? 'the emergency stop is engaged';
    for (const ids of this.d.cancelTurns(why)) this.d.log.warn(ids, 'agent turn cancelled by the emergency stop');
    // A gated call waiting for its one-time password is refused now, not when its wait runs out.
    this.d.otp?.refuseAll(why);
  }

  private async publish(state: EstopState): Promise<void> {
    if (this.shared) this.seen = await this.shared.write(state);
  }

  load(): void {
    this.current = this.d.startState();
    if (this.current.engaged) this.d.log.warn({ reason: this.current.reason, since: this.current.engaged_at }, 'the emergency stop is engaged (from the state file): every tool and model call is refused until svc estop resume');
    if (this.current.engaged && !this.d.settings().enabled) this.d.log.warn({}, 'security.estop.enabled = false does not release a stop engaged before: resume it (svc estop resume)');
  }

  state(): EstopState {
    return this.current;
  }

  refusal(): string | undefined {
    return this.current.engaged ? `the emergency stop is engaged${this.current.reason ? ` (${this.current.reason})` : ''}` : undefined;
  }

  private enabled(): void {
    if (!this.d.settings().enabled) {
      throw estopError('SVC_ERR_ESTOP_OFF', `the emergency stop is off (security.estop.enabled = false, the default): ${switchOnSteps(this.d.settings().require_otp_to_resume, this.d.otp?.enrolled() ?? false)}`);
    }
  }

  async engage(reason: string | undefined, by: string): Promise<EstopState> {
    this.enabled();
    const why = reason?.trim().slice(0, MAX_REASON) || null;
    this.current = { engaged: true, reason: why, by, engaged_at: new Date().toISOString(), resumed_at: null, ...(this.d.settings().require_otp_to_resume ? { otp_required: true } : {}) };
    try {
      writeState(this.d.file(), this.current);
    } catch (err) {
      // Engaged in memory all the same: failing open is the one thing a stop must not do.
      this.d.log.warn({ err: (err as Error).message }, 'the emergency stop state could not be written: it is engaged until this process stops');
    }
    this.d.log.warn({ reason: why, by }, 'emergency stop engaged: every tool and model call is refused');
    this.d.audit?.record('estop.engaged', { by, reason: why });
    this.cancelRunning();
    try {
      await this.publish(this.current);
    } catch (err) {
      this.d.log.error({ err: (err as Error).message }, 'the emergency stop could not be shared with the other instances: only this one is stopped');
      throw estopError('SVC_ERR_ESTOP_STATE', `this instance is stopped, and the other instances could not be told (${(err as Error).message}); engage them one by one`);
    }
    return this.current;
  }

  async resume(code: string | undefined, by: string): Promise<EstopState> {
    // A stop engaged before estop was turned off in the config can still be resumed; nothing else can be done with it.
    if (!this.current.engaged) this.enabled();
    if (this.d.settings().require_otp_to_resume || this.current.otp_required) {
      const refuse = (why: string): never => {
        this.d.log.warn({ by, reason: why }, 'emergency stop resume refused');
        this.d.audit?.record('estop.resume_refused', { by, reason: why });
        throw estopError('SVC_ERR_ESTOP_OTP', `resuming needs a valid one-time password (security.estop.require_otp_to_resume): ${why}`);
      };
      if (!this.d.otp?.enrolled()) refuse('no one-time-password secret is enrolled (svc otp enroll)');
      if (!code) refuse('no code was given (svc estop resume --code -, then type it; or pipe it)');
      // In the shared mode the code is claimed for every instance (good once anywhere).
      const otp = this.d.otp!;
      const verdict = otp.verifyAny ? await otp.verifyAny(code!, by, { unlock: false, purpose: 'estop resume' }) : otp.verify(code!, by, { unlock: false, purpose: 'estop resume' });
      if (!verdict.valid) refuse(verdict.reason ?? 'the code is wrong');
    }
    const { otp_required: _was, ...held } = this.current;
    const next = { ...held, engaged: false, by, resumed_at: new Date().toISOString() };
    try {
      await this.publish(next);
      writeState(this.d.file(), next);
    } catch (err) {
      throw estopError('SVC_ERR_ESTOP_STATE', `the emergency stop state could not be written (${(err as Error).message}); it stays engaged`);
    }
    this.current = next;
    this.d.log.info({ by }, 'emergency stop resumed: tool and model calls run again');
    this.d.audit?.record('estop.resumed', { by });
    return this.current;
  }
}

function describe(s: EstopState): string {
  if (s.engaged) return `engaged since ${s.engaged_at ?? 'an unknown time'}${s.by ? ` by ${s.by}` : ''}${s.reason ? `: ${s.reason}` : ''}`;
  return s.resumed_at ? `not engaged (resumed ${s.resumed_at}${s.by ? ` by ${s.by}` : ''})` : 'not engaged';
}

export function createEstopExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Emergency stop: refuses every tool and model call while engaged; survives a restart.',
    dependsOn: ['agent'],
    optionalDependsOn: ['audit', 'otp', 'gateway', 'instances'],
    errors: ESTOP_ERRORS,
    sections: { 'security.estop': estopSection },
    apply(kernel) {
      const settings = kernel.config<EstopConfig>('security.estop');
      const otp = kernel.tryUse(otpPoint);
      const audit = kernel.tryUse(auditPoint);
      const log = kernel.logger;
      const runtime = kernel.use(agentRuntimePoint);
      const cancelTurns = (why: string) => {
        try {
          return runtime.cancelAll?.(new ModelCallRefused(NAME, why, NOTICE)) ?? [];
        } catch {
          // Not a daemon (a CLI command engaging with no daemon running): no turn runs here.
          return [];
        }
      };
      const stop = new EstopControl({ settings, file: () => stateFile(settings(), kernel.paths), startState: () => startState(settings(), kernel.paths), log, cancelTurns, ...(otp ? { otp } : {}), ...(audit ? { audit } : {}) });
      kernel.provide(estopPoint, stop);

      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const c = settings.of(config);
        const secret = (config as { security?: { otp?: { secret?: unknown } } }).security?.otp?.secret;
        if (c.enabled && c.require_otp_to_resume && (!otp || typeof secret !== 'string' || !secret)) {
          report.add('security.estop.require_otp_to_resume', 'needs a one-time-password secret to resume with: run `svc otp enroll` first, or set require_otp_to_resume = false');
        }
        // A reload that changes security.estop reloads the stop (configReloaded below), which would release an engaged
        // stop without a code; changing security.otp could drop the code it needs. While engaged, both stay as they run.
        if (!stop.state().engaged) return;
        for (const path of ['security.estop', 'security.otp']) {
          let running: unknown;
          let candidate: unknown;
          try {
            const section = kernel.config<unknown>(path);
            running = section();
            candidate = section.of(config);
          } catch {
            continue; // no running config yet (not a daemon), or no such section loaded
          }
          if (canonical(running) !== canonical(candidate)) {
            report.add(path, `the emergency stop is engaged: resume it (svc estop resume) before changing ${path}`);
          }
        }
      });
      const shared = kernel.tryUse(sharedPoint);
      kernel.hooks.start.tapPromise(NAME, async () => {
        stop.load();
        // The shared mode with PostgreSQL: one row every instance polls.
        const pg = settings().enabled && shared?.enabled() ? await shared.postgres() : undefined;
        if (pg) {
          await stop.share(await SharedEstop.open(pg, shared!.instanceId()));
          log.info({ target: pg.target, poll_ms: POLL_MS }, 'the emergency stop is shared through PostgreSQL');
        }
      });
      kernel.hooks.shutdown.tapPromise(NAME, () => stop.unshare());
      kernel.hooks.configReloaded.tap(NAME, (config, previous) => {
        if (settings.of(config).enabled !== settings.of(previous).enabled || settings.of(config).state_file !== settings.of(previous).state_file) stop.load();
      });

      const hooks = kernel.use(agentHooksPoint);
      hooks.beforeToolCall.tap({ name: NAME, stage: TOOL_CALL_STAGE.refuse }, (event) => {
        const why = stop.refusal();
        if (!why) return;
        log.warn({ agent: event.agent, channel: event.channel, tool: event.tool }, 'tool call refused: the emergency stop is engaged');
        throw new Error(`${why}; no tool runs until the operator resumes. Stop now and tell the user`);
      });
      hooks.beforeModelCall.tap(NAME, (call) => {
        const why = stop.refusal();
        if (!why) return;
        log.warn({ agent: call.agent, channel: call.channel, conversation: call.conversation }, 'model call refused: the emergency stop is engaged');
        throw new ModelCallRefused(NAME, why, NOTICE);
      });
      kernel.use(statusPoint).section('estop', () => (settings().enabled ? stop.state() : { enabled: false }));
      kernel.use(doctorPoint).add({
        name: 'estop',
        run: async ({ config }) => {
          const c = settings.of(config);
          if (c.enabled) return [{ check: 'estop', status: 'ok', finding: `the emergency stop is offered (svc estop engage)${c.require_otp_to_resume ? '; resuming needs a one-time password' : ''}` }];
          const secret = (config as { security?: { otp?: { secret?: unknown } } }).security?.otp?.secret;
          return [{ check: 'estop', status: 'warn', finding: 'the emergency stop is off (security.estop.enabled = false, the default): svc estop engage is refused', fix: switchOnSteps(c.require_otp_to_resume, typeof secret === 'string' && secret !== '') }];
        },
      });

      const control = kernel.use(controlCommands);
      const arg = (args: unknown, key: string): string | undefined => {
        const v = (args as Record<string, unknown> | undefined)?.[key];
        return typeof v === 'string' ? v : undefined;
      };
      control.register('estop.engage', (args) => stop.engage(arg(args, 'reason'), 'cli'));
      control.register('estop.resume', (args) => stop.resume(arg(args, 'code'), 'cli'));
      control.register('estop.status', () => ({ enabled: settings().enabled, ...stop.state() }));

      const routes = kernel.tryUse(gatewayRoutesPoint);
      if (routes) {
        const STATE = {
          type: 'object',
          required: ['engaged'],
          properties: {
            enabled: { type: 'boolean' },
            engaged: { type: 'boolean' },
            reason: { type: ['string', 'null'] },
            by: { type: ['string', 'null'], description: 'Who engaged or resumed last: cli, or the admin client address.' },
            engaged_at: { type: ['string', 'null'] },
            resumed_at: { type: ['string', 'null'] },
            otp_required: { type: 'boolean', description: 'Resuming needs a one-time password (recorded when the stop was engaged).' },
          },
        };
        const admin = (summary: string, errors: RouteDeclaration['errors'] = []): { gateway: RouteDeclaration } => ({
          gateway: { access: 'admin', summary, responses: { 200: { description: 'The stop as it is now.', schema: STATE } }, errors },
        });
        const asHttp = async <T>(fn: () => Promise<T>): Promise<T> => {
          try {
            return await fn();
          } catch (err) {
            const code = (err as { code?: string }).code;
            if (code === 'SVC_ERR_ESTOP_OFF') throw new HttpFailure('conflict', (err as Error).message);
            if (code === 'SVC_ERR_ESTOP_OTP') throw new HttpFailure('forbidden', (err as Error).message);
            throw err;
          }
        };
        routes.register({
          name: NAME,
          plugin: async (app, helpers) => {
            app.get('/api/estop', { config: admin('Whether the emergency stop is engaged, since when, by whom and why') }, async () => ({ enabled: settings().enabled, ...stop.state() }));
            app.post('/api/estop/engage', {
              schema: { body: { type: ['object', 'null'], additionalProperties: false, properties: { reason: { type: 'string', maxLength: 1000, description: 'Why (kept in the state and the audit trail).' } } } },
              config: admin('Engages the emergency stop: every tool and model call is refused until resumed', ['conflict', 'invalid_request']),
            }, async (req) => asHttp(async () => ({ enabled: true, ...(await stop.engage((req.body as { reason?: string } | null)?.reason, helpers.client(req))) })));
            app.post('/api/estop/resume', {
              schema: { body: { type: ['object', 'null'], additionalProperties: false, properties: { code: { type: 'string', maxLength: 16, description: 'A one-time password (required with require_otp_to_resume).' } } } },
              config: admin('Resumes after an emergency stop (with a one-time password when require_otp_to_resume)', ['conflict', 'forbidden', 'invalid_request']),
            }, async (req) => asHttp(async () => ({ enabled: true, ...(await stop.resume((req.body as { code?: string } | null)?.code, helpers.client(req))) })));
          },
        });
      }

      /** Through the running daemon; with none, on the state file here (the next daemon starts with it). */
      const viaDaemon = async (ctx: CommandContext, command: string, args: object, local: () => Promise<EstopState>): Promise<{ state: EstopState; daemon: boolean }> => {
        try {
          return { state: (await ctx.control(command, args)) as EstopState, daemon: true };
        } catch (err) {
          if (!noDaemon(err)) throw err;
          stop.load();
          return { state: await local(), daemon: false };
        }
      };
      kernel.addCommand({
        name: 'estop engage',
        summary: 'Engage the emergency stop: every tool and model call is refused until `svc estop resume` (kept across restarts)',
        needs: 'config',
        options: { reason: { type: 'string', description: 'Why (kept in the state and the audit trail)' } },
        run: async (ctx) => {
          const reason = typeof ctx.options.reason === 'string' ? ctx.options.reason : undefined;
          const { state, daemon } = await viaDaemon(ctx, 'estop.engage', reason ? { reason } : {}, () => stop.engage(reason, 'cli'));
          ctx.stdout.write(`emergency stop ${describe(state)}${daemon ? '' : ' (no daemon runs: the next one starts stopped)'}\n`);
        },
      });
      // Break-glass for a lost authenticator during a stop: with the daemon stopped, root or the daemon's user (the
      // owner of the state file) releases the state file without a code, audited; then svc otp enroll --force.
      const breakGlass = async (ctx: CommandContext): Promise<void> => {
        try {
          await ctx.control('estop.status');
          throw new SvcError('SVC_ERR_USAGE', 'svc estop resume --break-glass works only with the daemon stopped (a running daemon holds the stop): stop it (systemctl stop svc, or kill its pid), then run this again');
        } catch (err) {
          if (!noDaemon(err)) throw err;
        }
        if ((ctx.config() as { shared?: { enabled?: boolean } }).shared?.enabled === true) {
          throw new SvcError('SVC_ERR_USAGE', 'shared mode: the stop is held in PostgreSQL for every instance too, which --break-glass does not reach; resume with a code through a running daemon');
        }
        const release = ctx.lockDataDir();
        try {
          const files = [...new Set([stateFile(settings(), ctx.paths), stateFile({ ...settings(), state_file: null }, ctx.paths)])].filter((f) => readState(f).engaged);
          if (!files.length) return void ctx.stdout.write('emergency stop not engaged: nothing to release\n');
          const uid = process.getuid?.() ?? -1;
          for (const f of files) {
            let owner: number;
            try {
              owner = statSync(f).uid;
            } catch {
              owner = statSync(ctx.paths.dataDir).uid;
            }
            if (uid !== 0 && uid !== owner) throw new SvcError('SVC_ERR_USAGE', `only root or uid ${owner} (the daemon's user, owner of ${f}) may break the glass; you are uid ${uid}`);
          }
          const { otp_required: _was, ...held } = startState(settings(), ctx.paths);
          const next = { ...held, engaged: false, by: `break-glass (uid ${uid})`, resumed_at: new Date().toISOString() };
          for (const f of files) writeState(f, next);
          log.warn({ uid, files }, 'emergency stop released by break-glass, without a one-time password');
          audit?.record('estop.break_glass', { uid, files });
          ctx.stdout.write(`emergency stop released by break-glass (${files.join(', ')}); enrol a new authenticator before starting the daemon: svc otp enroll --force\n`);
        } finally {
          release();
        }
      };
      kernel.addCommand({
        name: 'estop resume',
        summary: 'Resume after an emergency stop (with require_otp_to_resume a one-time password: --code - reads it from stdin, masked on a terminal, where it is also asked for when --code is left out; --code CODE works too; --break-glass for a lost authenticator)',
        needs: 'config',
        options: {
          code: { type: 'string', description: 'The current one-time password of your authenticator app, or - to read it from stdin (typed masked on a terminal, or piped), out of shell history and ps' },
          'break-glass': { type: 'boolean', description: 'Lost authenticator: release the stop without a code; only with the daemon stopped, as root or the daemon\'s user; audited' },
        },
        run: async (ctx) => {
          if (ctx.options['break-glass'] === true) return breakGlass(ctx);
          const code = await resumeCode(ctx.options.code, settings().require_otp_to_resume, ctx.stdin, ctx.stderr);
          const { state } = await viaDaemon(ctx, 'estop.resume', code ? { code } : {}, () => stop.resume(code, 'cli'));
          ctx.stdout.write(`emergency stop ${describe(state)}\n`);
        },
      });
      kernel.addCommand({
        name: 'estop status',
        summary: 'Whether the emergency stop is engaged, since when, by whom and why',
        needs: 'config',
        options: { json: { type: 'boolean', description: 'Print the state as JSON' } },
        run: async (ctx) => {
          let state: EstopState & { enabled?: boolean };
          try {
            state = (await ctx.control('estop.status')) as EstopState;
          } catch (err) {
            if (!noDaemon(err)) throw err;
            state = { enabled: settings().enabled, ...startState(settings(), ctx.paths) };
          }
          if (ctx.options.json) ctx.stdout.write(`${JSON.stringify(state)}\n`);
          else ctx.stdout.write(`emergency stop ${describe(state)}${settings().enabled ? '' : ' (security.estop.enabled = false)'}\n`);
        },
      });
    },
  });
}

/** JSON with object keys sorted, to compare two config sections whatever their key order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  );
}

export default createEstopExtension();
