/* DO NOT EDIT: the config sections of the "oidc" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "oidc" extension owns, by dotted path.
 */
export interface OidcSections {
  oidc: OidcConfig;
}
/**
 * OpenID Connect issuers, one [oidc.<alias>] each: the gateway accepts their bearer JWTs (checked against the issuer's published keys) on the admin API, POST /webhook and /ws/chat, and the access extension judges each as a principal holding the permission profiles its claims map to, deny by default.
 */
export interface OidcConfig {
  /**
   * One OpenID Connect issuer whose bearer JWTs the gateway accepts on the admin API and the chat; the alias is a handle for logs, identity is keyed by issuer plus subject.
   */
  [k: string]: {
    /**
     * Dotted path of the claim naming the party acting for the subject (delegation, e.g. act.sub of RFC 8693); empty: none. The actor is named in logs, the audit trail and refusals.
     */
    actor_claim: string;
    /**
     * Actors recognised in actor_claim (any key) to the permission profiles a token acting through that actor may hold at most ("*": all the subject's). When any is set, a token whose actor it does not name is refused (401).
     */
    actor_claim_marks: {
      [k: string]: string[];
    };
    /**
     * Accepted values of the azp claim (the client the token was issued to); empty accepts any, a token without azp is refused when set.
     */
    allowed_authorized_parties: string[];
    /**
     * Expected audience (aud): required, a token for any other audience is refused (401 unauthorized).
     */
    audience: string;
    /**
     * Dotted path of the claim whose value (a string or a list of strings) is mapped through profile_map, e.g. groups or realm_access.roles; empty maps nothing.
     */
    claim_path: string;
    /**
     * OAuth client id of svc at this issuer: tokens issued to it are interactive (never service) tokens; with client_secret, the client svc asks the issuer's introspection_endpoint with.
     */
    client_id: string;
    /**
     * OAuth client secret of svc at this issuer; with client_id, every token is introspected (RFC 7662) when verified and at each revalidation, so one revoked at the issuer is refused; an issuer that cannot be asked refuses the token.
     */
    client_secret: string | null;
    /**
     * Client ids (client_id or azp claim) of interactive (human) clients; when set, a token of any other client that is not a service client is refused.
     */
    interactive_clients: string[];
    /**
     * Issuer URL (iss), https (http only for 127.0.0.1 or localhost): its discovery document is <issuer>/.well-known/openid-configuration and its jwks_uri the signing keys.
     */
    issuer: string;
    /**
     * Seconds after the user authenticated (auth_time, else iat) a token is accepted at most.
     */
    max_auth_lifetime_secs: number;
    /**
     * Value of the claim at claim_path to the permission profiles it grants, for interactive clients.
     */
    profile_map: {
      [k: string]: string[];
    };
    /**
     * Require access tokens in JWT form (RFC 9068: header typ at+jwt).
     */
    require_at_jwt: boolean;
    /**
     * Require multi-factor authentication: the amr claim must contain mfa.
     */
    require_mfa: boolean;
    /**
     * Accepted authentication context classes (acr); empty accepts any.
     */
    required_acr: string[];
    /**
     * Seconds a verified token is trusted before it is verified again against the issuer's current keys and this config (never past its exp); 0 verifies every request.
     */
    revalidation_secs: number;
    /**
     * Client ids of service (machine, client credentials) clients; their tokens take the profiles of service_profile_map.
     */
    service_clients: string[];
    /**
     * Service client id (client_id or azp claim) to the permission profiles its tokens hold.
     */
    service_profile_map: {
      [k: string]: string[];
    };
    /**
     * Token validation settings; the reference fixes no keys, so others are accepted and do nothing.
     */
    validation: {
      /**
       * Seconds of clock skew allowed on exp, nbf, iat and auth_time.
       */
      clock_tolerance_secs: number;
      /**
       * Seconds the issuer's signing keys (JWKS) are used before they are fetched again.
       */
      jwks_cache_secs: number;
      /**
       * Seconds after a fetch of the keys before a token signed with an unknown key id fetches them again (key rotation).
       */
      jwks_cooldown_secs: number;
      [k: string]: unknown;
    };
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    oidc: OidcConfig;
  }
}
