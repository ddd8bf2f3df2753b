// The gateway extension: owns the HTTP front door (Fastify), its credentials, limits and idempotency, and mounts the
// routes other extensions register (SOP dispatch, /webhook chat, /metrics, nodes, the dashboard's files, admin routes)
// through gatewayRoutesPoint.
import { isAbsolute } from 'node:path';
import { listenFailure } from '../../lib/net/listen-error.js';
import type { FastifyInstance } from 'fastify';
import type { Server as HttpsServer } from 'node:https';
import { configStorePoint, controlCommands, defineExtension, doctorPoint, inventoryPoint, metricsPoint, onboardingPoint, statusPoint, SvcError, timerMs, version, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import type { GatewayConfig } from './config.generated.js';
import { SyncHook } from 'tapable';
import { gatewayBearerPoint, gatewayEventsPoint, gatewayGuardPoint, gatewayTokenLifetimesPoint, type BearerVerifier, type TokenLifetimes, gatewayRoutesPoint, gatewayStatePoint, type GatewayEvents, type RequestGuard, type GatewaySecurityEvent, type GatewayRoutes, type RouteGroup, type StateBackend, type StateStore, type WebhookHandler } from './api.js';
import type { Charset, PairingCodes } from './pairing.js';
import { isLoopbackAddress } from './address.js';
import type { CredentialPolicy } from './policy.js';
import type { Gateway } from './server.js';
import { gatewaySection } from './schema.js';
import { MemoryStateStore } from './state.js';
import { loadTlsMaterial, tlsProblems, type TlsMaterial } from './tls.js';
import { gatewayDoctor } from './doctor.js';
import { registerOwnListener } from '../../lib/net/own-listeners.js';

export const NAME = 'gateway';
/** How long the code of a `svc dashboard` sign-in link stays valid (at most gateway.pairing_dashboard.code_ttl_secs). */
export const SIGNIN_TTL_MS = 5 * 60_000;

/** CONTRACT §2 and §4: a literal absolute dashboard path; no public bind unless allowed; usable TLS files. */
function checkGateway(g: GatewayConfig, report: ProblemReport, configDir: string): void {
  for (const p of tlsProblems(g.tls, configDir)) report.add(p.path, p.message);
  if (g.web_dist_dir !== null && !isAbsolute(g.web_dist_dir)) {
    report.add('gateway.web_dist_dir', `must be an absolute path (~ and $HOME are not expanded), not ${JSON.stringify(g.web_dist_dir)}`);
  }
  const loopback = g.host === 'localhost' || isLoopbackAddress(g.host);
  if (!loopback && !g.allow_public_bind) {
    report.add('gateway.host', `${g.host} is not a loopback address; set gateway.allow_public_bind = true to serve other hosts (or put a tunnel in front)`);
  }
}

export interface GatewayOptions {
  /** Time for TTLs, windows and lockouts; tests pass a fake one. */
  readonly now?: () => number;
  /** Periodic work (the timeout sweep); tests pass a manual ticker. */
  readonly every?: (ms: number, fn: () => void) => () => void;
}

function every(ms: number, fn: () => void): () => void {
  const timer = setInterval(fn, timerMs(ms));
  timer.unref();
  return () => clearInterval(timer);
}

const configTable = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The user (users.<name>.tokens, the access extension's) a token hash is bound to, for svc gateway tokens list and revoke. */
function boundUsers(config: Record<string, unknown>): (hash: string) => string | undefined {
  const users = Object.entries(configTable(config.users)).sort(([a], [b]) => (a < b ? -1 : 1));
  return (hash) => users.find(([, u]) => { const t = configTable(u).tokens; return Array.isArray(t) && t.some((p) => typeof p === 'string' && hash.toLowerCase().startsWith(p.toLowerCase())); })?.[0];
}

/** The paired tokens of one config, less those a plugged lifetime says have expired (asked per lookup, so per request). */
class LiveTokens extends Set<string> {
  constructor(
    hashes: Iterable<string>,
    private readonly lifetimes: readonly TokenLifetimes[],
  ) {
    super(hashes);
  }

  override has(hash: string): boolean {
    return super.has(hash) && !this.lifetimes.some((l) => l.expired(hash));
  }
}

export function createGatewayExtension(options: GatewayOptions = {}): ExtensionDefinition {
  const now = options.now ?? Date.now;
  return defineExtension({
    name: NAME,
    // 0.2: RouteHelpers.admit and runOnce are asynchronous (the state may be shared), StateStore too. 0.3: routes declare
    // what they need (config.gateway) and the gateway enforces it; admit, runOnce, claims() and fail's status argument
    // are deprecated but still served.
    version: '0.3.0',
    description: 'HTTP gateway: credentials, rate limits, idempotency, pairing and the admin API; mounts the routes of others.',
    sections: { gateway: gatewaySection },
    apply(kernel) {
      const log = kernel.logger;
      // Pairing, refused credentials and token revocations, for the audit trail (which taps this when it is loaded).
      const events: GatewayEvents = Object.freeze({ securityEvent: new SyncHook<[GatewaySecurityEvent]>(['event'], 'securityEvent') });
      kernel.provide(gatewayEventsPoint, events);
      const announce = (event: GatewaySecurityEvent['event'], fields: GatewaySecurityEvent['fields']): void => events.securityEvent.call({ event, fields });
      kernel.use(onboardingPoint).add({
        title: 'Gateway',
        needs: 'gateway.port',
        order: 10,
        fields: [
          { path: 'gateway.host', question: 'Address the gateway binds' },
          { path: 'gateway.port', question: 'Gateway port' },
        ],
        next: (config) => {
          const g = gateway.of(config);
          const host = g.host.includes(':') ? `[${g.host}]` : g.host;
          // A URL that answers whatever else is loaded (/ is the dashboard's only when it is); port 0 binds a port chosen
          // at start, which svc status shows. The dashboard names its own line when it is loaded.
          const health = g.port === 0 ? 'at the address svc status shows' : `at http${g.tls?.enabled ? 's' : ''}://${host}:${g.port}${g.path_prefix ?? ''}/health`;
          return `the gateway answers ${health}${g.require_pairing ? ' (pair an HTTP client: svc gateway get-paircode, then POST /pair)' : ''}`;
        },
      });
      // Each with the extension that registered it (the point is scoped), for the route inventory.
      const groups: { readonly owner: string; readonly group: RouteGroup }[] = [];
      const webhooks: { readonly owner: string; readonly handler: WebhookHandler }[] = [];
      // The in-memory store unless another extension plugged a shared one and it is configured on (opened at start).
      const memory = new MemoryStateStore(now);
      let state: StateStore = memory;
      let backend: StateBackend | undefined;
      const gateway = kernel.config<GatewayConfig>('gateway');
      kernel.use(doctorPoint).add(gatewayDoctor(gateway, kernel.paths.configDir));
      // Credentials are read into an immutable policy once per config (configs are frozen and replaced on reload) and
      // shared-token version; a request takes one snapshot of it.
      let policy: { readonly g: GatewayConfig; readonly tokens: string | undefined; readonly policy: CredentialPolicy } | undefined;
      const policyOf = (g: GatewayConfig): CredentialPolicy => {
        const shared = state.tokens?.snapshot();
        if (policy?.g === g && policy.tokens === shared?.version) return policy.policy;
        const tokenHashes = new Set(g.paired_tokens);
        if (shared) {
          // Paired elsewhere: trusted while the sets are fresh. Revoked anywhere: refused here too, stale or not.
          if (!shared.stale) for (const hash of shared.paired) tokenHashes.add(hash);
          for (const hash of shared.revoked) tokenHashes.delete(hash);
        }
        const made = Object.freeze({ requirePairing: g.require_pairing, tokenHashes: lifetimes.length ? new LiveTokens(tokenHashes, lifetimes) : tokenHashes, webhookSecret: g.webhook_secret });
        policy = { g, tokens: shared?.version, policy: made };
        return made;
      };
      let app: FastifyInstance | undefined;
      let drain: Gateway['drain'] | undefined;
      let tls: TlsMaterial | undefined;
      let ready = false;
      let pairing: PairingCodes | undefined;
      /** The URL the gateway listens on (the real port when 0 was asked), path_prefix and `/` included. */
      let listening: string | undefined;

      kernel.provideScoped(gatewayRoutesPoint, (owner): GatewayRoutes => ({
        register: (group) => void groups.push({ owner, group }),
        webhook: (handler) => {
          const other = handler.fallback ? webhooks.find((w) => w.handler.fallback)?.handler : undefined;
          if (other) throw new Error(`POST /webhook has two fallback handlers: "${other.name}" and "${handler.name}"`);
          if (!handler.fallback && !handler.declaration?.targets && typeof handler.claims !== 'function') throw new Error(`the /webhook handler "${handler.name}" needs declaration.targets or fallback: true`);
          webhooks.push({ owner, handler });
        },
      }));
      const lifetimes: TokenLifetimes[] = [];
      kernel.provide(gatewayTokenLifetimesPoint, { plug: (l) => void lifetimes.push(l) });
      let guard: RequestGuard | undefined;
      kernel.provide(gatewayGuardPoint, {
        plug: (g) => {
          if (guard) throw new Error(`the gateway's request guard is plugged by "${guard.name}" already; "${g.name}" cannot plug another`);
          guard = g;
        },
      });
      let bearer: BearerVerifier | undefined;
      kernel.provide(gatewayBearerPoint, {
        plug: (v) => {
          if (bearer) throw new Error(`the gateway's bearer verifier is plugged by "${bearer.name}" already; "${v.name}" cannot plug another`);
          bearer = v;
        },
      });
      kernel.provide(gatewayStatePoint, {
        plug: (b) => {
          if (backend) throw new Error(`the gateway's state store is plugged by "${backend.name}" already; "${b.name}" cannot plug another`);
          backend = b;
        },
        current: () => state,
      });
      // Runs only when asked (svc extensions check): a throwaway Fastify lists what each group mounts.
      kernel.use(inventoryPoint).contribute('routes', async () => (await import('./server.js')).listRoutes(groups, webhooks));
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkGateway(gateway.of(config), report, kernel.paths.configDir));

      kernel.hooks.start.tapPromise(NAME, async () => {
        const tlsSettings = gateway().tls;
        if (tlsSettings?.enabled) tls = loadTlsMaterial(tlsSettings, kernel.paths.configDir);
        const { buildServer } = await import('./server.js');
        const { PairingCodes } = await import('./pairing.js');
        const shared = await backend?.open();
        if (shared) {
          state = shared;
          log.info({ backend: backend!.name }, 'gateway state is shared');
        }
        pairing = new PairingCodes(
          () => {
            const g = gateway();
            return { charset: g.pairing_code.charset as Charset, length: g.pairing_code.length, ttlMs: g.pairing_dashboard.code_ttl_secs * 1000, maxPending: g.pairing_dashboard.max_pending_codes };
          },
          () => state,
        );
        const store = kernel.use(configStorePoint);
        const built = await buildServer({
          gateway,
          policy: () => policyOf(gateway()),
          state,
          store,
          metrics: kernel.use(metricsPoint),
          pairing: pairing!,
          // The store fires configReloaded, which adopts the new token list before the response is sent.
          // Appended to the list as it is on disk (under the write lock), so a token written there meanwhile is kept.
          // Shared first (when on), so that a token this instance cannot share is never handed out.
          onPaired: async (hash) => {
            await state.tokens?.add(hash);
            await store.set({ 'gateway.paired_tokens': (onDisk: unknown) => [...(Array.isArray(onDisk) ? onDisk : []), hash] }, 'pairing');
          },
          groups,
          webhooks,
          audit: (event, fields) => announce(event, fields),
          guard: () => guard,
          bearer: () => bearer,
          logger: log,
          version: version(),
          now,
          every: options.every ?? every,
          isReady: () => ready,
          status: () => kernel.use(statusPoint).snapshot(),
          tls: () => tls,
        });
        app = built.app;
        drain = built.drain;
        const g = gateway();
        const address = await app.listen({ host: g.host, port: g.port }).catch((err: unknown) => {
          throw listenFailure(err, { what: 'the gateway', table: 'gateway', host: g.host, port: g.port });
        });
        // Tools acting for a model never reach the gateway (lib/net/own-listeners.ts); forgotten when it closes.
        registerOwnListener(NAME, app.server);
        const url = `${address}${g.path_prefix ?? ''}/`;
        listening = url;
        log.info({ url }, 'listening');
        kernel.use(statusPoint).listener('gateway', url);
        if (g.require_pairing) {
          // Shown to a person at a terminal only; never written to a log line. A shared store that is down only costs
          // the code (get-paircode issues one later).
          const issued = await pairing!.issue().catch((err: Error) => void log.warn({ err: err.message }, 'no pairing code issued at start'));
          if (issued && process.stderr.isTTY) process.stderr.write(`Pairing code: ${issued.code} (valid until ${new Date(issued.expiresAt).toISOString()})\n`);
        }
      });
      kernel.hooks.ready.tap(NAME, () => void (ready = true));
      kernel.hooks.beforeShutdown.tap(NAME, () => void (ready = false));
      kernel.hooks.configReloaded.tap(NAME, () => {
        // Credentials, limits and paths are read per request; only the TLS files need re-reading here.
        const settings = gateway().tls;
        if (!app || !tls || !settings?.enabled) return;
        // The reload validated these files; a renewed certificate serves new connections from now on.
        let fresh: TlsMaterial;
        try {
          fresh = loadTlsMaterial(settings, kernel.paths.configDir);
        } catch (err) {
          // Changed again since the reload read them: keep serving with what is loaded.
          log.error({ err: (err as Error).message }, 'TLS files could not be re-read; the previous certificates stay');
          return;
        }
        if (!fresh.cert.equals(tls.cert) || !fresh.key.equals(tls.key) || !(fresh.ca ?? Buffer.alloc(0)).equals(tls.ca ?? Buffer.alloc(0))) {
          (app?.server as HttpsServer | undefined)?.setSecureContext({ key: fresh.key, cert: fresh.cert, ...(fresh.ca ? { ca: fresh.ca } : {}) });
          log.info('TLS certificate, key or CA reloaded');
        }
        tls = fresh;
      });
      kernel.hooks.drain.tapPromise(NAME, async ({ deadline }, work) => {
        await drain?.(deadline, work);
      });
      kernel.hooks.shutdown.tapPromise(NAME, async () => {
        drain = undefined;
        await app?.close();
        app = undefined;
        listening = undefined;
        const closing = state;
        state = memory;
        await closing.close?.();
      });

      // `svc dashboard`: a code for the sign-in link (in its fragment, so it never reaches a log or a Referer) and the
      // address the gateway bound; single use like every pairing code, and short-lived.
      kernel.use(controlCommands).register('gateway.signin', async () => {
        if (!pairing || !listening) throw new Error('the gateway is not running');
        const issued = await pairing.issue(SIGNIN_TTL_MS);
        return { url: listening, code: issued.code, expires_at: new Date(issued.expiresAt).toISOString() };
      });
      kernel.use(controlCommands).register('gateway.paircode', async (args) => {
        if (!pairing) throw new Error('the gateway is not running');
        return (await ((args as { new?: boolean } | undefined)?.new ? pairing.issue() : pairing.current())).code;
      });

      kernel.addCommand({
        name: 'gateway',
        summary: 'Run the gateway alone (no agents, channels or SOP engine: /sop/* and /webhook chat answer 503); logs to stdout',
        needs: 'config',
        logsToStdout: true,
        run: (ctx) => ctx.runDaemon({ only: [NAME], mode: 'gateway' }),
      });
      kernel.addCommand({
        name: 'gateway openapi',
        summary: 'Print the OpenAPI 3.1 document of every route the gateway serves with the extensions loaded here',
        run: async (ctx) => {
          const { describeApi } = await import('./server.js');
          ctx.stdout.write(`${JSON.stringify(await describeApi(groups, webhooks, version()), null, 2)}\n`);
        },
      });
      kernel.addCommand({
        name: 'gateway get-paircode',
        summary: 'Print the pending pairing code of the running daemon (issues one when none is pending)',
        options: { new: { type: 'boolean', description: 'Issue a new code (the oldest pending one is revoked beyond max_pending_codes)' } },
        run: async (ctx) => void ctx.stdout.write(`${String(await ctx.control('gateway.paircode', { new: ctx.options.new === true }))}\n`),
      });
      kernel.addCommand({
        name: 'gateway tokens list',
        summary: 'The paired tokens, as the first 12 hex digits of their SHA-256 hashes, each with the user it is bound to while [users] exist (users.<name>.tokens); pairing times are not recorded',
        needs: 'config',
        options: { json: { type: 'boolean', description: 'Print {"tokens": [{"prefix", "user"}]} as JSON (user null when none is bound)' } },
        run: async (ctx) => {
          const holders = boundUsers(ctx.config());
          const rows = gateway().paired_tokens.map((h) => ({ prefix: h.slice(0, 12), user: holders(h) ?? null }));
          if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ tokens: rows })}\n`);
          // With no [users], every token is an administrator: the prefixes alone, as before.
          const users = Object.keys(configTable(ctx.config().users)).length > 0;
          ctx.stdout.write(rows.length ? `${rows.map((r) => (users ? `${r.prefix}  user ${r.user ?? '(none: refused while [users] exist)'}` : r.prefix)).join('\n')}\n` : 'no paired tokens\n');
        },
      });
      const TOKEN_PREFIX = /^[0-9a-f]{6,64}$/;
      type RevokeAnswer = { readonly applied: true; readonly pid: number; readonly revoked: number } | { readonly applied: false };
      // Decided on config.toml as it is under the write lock, so two revokes at once never bring a token back.
      const revokeTokens = async (prefix: string): Promise<number> => {
        const matches = (hashes: Iterable<unknown>) => [...hashes].filter((h): h is string => typeof h === 'string' && h.toLowerCase().startsWith(prefix));
        // Shared mode: every instance learns it, through the shared tokens, before this file changes (a revocation the
        // others cannot learn fails first, with nothing written).
        const tokens = state.tokens;
        let shared: string[] = [];
        if (tokens) {
          shared = [...new Set([...matches(tokens.snapshot().paired), ...matches(gateway().paired_tokens)])];
          if (!shared.length) throw new SvcError('SVC_ERR_USAGE', `no paired token hash in config.toml or the shared tokens starts with ${prefix}`);
          await tokens.revoke(shared);
        }
        let revoked = 0;
        const update = (onDisk: unknown): unknown[] => {
          const hashes = Array.isArray(onDisk) ? (onDisk as unknown[]) : [];
          const kept = hashes.filter((h) => !matches([h]).length);
          revoked = hashes.length - kept.length;
          if (!revoked && !tokens) throw new SvcError('SVC_ERR_USAGE', `no paired token hash in config.toml starts with ${prefix}`);
          return kept;
        };
        // The users.<name>.tokens entries of the revoked tokens go in the same write: a prefix must not outlive its token.
        const gone = [...new Set([...shared, ...matches(gateway().paired_tokens)])].map((h) => h.toLowerCase());
        const names = Object.keys(configTable(kernel.use(configStorePoint).current().users));
        const unbind = (onDisk: unknown): unknown[] => (Array.isArray(onDisk) ? onDisk.filter((p) => typeof p !== 'string' || !gone.some((h) => h.startsWith(p.toLowerCase()))) : []);
        const holders = names.filter((name) => gone.some((h) => boundUsers(kernel.use(configStorePoint).current())(h) === name));
        const unbinding = Object.fromEntries(holders.map((name) => [`users.${name}.tokens`, unbind]));
        if (!tokens || matches(gateway().paired_tokens).length) await kernel.use(configStorePoint).set({ 'gateway.paired_tokens': update, ...unbinding }, 'cli');
        else if (holders.length) await kernel.use(configStorePoint).set(unbinding, 'cli');
        announce('token.revoked', { by: 'cli', prefix, count: tokens ? shared.length : revoked });
        return tokens ? shared.length : revoked;
      };
      // A running daemon revokes through its config store, so the very next request with the token is refused.
      kernel.use(controlCommands).register('gateway.tokens.revoke', async (args): Promise<RevokeAnswer> => {
        const { file, prefix } = (args ?? {}) as { file?: unknown; prefix?: unknown };
        if (typeof prefix !== 'string' || !TOKEN_PREFIX.test(prefix)) throw new SvcError('SVC_ERR_USAGE', 'PREFIX must be 6 to 64 lower-case hex digits');
        if (file !== kernel.paths.configFile) return { applied: false };
        return { applied: true, pid: process.pid, revoked: await revokeTokens(prefix) };
      });
      kernel.addCommand({
        name: 'gateway tokens revoke',
        summary: 'Remove the paired tokens whose hash starts with PREFIX (at least 6 hex digits); a running daemon refuses them at once',
        usage: 'PREFIX',
        positionals: { min: 1, max: 1 },
        needs: 'config',
        run: async (ctx) => {
          const prefix = ctx.positionals[0]!.toLowerCase();
          if (!TOKEN_PREFIX.test(prefix)) throw new SvcError('SVC_ERR_USAGE', `PREFIX must be 6 to 64 hex digits, not "${prefix}"`);
          let answer: RevokeAnswer = { applied: false };
          try {
            answer = (await ctx.control('gateway.tokens.revoke', { file: ctx.paths.configFile, prefix })) as RevokeAnswer;
          } catch (err) {
            // No daemon on this data directory: the file is written here, under the same lock.
            const code = (err as { code?: string }).code;
            if (code !== 'SVC_ERR_NO_DAEMON' && code !== 'SVC_ERR_SOCKET_PATH') throw err;
            // Shared mode: the other instances learn a revocation from the shared tokens, which only a daemon reaches.
            if ((ctx.config() as { shared?: { enabled?: boolean } }).shared?.enabled === true) {
              throw new SvcError('SVC_ERR_USAGE', 'shared mode: revoke through a running daemon (start this one, or run the command where one runs), so that every instance refuses the token');
            }
          }
          const revoked = answer.applied ? answer.revoked : await revokeTokens(prefix);
          const them = revoked === 1 ? 'it' : 'them';
          const done = `revoked ${revoked} token${revoked === 1 ? '' : 's'}`;
          ctx.stdout.write(
            answer.applied
              ? `${done}; the running daemon (pid ${answer.pid}) refuses ${them} from now on\n`
              : `${done}; no daemon runs on this data directory, so the next one to start refuses ${them}\n`,
          );
        },
      });
    },
  });
}

export default createGatewayExtension();
