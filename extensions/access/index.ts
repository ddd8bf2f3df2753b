// The access extension: owns [users] and [permission_profiles] ([risk_profiles] are the risk extension's). With any
// [users.<name>], a paired token acts as the user it is bound to (users.<name>.tokens) and may do only what that
// user's permission profiles grant: admin routes by grants (config writes by config_write_paths), the POST /webhook
// chat by allowed_agents, and each tool call of a turn it started by allowed_tools. With no [users], every paired token
// is an administrator.
import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import {
  configStorePoint,
  controlCommands,
  defineExtension,
  doctorPoint,
  metricsPoint,
  statusPoint,
  SvcError,
  type ConfigObject,
  type DoctorFinding,
  type ExtensionDefinition,
  type ProblemReport,
} from '../../kernel/index.js';
import { agentHooksPoint, agentRuntimePoint, TOOL_CALL_STAGE } from '../agent/api.js';
import { auditPoint } from '../audit/api.js';
import { gatewayGuardPoint, type GuardedRequest, type Refusal } from '../gateway/api.js';
import type { FastifyRequest } from 'fastify';
import { controlGuardPoint } from '../../lib/control-guard.js';
import { configWarning } from '../../lib/config-warnings.js';
import { EventThrottle } from '../../lib/event-throttle.js';
import { nat64PrefixProblem, setNat64Prefixes } from '../../lib/net/targets.js';
import { accessPoint, type AccessControl, type Principal } from './api.js';
import type { PermissionProfilesConfig, UsersConfig } from './config.generated.js';
import { commandNeed, controlSocketFinding, userForUid } from './control.js';
import { Decisions, principalOf, resourceKind, userForToken, verbOf } from './policy.js';
import { permissionProfilesSection, securitySection, usersSection } from './schema.js';

export const NAME = 'access';
const TOKEN_PREFIX = /^[0-9a-f]{12,64}$/;
/** Refusals of one surface, reason and user are logged and audited at most once in this window (then summed up). */
const REFUSAL_WINDOW_MS = 10_000;
const OPEN = 'no [users] are configured: every paired token (and every loopback admin client) is an administrator';

const table = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** security.nat64_prefixes: each an IPv6 prefix of a length RFC 6052 defines. */
function checkNat64(config: ConfigObject, report: ProblemReport): void {
  const list = table(config.security).nat64_prefixes;
  if (!Array.isArray(list)) return;
  list.forEach((cidr, i) => {
    const problem = typeof cidr === 'string' ? nat64PrefixProblem(cidr) : 'is not a string';
    if (problem) report.add(`security.nat64_prefixes[${i}]`, problem);
  });
}

/** The network's NAT64 prefixes, for every outbound check of the process (lib/net/targets.ts). */
const applyNat64 = (config: ConfigObject): void => {
  const list = table(config.security).nat64_prefixes;
  setNat64Prefixes(Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : []);
};

function checkUsers(config: ConfigObject, report: ProblemReport): void {
  const profiles = table(config.permission_profiles);
  const owner = new Map<string, string>();
  const uidOwner = new Map<number, string>();
  for (const [alias, user] of Object.entries(table(config.users))) {
    const u = table(user);
    if (Array.isArray(u.permission_profiles)) {
      for (const name of u.permission_profiles) {
        if (typeof name === 'string' && !Object.hasOwn(profiles, name)) report.add(`users.${alias}.permission_profiles`, `names [permission_profiles.${name}], which is not configured`);
      }
    }
    if (typeof u.uid === 'number') {
      if (uidOwner.has(u.uid)) report.add(`users.${alias}.uid`, `is users.${uidOwner.get(u.uid)}.uid too; a uid is one user`);
      else uidOwner.set(u.uid, alias);
    }
    if (!Array.isArray(u.tokens)) continue;
    for (const prefix of u.tokens) {
      if (typeof prefix !== 'string' || !TOKEN_PREFIX.test(prefix)) report.add(`users.${alias}.tokens`, 'each entry must be 12 to 64 lower-case hex digits of a paired token\'s SHA-256 (svc gateway tokens list prints them)');
      else if (owner.has(prefix) && owner.get(prefix) !== alias) report.add(`users.${alias}.tokens`, `${prefix} is bound to users.${owner.get(prefix)} too; a token acts as one user`);
      else owner.set(prefix, alias);
    }
  }
}

/** The paired tokens' SHA-256 hashes (gateway.paired_tokens), lower case. */
const pairedHashes = (config: ConfigObject): string[] => {
  const list = table(config.gateway).paired_tokens;
  return Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string').map((h) => h.toLowerCase()) : [];
};

/** The prefixes each user binds (users.<name>.tokens), lower case. */
const boundPrefixes = (config: ConfigObject): Map<string, string[]> =>
  new Map(Object.entries(table(config.users)).map(([name, u]) => [name, (Array.isArray(table(u).tokens) ? (table(u).tokens as unknown[]) : []).filter((p): p is string => typeof p === 'string').map((p) => p.toLowerCase())]));

/** Paired tokens no users.<name>.tokens entry binds: with any [users], each is refused. */
export function unboundTokens(config: ConfigObject): string[] {
  const prefixes = [...boundPrefixes(config).values()].flat();
  return pairedHashes(config).filter((h) => !prefixes.some((p) => h.startsWith(p)));
}

/** The warning for a config whose [users] lock out paired tokens (undefined when none is locked out). */
export function lockoutWarning(config: ConfigObject): string | undefined {
  const unbound = unboundTokens(config);
  if (!Object.keys(table(config.users)).length || !unbound.length) return undefined;
  const n = unbound.length;
  return `users are now configured, so ${n} paired token${n === 1 ? '' : 's'} bound to no user ${n === 1 ? 'is' : 'are'} refused from now on (${unbound.map((h) => h.slice(0, 12)).join(', ')}); bind each to a user: svc access bind PREFIX --user NAME`;
}

/** The daemon's control socket in the data directory (the runner's SOCKET_FILE; an extension cannot import the runner). */
const CONTROL_SOCKET = 'svc.sock';

export function createAccessExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Users and permission profiles: who a paired token acts for and what it may do (admin API, chat, tool calls); deny by default once [users] exist.',
    optionalDependsOn: ['gateway', 'agent', 'audit'],
    sections: { users: usersSection, permission_profiles: permissionProfilesSection, security: securitySection },
    apply(kernel) {
      const log = kernel.logger;
      const users = kernel.config<UsersConfig>('users');
      const profiles = kernel.config<PermissionProfilesConfig>('permission_profiles');
      const sources = new Map<string, () => boolean>();
      const decisions = new Decisions(users, profiles, () => [...sources.values()].some((active) => active()));
      const scope = new AsyncLocalStorage<Principal | undefined>();
      const audit = kernel.tryUse(auditPoint);
      const refusals = kernel.use(metricsPoint).counter({
        name: 'svc_access_refusals_total',
        help: 'Requests and tool calls refused by users and permission profiles, by surface (admin, chat, dispatch, tool) and reason.',
        labelNames: ['surface', 'reason'],
      });
      // A flood of refusals is counted in full, but logged and audited once per (surface, reason, user) in REFUSAL_WINDOW_MS,
      // with one summary of how many were left out: the audit log does not grow with the flood.
      const noted = new EventThrottle<{ surface: string; reason: string; user: string | null }>({ windowMs: REFUSAL_WINDOW_MS, maxKeys: 256 }, (_key, count, sample) => {
        log.warn({ ...sample, count, window_secs: REFUSAL_WINDOW_MS / 1000 }, 'permission refusals left out of the log and the audit trail');
        audit?.record('access.refused.suppressed', { ...sample, count, window_secs: REFUSAL_WINDOW_MS / 1000 });
      });
      kernel.hooks.shutdown.tap(NAME, () => noted.close());
      const refuseAndNote = (surface: string, reason: string, fields: Record<string, string>, p: Principal | undefined): void => {
        refusals.inc({ surface, reason });
        const user = p?.user ?? null;
        if (!noted.admit(`${surface}|${reason}|${user ?? ''}`, { surface, reason, user })) return;
        log.warn({ surface, reason, user, ...fields }, 'permission refused');
        audit?.record('access.refused', { surface, reason, user, principal: p?.id ?? null, ...fields });
      };

      const access: AccessControl = {
        enforced: () => decisions.enforced(),
        principalForToken: (hash) => {
          const user = userForToken(users(), hash.toLowerCase());
          return user === undefined ? undefined : principalOf(users(), profiles(), user);
        },
        principalForIdentity: (identity) => Object.freeze({ user: identity.name, id: identity.id, admin: identity.profiles.some((name) => profiles()[name]?.admin === true), profiles: [...identity.profiles], source: identity.source }),
        enforceFor: (source, active) => void sources.set(source, active),
        principal: (user) => principalOf(users(), profiles(), user),
        may: (p, verb, kind) => decisions.may(p, verb, kind),
        mayWriteConfig: (p, path) => decisions.mayWriteConfig(p, path),
        mayUseAgent: (p, agent) => decisions.mayUseAgent(p, agent),
        mayUseTool: (p, tool, agent) => decisions.mayUseTool(p, tool, agent),
        current: () => scope.getStore(),
        runAs: (p, work) => scope.run(p, work),
      };
      kernel.provide(accessPoint, access);
      // The first [users.*] of a write or reload: every paired token bound to no user is refused from then on. Said to the
      // writer (PATCH /api/config, svc config set through the daemon) and logged (once per sentence in this process).
      const warned = new Set<string>();
      let runningUsers: UsersConfig | undefined;
      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        checkUsers(config, report);
        checkNat64(config, report);
        // The users of the config that runs (configValidated below); none yet at the first load. Reading users() here
        // would ask the kernel for the config being validated and validate it again, over and over.
        const before = runningUsers;
        if (before === undefined || Object.keys(before).length) return;
        const warning = lockoutWarning(config);
        if (warning === undefined) return;
        configWarning(warning);
        if (!warned.has(warning)) {
          warned.add(warning);
          log.warn({ unbound_tokens: unboundTokens(config).length }, warning);
        }
      });
      // At load and at every reload or write.
      kernel.hooks.configValidated.tap(NAME, (config) => {
        applyNat64(config);
        runningUsers = table(config.users) as UsersConfig;
      });

      // Who each guarded request acts for, from the guard's check to its handler (which runs in that principal's scope).
      const acting = new WeakMap<FastifyRequest, Principal>();
      const runtime = kernel.tryUse(agentRuntimePoint);
      const check = (req: GuardedRequest, raw: FastifyRequest): Refusal | undefined => {
        if (!decisions.enforced()) return undefined;
        const p = req.tokenHash ? access.principalForToken(req.tokenHash) : req.identity ? access.principalForIdentity(req.identity) : undefined;
        const surface = req.access;
        const where = { method: req.method, route: req.route };
        // A probe (the admin view of /health) only asks: nothing is logged, counted or audited for it.
        const refuse = (surface: string, reason: string, fields: Record<string, string>, p: Principal | undefined): void => void (req.probe || refuseAndNote(surface, reason, fields, p));
        if (!p) {
          refuse(surface, 'no_user', where, undefined);
          return { code: 'forbidden', message: 'users are configured, and this request comes from no user: send a paired token bound to one (svc access bind PREFIX --user NAME)' };
        }
        acting.set(raw, p);
        // A route group of gateway 0.2 admitted through RouteHelpers.admit: its handler runs outside the guard's scope, so
        // a turn it starts would not know who asked and its tool calls would pass unchecked; only an administrator may.
        if (req.legacy && req.access === 'chat' && !p.admin) {
          refuse(surface, 'legacy_route', where, p);
          return { code: 'forbidden', message: `user ${p.user} may chat only through routes that declare their access (this route admits through RouteHelpers.admit, which cannot check the turn's tool calls)` };
        }
        if (req.access === 'chat') {
          let agent: string | undefined;
          try {
            agent = runtime?.agentFor('gateway.webhook');
          } catch {
            agent = undefined;
          }
          if (agent !== undefined && !decisions.mayUseAgent(p, agent)) {
            refuse(surface, 'agent', { ...where, agent }, p);
            return { code: 'forbidden', message: `user ${p.user} may not chat with agent ${agent} (allowed_agents of its permission profiles)` };
          }
          return undefined;
        }
        const kind = resourceKind(req.route);
        if (req.access === 'admin' && req.method === 'PATCH' && req.route === '/api/config') {
          const path = String(table(req.body).path ?? '');
          if (decisions.mayWriteConfig(p, path)) return undefined;
          refuse(surface, 'config_write', { ...where, path }, p);
          return { code: 'forbidden', message: `user ${p.user} may not write ${path} (config_write_paths of its permission profiles)` };
        }
        const verb = verbOf(req.method);
        if (decisions.may(p, verb, kind)) return undefined;
        refuse(surface, 'grant', { ...where, kind, verb }, p);
        return { code: 'forbidden', message: `user ${p.user} may not ${verb} ${kind} (grants of its permission profiles)` };
      };
      kernel.tryUse(gatewayGuardPoint)?.plug({ name: NAME, active: () => decisions.enforced(), check, run: (raw, work) => scope.run(acting.get(raw), work) });

      // Each tool call of a turn a user started: its agent and the tool must be granted.
      kernel.tryUse(agentHooksPoint)?.beforeToolCall.tap({ name: NAME, stage: TOOL_CALL_STAGE.refuse }, (event) => {
        const p = scope.getStore();
        if (!p || !decisions.enforced()) return;
        if (decisions.mayUseTool(p, event.tool, event.agent)) return;
        refuseAndNote('tool', 'tool', { agent: event.agent, channel: event.channel, tool: event.tool }, p);
        throw new Error(`user ${p.user} may not use the tool ${event.tool} (allowed_tools of its permission profiles); do not try again in this turn`);
      });

      // The control socket: a peer proves its uid (runner/peer-proof.ts) once any users.<name>.uid is set or the daemon's
      // own uid is not trusted; the daemon's uid and root are the operator while security.trust_daemon_uid holds, any
      // other uid is the user whose users.<name>.uid it is, and its command runs in that user's scope.
      const security = kernel.config<{ trust_daemon_uid?: boolean }>('security');
      const daemonUid = process.getuid?.() ?? -1;
      const uids = () => Object.values(users()).flatMap((u) => (typeof u.uid === 'number' ? [u.uid] : []));
      kernel.tryUse(controlGuardPoint)?.plug({
        name: NAME,
        required: () => security().trust_daemon_uid === false || uids().length > 0,
        openToOthers: () => uids().some((uid) => uid !== daemonUid),
        admit: (peer, command, args) => {
          const trusted = security().trust_daemon_uid !== false && (peer.uid === daemonUid || peer.uid === 0);
          if (trusted) return { run: (work) => scope.run(undefined, work) };
          const name = userForUid(users(), peer.uid);
          const p = name === undefined ? undefined : principalOf(users(), profiles(), name);
          const where = { command, uid: String(peer.uid) };
          if (!p) {
            refuseAndNote('control', 'no_user', where, undefined);
            const why = peer.uid === daemonUid ? ' (the daemon\'s own uid, not trusted: security.trust_daemon_uid = false)' : '';
            return { refused: `uid ${peer.uid} is no users.<name>.uid${why}, so it may send no control command` };
          }
          const need = commandNeed(command, args);
          if (need.kind === 'config') {
            const path = need.paths.find((path) => !decisions.mayWriteConfig(p, path));
            if (path !== undefined || !need.paths.length) {
              refuseAndNote('control', 'config_write', { ...where, path: path ?? '' }, p);
              return { refused: `user ${p.user} may not write ${path ?? 'the config'} (config_write_paths of its permission profiles)` };
            }
          } else if (need.kind === 'agent') {
            let agent = need.agent;
            try {
              agent ??= runtime?.agentFor(need.channel);
            } catch {
              agent = undefined;
            }
            if (agent === undefined || !decisions.mayUseAgent(p, agent)) {
              refuseAndNote('control', 'agent', { ...where, agent: agent ?? '' }, p);
              return { refused: `user ${p.user} may not chat with agent ${agent ?? '(none)'} (allowed_agents of its permission profiles)` };
            }
          } else if (!decisions.may(p, need.verb, need.resource)) {
            refuseAndNote('control', 'grant', { ...where, kind: need.resource, verb: need.verb }, p);
            return { refused: `user ${p.user} may not ${need.verb} ${need.resource} (grants of its permission profiles; the control command ${command})` };
          }
          return { run: (work) => scope.run(p, work) };
        },
      });

      const describe = () =>
        decisions.enforced()
          ? { enforced: true, users: Object.keys(users()).length, note: 'deny by default: each paired token acts as the user it is bound to (users.<name>.tokens)' }
          : { enforced: false, users: 0, note: OPEN };
      kernel.use(statusPoint).section(NAME, describe);
      kernel.use(doctorPoint).add({
        name: 'access',
        run: async ({ config }) => {
          const u = table(config.users);
          if (!Object.keys(u).length) return [{ check: 'access.users', status: 'ok', finding: OPEN }];
          const unbound = Object.entries(u).filter(([, v]) => !(table(v).tokens as unknown[] | undefined)?.length).map(([k]) => k);
          const loose = unboundTokens(config);
          const lockout: DoctorFinding[] = loose.length
            ? [{ check: 'access.unbound_tokens', status: 'warn', finding: `${loose.length} paired token(s) bound to no user are refused: ${loose.map((h) => h.slice(0, 12)).join(', ')}`, fix: 'svc access bind PREFIX --user NAME (or svc gateway tokens revoke PREFIX)' }]
            : [];
          return [
            ...lockout,
            { check: 'access.users', status: 'ok', finding: `${Object.keys(u).length} user(s); deny by default${unbound.length ? ` (no token bound to: ${unbound.join(', ')})` : ''}` },
            controlSocketFinding(join(kernel.paths.dataDir, CONTROL_SOCKET), Object.values(u).some((v) => typeof table(v).uid === 'number' && table(v).uid !== process.getuid?.())),
          ];
        },
      });

      // svc access bind PREFIX --user NAME: a paired token acts as that user from the next request. PREFIX must name
      // exactly one paired token, and one bound to another user is unbound first (svc access unbind).
      const bind = async (prefix: string, user: string): Promise<string> => {
        const store = kernel.use(configStorePoint);
        const config = store.current();
        if (!Object.hasOwn(users(), user)) throw new SvcError('SVC_ERR_USAGE', `no [users.${user}] in the config`);
        const hits = pairedHashes(config).filter((h) => h.startsWith(prefix));
        if (!hits.length) throw new SvcError('SVC_ERR_USAGE', `no paired token's hash starts with ${prefix} (svc gateway tokens list prints them); nothing was bound`);
        if (hits.length > 1) throw new SvcError('SVC_ERR_USAGE', `${prefix} starts the hashes of ${hits.length} paired tokens (${hits.map((h) => h.slice(0, 16)).join(', ')}); give more digits`);
        const hash = hits[0]!;
        for (const [other, prefixes] of boundPrefixes(config)) {
          const held = prefixes.find((p) => hash.startsWith(p));
          if (held === undefined) continue;
          if (other === user) return 'already';
          throw new SvcError('SVC_ERR_USAGE', `token ${hash.slice(0, 12)} is bound to user ${other}; a token acts as one user: unbind it first (svc access unbind ${held}), then bind it again`);
        }
        await store.set({ [`users.${user}.tokens`]: (onDisk: unknown) => [...new Set([...(Array.isArray(onDisk) ? onDisk : []), prefix])] }, 'cli');
        audit?.record('access.token_bound', { user, token_hash_prefix: prefix.slice(0, 12) });
        return 'bound';
      };
      // svc access unbind PREFIX: every users.<name>.tokens entry of that token (one prefix of the other) is removed.
      const unbind = async (prefix: string): Promise<string[]> => {
        const store = kernel.use(configStorePoint);
        const same = (p: unknown) => typeof p === 'string' && (p.toLowerCase().startsWith(prefix) || prefix.startsWith(p.toLowerCase()));
        const holders = [...boundPrefixes(store.current())].filter(([, prefixes]) => prefixes.some(same)).map(([name]) => name);
        if (!holders.length) throw new SvcError('SVC_ERR_USAGE', `no users.<name>.tokens entry matches ${prefix} (svc gateway tokens list shows each token's user); nothing was unbound`);
        await store.set(Object.fromEntries(holders.map((name) => [`users.${name}.tokens`, (onDisk: unknown) => (Array.isArray(onDisk) ? onDisk.filter((p) => !same(p)) : [])])), 'cli');
        for (const user of holders) audit?.record('access.token_unbound', { user, token_hash_prefix: prefix.slice(0, 12) });
        return holders;
      };
      kernel.use(controlCommands).register('access.unbind', async (args) => {
        const { file, prefix } = (args ?? {}) as { file?: unknown; prefix?: unknown };
        if (typeof prefix !== 'string' || !TOKEN_PREFIX.test(prefix)) throw new SvcError('SVC_ERR_USAGE', 'PREFIX must be 12 to 64 lower-case hex digits');
        if (file !== kernel.paths.configFile) return { applied: false };
        return { applied: true, pid: process.pid, users: await unbind(prefix) };
      });
      kernel.addCommand({
        name: 'access unbind',
        summary: 'Unbind a paired token from its user (with [users] configured, it is then refused until bound again)',
        usage: 'PREFIX',
        positionals: { min: 1, max: 1 },
        needs: 'config',
        run: async (ctx) => {
          const prefix = ctx.positionals[0]!.toLowerCase();
          if (!TOKEN_PREFIX.test(prefix)) throw new SvcError('SVC_ERR_USAGE', `PREFIX must be 12 to 64 hex digits, not "${prefix}"`);
          let answer: { applied: boolean; users?: string[] } = { applied: false };
          try {
            answer = (await ctx.control('access.unbind', { file: ctx.paths.configFile, prefix })) as typeof answer;
          } catch (err) {
            const code = (err as { code?: string }).code;
            if (code !== 'SVC_ERR_NO_DAEMON' && code !== 'SVC_ERR_SOCKET_PATH') throw err;
          }
          const holders = answer.applied ? answer.users ?? [] : await unbind(prefix);
          ctx.stdout.write(`token ${prefix.slice(0, 12)} is bound to no user now (was: ${holders.join(', ')})${answer.applied ? '; refused from the next request while [users] exist' : ''}\n`);
        },
      });
      kernel.use(controlCommands).register('access.bind', async (args) => {
        const { file, prefix, user } = (args ?? {}) as { file?: unknown; prefix?: unknown; user?: unknown };
        if (typeof prefix !== 'string' || !TOKEN_PREFIX.test(prefix) || typeof user !== 'string') throw new SvcError('SVC_ERR_USAGE', 'PREFIX must be 12 to 64 lower-case hex digits and --user a user name');
        if (file !== kernel.paths.configFile) return { applied: false };
        return { applied: true, pid: process.pid, outcome: await bind(prefix, user) };
      });
      kernel.addCommand({
        name: 'access bind',
        summary: 'Bind a paired token (the first 12+ hex digits of its hash, as svc gateway tokens list prints them) to a user',
        usage: 'PREFIX --user NAME',
        positionals: { min: 1, max: 1 },
        needs: 'config',
        options: { user: { type: 'string', description: 'The user (users.<name>) the token acts as' } },
        run: async (ctx) => {
          const prefix = ctx.positionals[0]!.toLowerCase();
          const user = ctx.options.user;
          if (!TOKEN_PREFIX.test(prefix)) throw new SvcError('SVC_ERR_USAGE', `PREFIX must be 12 to 64 hex digits, not "${prefix}"`);
          if (typeof user !== 'string' || !user) throw new SvcError('SVC_ERR_USAGE', 'name the user: --user NAME');
          let answer: { applied: boolean; outcome?: string } = { applied: false };
          try {
            answer = (await ctx.control('access.bind', { file: ctx.paths.configFile, prefix, user })) as typeof answer;
          } catch (err) {
            const code = (err as { code?: string }).code;
            if (code !== 'SVC_ERR_NO_DAEMON' && code !== 'SVC_ERR_SOCKET_PATH') throw err;
          }
          const outcome = answer.applied ? answer.outcome : await bind(prefix, user);
          if (outcome === 'already') return void ctx.stdout.write(`token ${prefix.slice(0, 12)} is already bound to user ${user}\n`);
          ctx.stdout.write(`token ${prefix.slice(0, 12)} acts as user ${user}${answer.applied ? ' from the next request' : ''}\n`);
        },
      });
    },
  });
}

export default createAccessExtension();
