// The webauthn extension: owns [security.webauthn]; passkey sign-in to the dashboard. An operator signed in with a
// paired token registers a passkey (POST /api/webauthn/register/options, /register); signing in with it
// (/api/webauthn/login/options, /login) issues a new paired token bound to the same user (users.<name>.tokens), so
// access rules keep applying. Ceremonies are verified by @simplewebauthn/server, loaded at the gateway's start.
import { join } from 'node:path';
import { configStorePoint, defineExtension, type ExtensionDefinition, type JsonSchema } from '../../kernel/index.js';
import { accessPoint } from '../access/api.js';
import { auditPoint } from '../audit/api.js';
import { gatewayRoutesPoint, gatewayStatePoint, HttpFailure, rawHeaderValues, type GatewayConfig, type RouteDeclaration } from '../gateway/api.js';
import type { WebauthnConfig } from './config.generated.js';
import { webauthnSection } from './schema.js';

export const NAME = 'webauthn';
/** A challenge is answered within this time or not at all (the browser's own timeout is 60 s). */
export const CHALLENGE_TTL_MS = 120_000;
/** Pending challenges at most; beyond it the oldest is dropped (a flood costs O(1) per request and bounded memory). */
export const MAX_CHALLENGES = 256;

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
  },
};
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
      const routes = kernel.tryUse(gatewayRoutesPoint);
      if (!routes) return;
      const log = kernel.logger.child({ ext: NAME });
      const audit = kernel.tryUse(auditPoint);
      const access = kernel.tryUse(accessPoint);
      const gateway = kernel.config<GatewayConfig>('gateway');
      const state = kernel.use(gatewayStatePoint);
      const decl = (access: RouteDeclaration['access'], summary: string, schema: JsonSchema, errors: RouteDeclaration['errors']): { gateway: RouteDeclaration } => ({
        gateway: { access, summary, ...(access === 'public' ? { rateLimit: 'pair' as const, jsonOnly: true } : {}), responses: { 200: { description: 'Done.', schema } }, errors },
      });
      const on = (): void => {
        if (!settings().enabled) throw new HttpFailure('not_ready', 'passkeys are off here (security.webauthn.enabled = false)');
      };

      routes.register({
        name: NAME,
        plugin: async (app, h) => {
          const { Ceremonies, CeremonyRefused, newToken, sha256Hex } = await import('./ceremonies.js');
          const { ChallengeBook } = await import('./challenges.js');
          const { CredentialStore } = await import('./store.js');
          const ceremonies = new Ceremonies({
            settings,
            challenges: new ChallengeBook(CHALLENGE_TTL_MS, MAX_CHALLENGES),
            credentials: new CredentialStore(join(kernel.paths.dataDir, 'webauthn', 'credentials.json')),
            now: Date.now,
          });
          /** The paired token the request signed in with (its hash): registration binds the passkey to its user. */
          const pairedToken = (req: Parameters<typeof h.client>[0]): string => {
            const values = rawHeaderValues(req.raw, 'authorization');
            const m = values.length === 1 ? /^Bearer (\S+)$/i.exec(values[0]!) : null;
            const hash = m ? sha256Hex(m[1]!) : undefined;
            const paired = hash && (gateway().paired_tokens.includes(hash) || state.current().tokens?.snapshot().paired.has(hash));
            if (!paired) throw new HttpFailure('unauthorized', 'registering a passkey needs the paired token the dashboard signed in with (Authorization: Bearer)');
            return hash;
          };
          const refused = (ceremony: string, client: string, err: unknown): never => {
            if (!(err instanceof CeremonyRefused)) throw err;
            const reason = err.reason.slice(0, 200);
            log.warn({ client, ceremony, reason }, 'a passkey ceremony was refused');
            audit?.record('webauthn.refused', { ceremony, client, reason });
            throw new HttpFailure(ceremony === 'login' ? 'unauthorized' : 'invalid_request', `the passkey ${ceremony === 'login' ? 'sign-in' : 'registration'} was refused: ${reason}`);
          };

          app.get('/api/webauthn', { config: decl('public', 'Whether passkey sign-in is offered here (the dashboard shows its button then)', STATUS, []) }, async () =>
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
            try {
              ({ user } = await ceremonies.login(req.body as never));
            } catch (err) {
              return refused('login', client, err);
            }
            if (user !== null && access && !access.principal(user)) refused('login', client, new CeremonyRefused(`the passkey's user ${user} no longer exists`));
            const token = newToken();
            const hash = sha256Hex(token);
            // Shared first (when on), so that a token this instance cannot share is never handed out; then config.toml,
            // appended to the lists as they are on disk (under the store's write lock), as POST /pair does.
            await state.current().tokens?.add(hash);
            const append = (value: string) => (onDisk: unknown) => [...(Array.isArray(onDisk) ? onDisk : []), value];
            await kernel.use(configStorePoint).set({ 'gateway.paired_tokens': append(hash), ...(user !== null ? { [`users.${user}.tokens`]: append(hash) } : {}) }, NAME);
            log.info({ client, user }, 'signed in with a passkey');
            audit?.record('webauthn.login', { client, user, token_hash_prefix: hash.slice(0, 12) });
            return { token, user };
          });
        },
      });
    },
  });
}

export default createWebauthnExtension();
