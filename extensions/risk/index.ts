// The risk extension: owns [risk_profiles]; at each tool call of an agent that names a risk profile (and of every agent
// a task was delegated down to from one), gives the tool its risk level and does what that level needs: run it, wait
// for an operator's approval (svc risk approve, the admin API), wait for a one-time password (the otp extension's
// challenge), or refuse it; a tool refused that way is not offered to the turn at all. A delegation to an agent whose
// profile is less strict than a caller's is refused.
import { controlCommands, defineExtension, doctorPoint, metricsPoint, statusPoint, SvcError, type Clock, type CommandContext, type ExtensionDefinition, type JsonSchema } from '../../kernel/index.js';
import { agentHooksPoint, TOOL_CALL_STAGE, type AgentsConfig, type ToolCallEvent } from '../agent/api.js';
import { auditPoint } from '../audit/api.js';
import { currentDelegationChain } from '../delegate/api.js';
import { estopPoint } from '../estop/api.js';
import { gatewayRoutesPoint, HttpFailure, type RouteDeclaration } from '../gateway/api.js';
import { sharedPoint } from '../instances/api.js';
import { leakGuardPoint } from '../leak-detection/api.js';
import { otpPoint } from '../otp/api.js';
import { riskPoint, type PendingApproval } from './api.js';
import { Approvals, SHARED_POLL_MS } from './approvals.js';
import type { RiskProfilesConfig } from './config.generated.js';
import { riskFindings } from './doctor.js';
import { decide, lessStrictAt, REACH_KEYS, type Verdict } from './policy.js';
import { riskProfilesSection } from './schema.js';

export const NAME = 'risk';

const APPROVALS: JsonSchema = {
  type: 'object',
  required: ['approvals'],
  properties: { approvals: { type: 'array', items: { type: 'object', description: 'One waiting call: id, agent, channel, conversation and sender (when known), tool, summary (its arguments on one line: leaks redacted, neutralised, 300 characters at most; never whole), risk_profile, level, created_at, expires_at.' } } },
};
const ANSWER: JsonSchema = { type: 'object', required: ['id', 'approved'], properties: { id: { type: 'string' }, approved: { type: 'boolean', description: 'Whether the call runs.' } } };
const APPROVAL_ID: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^apr_[0-9a-f]{12}$', description: 'The approval id (svc risk pending).' } } };
const DENY_BODY: JsonSchema = { type: ['object', 'null'], additionalProperties: false, properties: { reason: { type: 'string', maxLength: 200, description: 'Told to the model with the refusal.' } } };

const noDaemon = (err: unknown): boolean => ['SVC_ERR_NO_DAEMON', 'SVC_ERR_SOCKET_PATH'].includes((err as { code?: string }).code ?? '');

/** The agents whose risk profiles hold a call of `agent`: the delegation chain it runs in, then itself. */
function chainOf(agent: string): string[] {
  const before = currentDelegationChain();
  return before[before.length - 1] === agent ? [...before] : [...before, agent];
}

export interface RiskOptions {
  /** Time of the approval waits (tests pass a manual clock). */
  readonly clock?: Clock;
}

export function createRiskExtension(options: RiskOptions = {}): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Risk profiles: a risk level per tool and what each level needs (run, an operator\'s approval, a one-time password, refused), at every tool call of the agents that name one.',
    dependsOn: ['agent'],
    // In the shared mode with PostgreSQL, every instance's waiting calls are listed and answered on any of them (shared.ts).
    optionalDependsOn: ['audit', 'otp', 'estop', 'gateway', 'leak-detection', 'instances'],
    sections: { risk_profiles: riskProfilesSection },
    apply(kernel) {
      const log = kernel.logger;
      const profiles = kernel.config<RiskProfilesConfig>('risk_profiles');
      const agents = kernel.config<AgentsConfig>('agents');
      const audit = kernel.tryUse(auditPoint);
      const otp = kernel.tryUse(otpPoint);
      const estop = kernel.tryUse(estopPoint);
      const leaks = kernel.tryUse(leakGuardPoint);
      const approvals = new Approvals({ logger: log, ...(audit ? { audit } : {}), ...(options.clock ? { clock: options.clock } : {}), ...(leaks ? { redact: (text: string) => leaks.redact(text, 'risk:approval') } : {}) });
      const decisions = kernel.use(metricsPoint).counter({
        name: 'svc_risk_decisions_total',
        help: 'Tool calls a risk profile held, by what its level needed (approve, otp, deny) and how it ended (allowed, refused).',
        labelNames: ['action', 'outcome'],
      });
      const profileOf = (agent: string): string | null | undefined => agents()[agent]?.risk_profile;

      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        for (const [alias, profile] of Object.entries(profiles.of(config))) {
          for (const key of Object.keys(profile.tools)) {
            if (key.startsWith('@') && !REACH_KEYS.includes(key)) report.add(`risk_profiles.${alias}.tools`, `"${key}" is no reach (${REACH_KEYS.join(', ')})`);
            else if (!key.replaceAll('*', '')) report.add(`risk_profiles.${alias}.tools`, `"${key}" matches every tool: use default_level for that`);
          }
        }
      });

      const ids = (e: ToolCallEvent) => ({ agent: e.agent, channel: e.channel, tool: e.tool });
      const refuse = (e: ToolCallEvent, reason: string, fields: Record<string, unknown>, message: string): never => {
        log.warn({ ...ids(e), reason, ...fields }, 'tool call refused by a risk profile');
        audit?.record('risk.refused', { ...ids(e), reason, ...fields });
        throw new Error(`${message}; do not try again in this turn`);
      };
      const named = (v: Verdict) => `risk profile "${v.profile}" of agent "${v.agent}"`;
      const verdictFields = (v: Verdict) => ({ risk_profile: v.profile, profile_agent: v.agent, level: v.level, by: v.by });

      /** The first caller of `chain` whose risk profile asks more than `to`'s, with why; undefined when none does. */
      const strictCaller = (chain: readonly string[], to: string): { caller: string; mine: string; theirs: string | null; message: string } | undefined => {
        if (!Object.hasOwn(agents(), to)) return undefined;
        const theirs = profileOf(to) ?? null;
        const all = profiles();
        for (const caller of chain) {
          const mine = profileOf(caller);
          if (!mine || mine === theirs) continue;
          const where = theirs !== null && !Object.hasOwn(all, theirs) ? 'its profile is not configured' : lessStrictAt(theirs === null ? undefined : all[theirs], Object.hasOwn(all, mine) ? all[mine] : undefined);
          if (where === undefined) continue;
          return { caller, mine, theirs, message: `agent "${to}" has ${theirs ? `risk profile "${theirs}"` : 'no risk profile'}, less strict than "${mine}" of agent "${caller}" (${where})` };
        }
        return undefined;
      };
      kernel.provide(riskPoint, {
        pending: () => approvals.pending(),
        answer: (id, ok, by, reason) => approvals.answer(id, ok, by, reason),
        refuseAll: (reason) => approvals.refuseAll(reason),
        delegationRefusal: (chain, to) => strictCaller(chain, to)?.message,
      });

      /** A delegation may not hand a task to an agent whose risk profile asks less than any caller's. */
      const checkDelegation = (e: ToolCallEvent, chain: readonly string[]): void => {
        const target = (e.arguments as { agent?: unknown } | null)?.agent;
        if (typeof target !== 'string') return;
        const found = strictCaller(chain, target);
        if (!found) return;
        decisions.inc({ action: 'deny', outcome: 'refused' });
        refuse(e, 'delegation', { delegate: target, risk_profile: found.mine, delegate_risk_profile: found.theirs }, `not delegated: ${found.message}; a task is handed only to agents at least as strict`);
      };

      // Two taps: the decision runs with the taps that only refuse, so a call refused here or by any of them never waits
      // for an approval or a code; the wait runs last, with the one-time-password gate's (TOOL_CALL_STAGE).
      const verdicts = new WeakMap<ToolCallEvent, Verdict>();
      const hooks = kernel.use(agentHooksPoint);
      hooks.beforeToolCall.tap({ name: NAME, stage: TOOL_CALL_STAGE.refuse }, (e) => {
        const chain = chainOf(e.agent);
        if (e.tool === 'delegate') checkDelegation(e, chain);
        const v = decide(profiles(), profileOf, chain, e.tool, e.reaches ?? []);
        if (!v || v.action === 'allow') return;
        if (v.action === 'deny') {
          decisions.inc({ action: 'deny', outcome: 'refused' });
          refuse(e, 'denied', verdictFields(v), `${named(v)} refuses ${e.tool} (${v.level ? `level ${v.level}, ${v.by}` : v.by})`);
        }
        verdicts.set(e, v);
      });
      hooks.beforeToolCall.tapPromise({ name: NAME, stage: TOOL_CALL_STAGE.wait }, async (e) => {
        const v = verdicts.get(e);
        if (!v) return;
        verdicts.delete(e);
        const fields = verdictFields(v);
        try {
          if (v.action === 'approve') {
            const who = { ...(e.conversation !== undefined ? { conversation: e.conversation } : {}), ...(e.sender !== undefined ? { sender: e.sender } : {}) };
            await approvals.request({ ...ids(e), ...who, arguments: e.arguments, profile: v.profile, level: v.level ?? 'unknown', timeoutSecs: v.approvalSecs, ...(e.signal ? { signal: e.signal } : {}) });
          } else if (!otp) {
            throw new Error(`${named(v)} puts ${e.tool} at level ${v.level}, which needs a one-time password, and one-time passwords are not loaded`);
          } else if (otp.gatedBecause(e) === undefined) {
            // A call security.otp gates itself is asked once, by the otp extension's own tap.
            await otp.challenge(e, `${named(v)} puts ${e.tool} at level ${v.level}, which needs a one-time password`);
          }
        } catch (err) {
          decisions.inc({ action: v.action, outcome: 'refused' });
          refuse(e, v.action === 'approve' ? 'not_approved' : 'no_otp', fields, (err as Error).message);
        }
        // An emergency stop engaged while the call waited wins over its approval.
        const stopped = estop?.refusal();
        if (stopped) {
          decisions.inc({ action: v.action, outcome: 'refused' });
          refuse(e, 'estop', fields, stopped);
        }
        decisions.inc({ action: v.action, outcome: 'allowed' });
      });
      // A tool the turn's chain denies is not offered at all (the model does not spend turns on it, svc tools list says
      // why); the refusal above stays for a call naming it anyway. approve and otp tools are offered: they can run.
      hooks.shouldWithholdTool.tap(NAME, (q) => {
        const v = decide(profiles(), profileOf, chainOf(q.agent), q.tool.name, q.tool.reaches ?? []);
        return v?.action === 'deny' ? `${named(v)} denies it (${v.level ? `level ${v.level}, ${v.by}` : v.by})` : undefined;
      });
      // At the first shutdown signal, before the drain: a waiting call must not hold the drain for approval_timeout_secs.
      kernel.hooks.beforeShutdown.tap(NAME, ({ reason }) => void approvals.close(`the daemon is shutting down (${reason})`));
      const shared = kernel.tryUse(sharedPoint);
      kernel.hooks.start.tapPromise(NAME, async () => {
        const pg = shared?.enabled() ? await shared.postgres() : undefined;
        if (!pg) return;
        const { SharedApprovals } = await import('./shared.js');
        approvals.share(await SharedApprovals.open(pg, shared!.instanceId()));
        log.info({ target: pg.target, poll_ms: SHARED_POLL_MS }, 'approvals are shared through PostgreSQL: any instance can answer them');
      });
      kernel.hooks.shutdown.tapPromise(NAME, () => approvals.unshare());

      kernel.use(statusPoint).section(NAME, () => {
        const all = agents();
        const held = Object.fromEntries(Object.keys(all).filter((a) => all[a]!.risk_profile).map((a) => [a, all[a]!.risk_profile]));
        return { profiles: Object.keys(profiles()).sort(), agents: held, pending_approvals: approvals.pending().length };
      });

      kernel.use(doctorPoint).add({ name: NAME, run: async ({ config }) => riskFindings(config, agents.of(config), profiles.of(config)) });

      const control = kernel.use(controlCommands);
      control.register('risk.pending', () => ({ approvals: approvals.pending() }));
      control.register('risk.answer', async (args) => {
        const { id, approve, reason } = (args ?? {}) as { id?: unknown; approve?: unknown; reason?: unknown };
        if (typeof id !== 'string' || typeof approve !== 'boolean') throw new SvcError('SVC_ERR_USAGE', 'risk.answer needs {"id": "apr_…", "approve": true|false}');
        return { id, answered: await approvals.answerAny(id, approve, 'cli', typeof reason === 'string' ? reason : undefined), approved: approve };
      });

      const routes = kernel.tryUse(gatewayRoutesPoint);
      if (routes) {
        const admin = (summary: string, schema: JsonSchema, errors: RouteDeclaration['errors'] = []): { gateway: RouteDeclaration } => ({
          gateway: { access: 'admin', summary, responses: { 200: { description: 'Done.', schema } }, errors },
        });
        routes.register({
          name: NAME,
          plugin: async (app, helpers) => {
            app.get('/api/risk/approvals', { config: admin('The tool calls waiting for an operator\'s approval (risk profiles)', APPROVALS) }, async () => ({ approvals: approvals.pending() }));
            for (const decision of ['approve', 'deny'] as const) {
              const summary = decision === 'approve' ? 'Lets a tool call waiting for an approval run' : 'Refuses a tool call waiting for an approval';
              app.post(`/api/risk/approvals/:id/${decision}`, { schema: { params: APPROVAL_ID, ...(decision === 'deny' ? { body: DENY_BODY } : {}) }, config: admin(summary, ANSWER, ['not_found']) }, async (req) => {
                const id = (req.params as { id: string }).id;
                const reason = (req.body as { reason?: string } | null | undefined)?.reason;
                if (!(await approvals.answerAny(id, decision === 'approve', `api:${helpers.client(req)}`, reason))) throw new HttpFailure('not_found', `no tool call waits for approval ${id}`);
                return { id, approved: decision === 'approve' };
              });
            }
          },
        });
      }

      const answer = async (ctx: CommandContext, approve: boolean): Promise<number> => {
        const id = ctx.positionals[0]!;
        const reason = typeof ctx.options.reason === 'string' ? ctx.options.reason : undefined;
        let out: { answered: boolean };
        try {
          out = (await ctx.control('risk.answer', { id, approve, ...(reason ? { reason } : {}) })) as { answered: boolean };
        } catch (err) {
          if (noDaemon(err)) throw new SvcError('SVC_ERR_USAGE', 'no daemon runs, so no tool call waits for an approval');
          throw err;
        }
        if (!out.answered) {
          ctx.stderr.write(`no tool call waits for approval ${id} (answered, timed out, or never asked: svc risk pending)\n`);
          return 1;
        }
        ctx.stdout.write(approve ? `${id} approved: the call runs\n` : `${id} denied: the call is refused\n`);
        return 0;
      };
      kernel.addCommand({
        name: 'risk pending',
        summary: 'The tool calls waiting for an operator\'s approval (risk profiles) in the running daemon',
        needs: 'config',
        options: { json: { type: 'boolean', description: 'Print {"approvals": [...]} as JSON' } },
        run: async (ctx) => {
          const { approvals: list } = (await ctx.control('risk.pending')) as { approvals: PendingApproval[] };
          if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ approvals: list })}\n`);
          if (!list.length) return void ctx.stdout.write('no tool call waits for an approval\n');
          for (const a of list) {
            const from = [a.channel, a.conversation, a.sender, a.instance !== undefined ? `on ${a.instance}` : undefined].filter((x) => x !== undefined).join(' ');
            ctx.stdout.write(`${a.id}  ${a.tool}  agent ${a.agent}  ${from}  ${a.risk_profile}/${a.level}  until ${new Date(a.expires_at).toISOString()}\n    ${a.summary}\n`);
          }
        },
      });
      kernel.addCommand({
        name: 'risk approve',
        summary: 'Let a tool call waiting for an approval run',
        usage: 'ID',
        positionals: { min: 1, max: 1 },
        needs: 'config',
        run: (ctx) => answer(ctx, true),
      });
      kernel.addCommand({
        name: 'risk deny',
        summary: 'Refuse a tool call waiting for an approval',
        usage: 'ID [--reason R]',
        positionals: { min: 1, max: 1 },
        needs: 'config',
        options: { reason: { type: 'string', description: 'Told to the model with the refusal (200 characters at most)' } },
        run: (ctx) => answer(ctx, false),
      });
    },
  });
}

export default createRiskExtension();
