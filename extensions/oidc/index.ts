// The oidc extension: owns [oidc.<alias>]. The gateway accepts the bearer JWTs of these issuers on the admin API,
// POST /webhook and /ws/chat (gatewayBearerPoint); each accepted token reaches the access extension as a principal
// holding the permission profiles its claims map to, so every check of a bound paired token applies to it.
import { defineExtension, metricsPoint, statusPoint, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import { accessPoint } from '../access/api.js';
import { auditPoint } from '../audit/api.js';
import { gatewayBearerPoint } from '../gateway/api.js';
import type { OidcConfig } from './config.generated.js';
import { oidcSection } from './schema.js';
import { fetchableUrl, looksLikeJwt, OidcVerifier } from './verifier.js';

export const NAME = 'oidc';
/** A refusal of one (issuer, reason) is logged and audited at most once in this many ms, with the count since. */
const NOTE_EVERY_MS = 10_000;

const table = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function checkIssuers(config: ConfigObject, report: ProblemReport): void {
  const profiles = table(config.permission_profiles);
  const issuers = new Map<string, string>();
  for (const [alias, raw] of Object.entries(table(config.oidc))) {
    const c = table(raw);
    const at = (key: string) => `oidc.${alias}.${key}`;
    if (typeof c.issuer !== 'string' || !fetchableUrl(c.issuer)) report.add(at('issuer'), 'must be the issuer\'s https URL (http only for 127.0.0.1 or localhost)');
    else if (issuers.has(c.issuer)) report.add(at('issuer'), `is oidc.${issuers.get(c.issuer)}.issuer too; one [oidc.<alias>] per issuer`);
    else issuers.set(c.issuer, alias);
    if (typeof c.audience !== 'string' || !c.audience) report.add(at('audience'), 'is required: without it a token issued for any other service would be accepted');
    if (typeof c.client_id === 'string' && c.client_id !== '') {
      if (Array.isArray(c.service_clients) && c.service_clients.includes(c.client_id)) report.add(at('service_clients'), `names svc's own client (client_id ${c.client_id}), whose tokens are interactive`);
      if (Object.hasOwn(table(c.service_profile_map), c.client_id)) report.add(`${at('service_profile_map')}.${c.client_id}`, 'is svc\'s own client (client_id), whose tokens are interactive, never a service\'s');
    }
    if (c.client_secret && !c.client_id) report.add(at('client_id'), 'is required with client_secret: it is the client svc asks the issuer\'s introspection_endpoint as');
    for (const key of ['profile_map', 'service_profile_map', 'actor_claim_marks']) {
      for (const [value, names] of Object.entries(table(c[key]))) {
        for (const name of Array.isArray(names) ? names : []) {
          if (typeof name === 'string' && !(key === 'actor_claim_marks' && name === '*') && !Object.hasOwn(profiles, name)) report.add(`${at(key)}.${value}`, `names [permission_profiles.${name}], which is not configured`);
        }
      }
    }
    if (Object.keys(table(c.profile_map)).length && !c.claim_path) report.add(at('claim_path'), 'is required with profile_map: it names the claim whose value is mapped');
  }
}

export function createOidcExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'OpenID Connect issuers: their bearer JWTs are accepted on the admin API and the chat, each as a principal holding the permission profiles its claims map to.',
    dependsOn: ['access'],
    optionalDependsOn: ['gateway', 'audit'],
    sections: { oidc: oidcSection },
    apply(kernel) {
      const log = kernel.logger;
      const config = kernel.config<OidcConfig>('oidc');
      const configured = (): boolean => Object.keys(config()).length > 0;
      const verifier = new OidcVerifier(config);
      const access = kernel.use(accessPoint);
      const audit = kernel.tryUse(auditPoint);
      kernel.hooks.validateConfig.tap(NAME, (c, report) => checkIssuers(c, report));
      // With an issuer configured, permission profiles act (deny by default) even before any [users.<name>] exists.
      access.enforceFor(NAME, configured);

      const tokens = kernel.use(metricsPoint).counter({
        name: 'svc_oidc_tokens_total',
        help: 'Bearer JWTs judged, by [oidc.<alias>] (empty for an unknown issuer) and outcome (accepted, or the reason refused).',
        labelNames: ['issuer', 'outcome'],
      });
      const lastNoted = new Map<string, { at: number; since: number }>();
      const noteRefusal = (alias: string | null, reason: string, message: string): void => {
        const key = `${alias ?? ''}|${reason}`;
        const now = Date.now();
        const last = lastNoted.get(key);
        if (last && now - last.at < NOTE_EVERY_MS) {
          last.since += 1;
          return;
        }
        if (lastNoted.size > 256) lastNoted.clear();
        lastNoted.set(key, { at: now, since: 0 });
        const fields = { issuer: alias, reason, count: (last?.since ?? 0) + 1 };
        log.warn({ ...fields, detail: message }, 'OIDC bearer token refused');
        audit?.record('oidc.refused', fields);
      };

      kernel.tryUse(gatewayBearerPoint)?.plug({
        name: NAME,
        active: configured,
        claims: looksLikeJwt,
        verify: async (token) => {
          const verdict = await verifier.verify(token);
          if (!verdict.ok) {
            tokens.inc({ issuer: verdict.alias ?? '', outcome: verdict.reason });
            noteRefusal(verdict.alias, verdict.reason, verdict.message);
            // CONTRACT §4 fixes the codes and the fields: 401 unauthorized, what failed said by the message (a class, never
            // the token, a URL or what the issuer answered).
            return { code: 'unauthorized', message: `the bearer token was refused: ${verdict.message}`, ok: false, reason: verdict.reason };
          }
          tokens.inc({ issuer: verdict.alias, outcome: 'accepted' });
          if (!verdict.cached) {
            log.info({ issuer: verdict.alias, principal: verdict.identity.id, client: verdict.client, actor: verdict.actor, profiles: verdict.identity.profiles }, 'OIDC bearer token accepted');
            audit?.record('oidc.accepted', { issuer: verdict.alias, principal: verdict.identity.id, client: verdict.client, actor: verdict.actor, profiles: verdict.identity.profiles.join(',') });
          }
          return { ok: true, identity: verdict.identity };
        },
      });

      kernel.use(statusPoint).section(NAME, () => ({
        issuers: Object.entries(config()).map(([alias, c]) => ({ alias, issuer: c.issuer, audience: c.audience })),
        note: configured() ? 'bearer JWTs of these issuers are accepted; permission profiles act, deny by default' : 'no [oidc.<alias>] is configured',
      }));
    },
  });
}

export default createOidcExtension();
