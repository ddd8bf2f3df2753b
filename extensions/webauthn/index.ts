// The webauthn extension: owns [security.webauthn]; passkey sign-in to the dashboard. An operator signed in with a
// paired token registers a passkey (POST /api/webauthn/register/options, /register); signing in with it
// (/api/webauthn/login/options, /login) issues a new paired token bound to the same user (users.<name>.tokens), so
// access rules keep applying. Ceremonies are verified by @simplewebauthn/server, loaded at the gateway's start.
import { join } from 'node:path';
import { configStorePoint, controlCommands, defineExtension, SvcError, type ExtensionDefinition, type JsonSchema } from '../../kernel/index.js';
import { EventThrottle } from '../../lib/event-throttle.js';
import { accessPoint } from '../access/api.js';
import { auditPoint } from '../audit/api.js';
import { gatewayRoutesPoint, gatewayStatePoint, gatewayTokenLifetimesPoint, HttpFailure, rawHeaderValues, type GatewayConfig, type RouteDeclaration } from '../gateway/api.js';
import type { WebauthnConfig } from './config.generated.js';
import { webauthnSection } from './schema.js';
import { CredentialStore, type LegacyPasskey, type StoredCredential } from './store.js';

export const NAME = 'webauthn';
/** A challenge is answered within this time or not at all (the browser's own timeout is 60 s). */
export const CHALLENGE_TTL_MS = 120_000;
/** Pending challenges at most; beyond it the oldest is dropped (a flood costs O(1) per request and bounded memory). */
export const MAX_CHALLENGES = 256;
/**
 * A paired token a passkey sign-in issues is refused this long after (12 h; the spec's [security.webauthn] has no key
 * for it): a dashboard session, not a credential for good. Expired ones are removed from config.toml every PRUNE_EVERY_MS.
 */
export const SIGN_IN_TOKEN_TTL_MS = 12 * 3_600_000;
export const PRUNE_EVERY_MS = 10 * 60_000;
/** Refused ceremonies of one kind are logged and audited at most once in this window (then summed up). */
const REFUSAL_WINDOW_MS = 10_000;
/** GET /api/webauthn (whether passkeys are offered) per client and minute: its own limit, not POST /pair's. */
export const STATUS_PER_MINUTE = 120;
/** A passkey is named by its credential id or a prefix of it this long at least. */
const ID_PREFIX = /^[A-Za-z0-9_-]{8,1024}$/;

const OPTIONS: JsonSchema = { type: 'object', required: ['challenge'], description: 'PublicKeyCredential options in their JSON form (base64url binary fields), for the browser.' };
const CREDENTIAL: JsonSchema = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response'],
  properties: {
    id: { type: 'string', maxLength: 1024, description: 'base64url credential id.' },
    rawId: { type: 'string', maxLength: 1024 },
    type: { const: 'public-key' },
    response: { type: 'object', description: 'The authenticator response, binary fields in base64url.' },
  },
  description: 'A PublicKeyCredential in its JSON form (toJSON()).',
};
const REGISTERED: JsonSchema = { type: 'object', required: ['registered', 'user'], properties: { registered: { const: true }, user: { type: ['string', 'null'], description: 'The users.<name> the passkey signs in as (null: none).' } } };
const SIGNED_IN: JsonSchema = {
  type: 'object',
  required: ['token', 'user'],
  properties: {
    token: { type: 'string', pattern: '^svc_[0-9a-f]{64}$', description: 'A new paired token, bound to the passkey\'s user; send it as Authorization: Bearer. Only its hash is stored.' },
    user: { type: ['string', 'null'] },
    expires_at: { type: 'string', format: 'date-time', description: 'When the token is refused (12 h after the sign-in).' },
  },
};
const PASSKEY: JsonSchema = {
  type: 'object',
  required: ['id', 'user', 'created_at', 'last_used_at', 'tokens'],
  properties: {
    id: { type: 'string', description: 'base64url credential id (svc webauthn remove takes it, or 8+ characters of its start).' },
    user: { type: ['string', 'null'], description: 'The users.<name> it signs in as.' },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: ['string', 'null'], format: 'date-time' },
    tokens: { type: 'integer', description: 'Paired tokens its sign-ins issued that have not expired.' },
  },
};
const PASSKEYS: JsonSchema = { type: 'object', required: ['credentials'], properties: { credentials: { type: 'array', items: PASSKEY } } };
const REMOVED: JsonSchema = {
  type: 'object',
  required: ['removed', 'id', 'revoked'],
  properties: { removed: { const: true }, id: { type: 'string' }, revoked: { type: 'integer', description: 'Paired tokens its sign-ins issued, now refused.' } },
};

/** What a list shows of a passkey: never its public key. */
function summary(c: StoredCredential, now: number): Record<string, unknown> {
  return { id: c.id, user: c.user, created_at: c.created_at, last_used_at: c.last_used_at, tokens: (c.tokens ?? []).filter((t) => Date.parse(t.expires_at) > now).length };
}
const STATUS: JsonSchema = { type: 'object', required: ['enabled'], properties: { enabled: { type: 'boolean' }, rp_id: { type: 'string' } } };

export function createWebauthnExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Passkey (WebAuthn) sign-in to the dashboard: registration by a signed-in operator, sign-in that issues a paired token bound to the same user.',
    optionalDependsOn: ['gateway', 'access', 'audit'],
    sections: { 'security.webauthn': webauthnSection },
    apply(kernel) {
      const settings = kernel.config<WebauthnConfig>('security.webauthn');
      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const c = settings.of(config);
        let origin: URL | undefined;
        try {
          origin = new URL(c.rp_origin);
        } catch {
          report.add('security.webauthn.rp_origin', 'is not a URL (e.g. https://svc.example.com)');
        }
        if (origin && origin.origin !== c.rp_origin) report.add('security.webauthn.rp_origin', `must be an origin only (scheme, host and port): ${origin.origin}`);
        else if (origin && origin.hostname !== c.rp_id && !origin.hostname.endsWith(`.${c.rp_id}`)) report.add('security.webauthn.rp_id', `must be rp_origin's host (${origin.hostname}) or a domain it is under`);
      });
      const log = kernel.logger.child({ ext: NAME });
      const audit = kernel.tryUse(auditPoint);
      const access = kernel.tryUse(accessPoint);
      const state = kernel.tryUse(gatewayStatePoint);
      const now = Date.now;
      // No I/O here: the file is read on first use.
      const credentials = new CredentialStore(join(kernel.paths.dataDir, 'webauthn', 'credentials.json'));
      // An unreadable passkey file must not turn every request into a 500 (nor into a file read per request): its tokens'
      // expiry is then unknown until a restart finds the file readable (the start logs why, at ERROR).
      let unreadable = false;
      kernel.tryUse(gatewayTokenLifetimesPoint)?.plug({
        name: NAME,
        expired: (hash) => {
          if (unreadable) return false;
          try {
            return credentials.expired(hash, now());
          } catch {
            unreadable = true;
            return false;
          }
        },
      });

      /**
       * Revokes paired tokens a passkey issued: the shared tokens first (every instance refuses them), then
       * gateway.paired_tokens and users.<name>.tokens as they are on disk (under the store's write lock).
       */
      const revoke = async (hashes: readonly string[], users: Iterable<string | null>): Promise<void> => {
        if (!hashes.length) return;
        const gone = new Set(hashes);
        await state?.current().tokens?.revoke([...gone]);
        const without = (onDisk: unknown): unknown => (Array.isArray(onDisk) ? onDisk.filter((h) => !(typeof h === 'string' && gone.has(h.toLowerCase()))) : onDisk);
        const changes: Record<string, (onDisk: unknown) => unknown> = { 'gateway.paired_tokens': without };
        // A user removed from the config since keeps no table of its own: writing its tokens would create it again.
        for (const user of new Set(users)) if (user !== null && (!access || access.principal(user))) changes[`users.${user}.tokens`] = without;
        await kernel.use(configStorePoint).set(changes, NAME);
      };
      const usersOf = (hashes: readonly string[]) => credentials.list().filter((c) => c.tokens?.some((t) => hashes.includes(t.hash))).map((c) => c.user);
      /** Removes the expired sign-in tokens from the config, then forgets them (refused meanwhile all the same). */
      const prune = async (): Promise<number> => {
        const due = credentials.due(now());
        if (!due.length) return 0;
        await revoke(due, usersOf(due));
        credentials.drop(due);
        log.info({ count: due.length }, 'expired passkey sign-in tokens removed from the config');
        audit?.record('webauthn.tokens_expired', { count: due.length });
        return due.length;
      };
      /** The passkey an id or an id prefix (8+ characters) names: one, none, or several. */
      const find = (ref: string): StoredCredential | 'ambiguous' | undefined => {
        if (!ID_PREFIX.test(ref)) return undefined;
        const exact = credentials.get(ref);
        if (exact) return exact;
        const matching = credentials.list().filter((c) => c.id.startsWith(ref));
        return matching.length > 1 ? 'ambiguous' : matching[0];
      };
      /** Removes a passkey and revokes every token its sign-ins issued. */
      const remove = async (c: StoredCredential, by: string): Promise<{ id: string; revoked: number }> => {
        const hashes = credentials.tokensOf(c.id) ?? [];
        await revoke(hashes, [c.user]);
        credentials.remove(c.id);
        log.info({ by, user: c.user, revoked: hashes.length }, 'a passkey was removed');
        audit?.record('webauthn.removed', { by, user: c.user, credential_prefix: c.id.slice(0, 12), revoked: hashes.length });
        return { id: c.id, revoked: hashes.length };
      };
      const list = () => credentials.list().map((c) => summary(c, now()));

      // Refused ceremonies (a flood of forged answers) are logged and audited once per ceremony in REFUSAL_WINDOW_MS, then
      // summed up in one line: the reason is free text of the library, so it keys nothing.
      const noted = new EventThrottle<{ ceremony: string }>({ windowMs: REFUSAL_WINDOW_MS, maxKeys: 8 }, (_key, count, sample) => {
        log.warn({ ...sample, count, window_secs: REFUSAL_WINDOW_MS / 1000 }, 'refused passkey ceremonies left out of the log and the audit trail');
        audit?.record('webauthn.refused.suppressed', { ...sample, count, window_secs: REFUSAL_WINDOW_MS / 1000 });
      });
      /**
       * Sign-in tokens whose expiry is not known here. A release before sign-in tokens expired recorded none: they are
       * plain paired tokens now. At the first start that sees a passkey used under that release, its sign-ins' tokens are
       * looked up in the audit trail (webauthn.login carries the token's hash prefix and user): each found in the
       * paired tokens is recorded to expire SIGN_IN_TOKEN_TTL_MS from now. The passkey is reported once (recorded in the
       * passkey file), with how to revoke any token the trail does not show. A recorded token with no valid expiry is
       * refused as expired (and pruned by the sweep) and reported at each start until it is.
       */
      const reportLegacy = async (): Promise<void> => {
        let legacy: LegacyPasskey[];
        try {
          legacy = credentials.legacy(now());
          for (const w of credentials.withoutExpiry()) {
            log.warn({ credential_prefix: w.id.slice(0, 12), user: w.user, count: w.count }, 'passkey sign-in tokens with no valid recorded expiry are refused as expired and removed from the config');
          }
        } catch {
          // An unreadable passkey file: the sweep reports it at ERROR.
          return;
        }
        if (!legacy.length) return;
        const expiresAt = now() + SIGN_IN_TOKEN_TTL_MS;
        const found = new Map<string, number>();
        let lookedUp = false;
        let failure: string | undefined;
        if (audit?.find) {
          try {
            const known = new Set(credentials.list().flatMap((c) => (c.tokens ?? []).map((t) => t.hash)));
            const paired = new Set([...kernel.config<GatewayConfig>('gateway')().paired_tokens, ...(state?.current().tokens?.snapshot().paired ?? [])].map((h) => h.toLowerCase()));
            const since = Math.min(...legacy.map((p) => Date.parse(p.created_at)).filter(Number.isFinite), now());
            for await (const event of audit.find('webauthn.login', since)) {
              const prefix = event.token_hash_prefix;
              if (typeof prefix !== 'string' || !/^[0-9a-f]{12}$/.test(prefix)) continue;
              const owner = legacy.find((p) => p.user === (event.user ?? null));
              const matches = [...paired].filter((h) => h.startsWith(prefix) && !known.has(h));
              if (!owner || matches.length !== 1) continue;
              credentials.issued(owner.id, matches[0]!, expiresAt);
              known.add(matches[0]!);
              found.set(owner.id, (found.get(owner.id) ?? 0) + 1);
            }
            lookedUp = true;
          } catch (err) {
            failure = (err as Error).message;
          }
        }
        for (const p of legacy) {
          const fields = { credential_prefix: p.id.slice(0, 12), user: p.user, last_used_at: p.last_used_at, found_in_audit: found.get(p.id) ?? 0, expires_at: new Date(expiresAt).toISOString() };
          log.warn(
            { ...fields, ...(failure ? { err: failure } : {}) },
            `this passkey signed in under a release that recorded no sign-in token: ${lookedUp ? `the ${fields.found_in_audit} token(s) the audit trail shows for it now expire at ${fields.expires_at}; any other` : 'the audit trail could not be read, so every'} token those sign-ins issued is not known here and never expires: revoke it with svc gateway tokens revoke PREFIX (the audit trail's webauthn.login events carry token_hash_prefix); reported once`,
          );
          audit?.record('webauthn.unrecorded_tokens', fields);
        }
      };
      let pruning: NodeJS.Timeout | undefined;
      kernel.hooks.start.tapPromise(NAME, async () => {
        const sweep = () => prune().catch((err: Error) => log.error({ err: err.message }, 'expired passkey sign-in tokens could not be removed; they stay refused'));
        await reportLegacy();
        await sweep();
        pruning = setInterval(() => void sweep(), PRUNE_EVERY_MS);
        pruning.unref();
      });
      kernel.hooks.shutdown.tap(NAME, () => {
        clearInterval(pruning);
        noted.close();
      });

      // svc webauthn list | remove: through the running daemon (it holds the file in memory), else on the files here.
      type Answer = { readonly applied: false } | ({ readonly applied: true } & Record<string, unknown>);
      const control = kernel.use(controlCommands);
      const ours = (args: unknown): Record<string, unknown> | undefined => {
        const a = (args ?? {}) as Record<string, unknown>;
        return a.file === kernel.paths.configFile ? a : undefined;
      };
      const removeRef = async (ref: unknown, by: string): Promise<{ id: string; revoked: number }> => {
        const c = typeof ref === 'string' ? find(ref) : undefined;
        if (c === 'ambiguous') throw new SvcError('SVC_ERR_USAGE', `several passkeys start with ${String(ref)}; give more of the id (svc webauthn list)`);
        if (!c) throw new SvcError('SVC_ERR_USAGE', `no passkey has the id ${String(ref).slice(0, 64)} (8 or more of its first characters; svc webauthn list)`);
        return remove(c, by);
      };
      control.register('webauthn.list', async (args): Promise<Answer> => (ours(args) ? { applied: true, credentials: list() } : { applied: false }));
      control.register('webauthn.remove', async (args): Promise<Answer> => {
        const a = ours(args);
        return a ? { applied: true, pid: process.pid, ...(await removeRef(a.id, 'cli')) } : { applied: false };
      });
      const viaDaemon = async (ctx: { control(command: string, args?: unknown): Promise<unknown>; paths: { configFile: string } }, command: string, args: Record<string, unknown>): Promise<Answer> => {
        try {
          return (await ctx.control(command, { ...args, file: ctx.paths.configFile })) as Answer;
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code !== 'SVC_ERR_NO_DAEMON' && code !== 'SVC_ERR_SOCKET_PATH') throw err;
          return { applied: false };
        }
      };
      kernel.addCommand({
        name: 'webauthn list',
        summary: 'The registered passkeys: id, user, when created and last used, and how many of their sign-in tokens are live',
        needs: 'config',
        options: { json: { type: 'boolean', description: 'Print {"credentials": [...]} as JSON' } },
        run: async (ctx) => {
          const answer = await viaDaemon(ctx, 'webauthn.list', {});
          const rows = (answer.applied ? answer.credentials : list()) as ReturnType<typeof summary>[];
          if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ credentials: rows })}\n`);
          if (!rows.length) return void ctx.stdout.write('no passkeys are registered\n');
          for (const r of rows) ctx.stdout.write(`${String(r.id)}  user=${String(r.user ?? '-')}  created=${String(r.created_at)}  last_used=${String(r.last_used_at ?? 'never')}  live_tokens=${String(r.tokens)}\n`);
        },
      });
      kernel.addCommand({
        name: 'webauthn remove',
        summary: 'Remove a passkey (its id, or 8+ of its first characters) and revoke every paired token its sign-ins issued',
        usage: 'ID',
        positionals: { min: 1, max: 1 },
        needs: 'config',
        run: async (ctx) => {
          const ref = ctx.positionals[0]!;
          const answer = await viaDaemon(ctx, 'webauthn.remove', { id: ref });
          const done = answer.applied ? (answer as unknown as { id: string; revoked: number }) : await removeRef(ref, 'cli');
          ctx.stdout.write(`removed passkey ${done.id.slice(0, 16)}…; revoked ${done.revoked} token${done.revoked === 1 ? '' : 's'} its sign-ins issued${answer.applied ? ' (the running daemon refuses them from now on)' : ''}\n`);
        },
      });

      const routes = kernel.tryUse(gatewayRoutesPoint);
      if (!routes || !state) return;
      const gateway = kernel.config<GatewayConfig>('gateway');
      const decl = (access: RouteDeclaration['access'], summary: string, schema: JsonSchema, errors: RouteDeclaration['errors'], rateLimit: RouteDeclaration['rateLimit'] = 'pair'): { gateway: RouteDeclaration } => ({
        gateway: { access, summary, ...(access === 'public' ? { rateLimit, jsonOnly: true } : {}), responses: { 200: { description: 'Done.', schema } }, errors },
      });
      const on = (): void => {
        if (!settings().enabled) throw new HttpFailure('not_ready', 'passkeys are off here (security.webauthn.enabled = false)');
      };

      routes.register({
        name: NAME,
        plugin: async (app, h) => {
          const { Ceremonies, CeremonyRefused, newToken, sha256Hex } = await import('./ceremonies.js');
          const { ChallengeBook } = await import('./challenges.js');
          const ceremonies = new Ceremonies({ settings, challenges: new ChallengeBook(CHALLENGE_TTL_MS, MAX_CHALLENGES), credentials, now });
          /** The paired token the request signed in with (its hash): registration binds the passkey to its user. */
          const pairedToken = (req: Parameters<typeof h.client>[0]): string => {
            const values = rawHeaderValues(req.raw, 'authorization');
            const m = values.length === 1 ? /^Bearer (\S+)$/i.exec(values[0]!) : null;
            const hash = m ? sha256Hex(m[1]!) : undefined;
            const paired = hash && !credentials.expired(hash, now()) && (gateway().paired_tokens.includes(hash) || state.current().tokens?.snapshot().paired.has(hash));
            if (!paired) throw new HttpFailure('unauthorized', 'registering a passkey needs the paired token the dashboard signed in with (Authorization: Bearer)');
            return hash;
          };
          const refused = (ceremony: string, client: string, err: unknown): never => {
            if (!(err instanceof CeremonyRefused)) throw err;
            const reason = err.reason.slice(0, 200);
            if (noted.admit(ceremony, { ceremony })) {
              log.warn({ client, ceremony, reason }, 'a passkey ceremony was refused');
              audit?.record('webauthn.refused', { ceremony, client, reason });
            }
            throw new HttpFailure(ceremony === 'login' ? 'unauthorized' : 'invalid_request', `the passkey ${ceremony === 'login' ? 'sign-in' : 'registration'} was refused: ${reason}`);
          };

          // Every load of the sign-in page asks: a limit of its own, so reloading the page never uses up pairing attempts.
          app.get('/api/webauthn', { config: decl('public', 'Whether passkey sign-in is offered here (the dashboard shows its button then)', STATUS, [], { scope: 'webauthn-status', perMinute: STATUS_PER_MINUTE }) }, async () =>
            settings().enabled ? { enabled: true, rp_id: settings().rp_id } : { enabled: false });

          app.post('/api/webauthn/register/options', { config: decl('admin', 'Starts registering a passkey for the user of the paired token sent (options for navigator.credentials.create)', OPTIONS, ['not_ready', 'unauthorized']) }, async (req) => {
            on();
            const hash = pairedToken(req);
            return ceremonies.registrationOptions(hash, access?.principalForToken(hash)?.user ?? null);
          });

          app.post('/api/webauthn/register', { schema: { body: CREDENTIAL }, config: decl('admin', 'Registers the passkey the browser created for the last options; the same paired token must send it', REGISTERED, ['not_ready', 'unauthorized', 'invalid_request']) }, async (req) => {
            on();
            const hash = pairedToken(req);
            const client = h.client(req);
            try {
              const { user } = await ceremonies.register(req.body as never, hash);
              log.info({ client, user }, 'a passkey was registered');
              audit?.record('webauthn.registered', { client, user, token_hash_prefix: hash.slice(0, 12) });
              return { registered: true, user };
            } catch (err) {
              return refused('registration', client, err);
            }
          });

          app.post('/api/webauthn/login/options', { config: decl('public', 'Starts a passkey sign-in (options for navigator.credentials.get)', OPTIONS, ['not_ready']) }, async () => {
            on();
            return ceremonies.loginOptions();
          });

          app.post('/api/webauthn/login', { schema: { body: CREDENTIAL }, config: decl('public', 'Signs in with a passkey: a new paired token bound to the passkey\'s user', SIGNED_IN, ['not_ready', 'unauthorized']) }, async (req) => {
            on();
            const client = h.client(req);
            let user: string | null;
            let id: string;
            try {
              ({ id, user } = await ceremonies.login(req.body as never));
            } catch (err) {
              return refused('login', client, err);
            }
            if (user !== null && access && !access.principal(user)) refused('login', client, new CeremonyRefused(`the passkey's user ${user} no longer exists`));
            const token = newToken();
            const hash = sha256Hex(token);
            const expiresAt = now() + SIGN_IN_TOKEN_TTL_MS;
            // Its expiry first: a token is never in the config without one.
            credentials.issued(id, hash, expiresAt);
            // Shared first (when on), so that a token this instance cannot share is never handed out; then config.toml,
            // appended to the lists as they are on disk (under the store's write lock), as POST /pair does.
            await state.current().tokens?.add(hash);
            const append = (value: string) => (onDisk: unknown) => [...(Array.isArray(onDisk) ? onDisk : []), value];
            await kernel.use(configStorePoint).set({ 'gateway.paired_tokens': append(hash), ...(user !== null ? { [`users.${user}.tokens`]: append(hash) } : {}) }, NAME);
            log.info({ client, user }, 'signed in with a passkey');
            audit?.record('webauthn.login', { client, user, token_hash_prefix: hash.slice(0, 12) });
            return { token, user, expires_at: new Date(expiresAt).toISOString() };
          });

          app.get('/api/webauthn/credentials', { config: decl('admin', 'The registered passkeys (never their keys), with the live tokens their sign-ins issued', PASSKEYS, []) }, async () => ({ credentials: list() }));

          app.delete(
            '/api/webauthn/credentials/:id',
            {
              schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 8, maxLength: 1024, pattern: '^[A-Za-z0-9_-]+$' } } } },
              config: decl('admin', 'Removes a passkey (its id, or 8+ of its first characters) and revokes every paired token its sign-ins issued', REMOVED, ['not_found', 'invalid_request']),
            },
            async (req) => {
              const c = find((req.params as { id: string }).id);
              if (c === 'ambiguous') throw new HttpFailure('invalid_request', 'several passkeys start with this id; send more of it');
              if (!c) throw new HttpFailure('not_found', 'no passkey has this id');
              return { removed: true, ...(await remove(c, h.client(req))) };
            },
          );
        },
      });
    },
  });
}

export default createWebauthnExtension();
