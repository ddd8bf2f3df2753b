/* DO NOT EDIT: the config sections of the "security" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "security" extension owns, by dotted path.
 */
export interface SecuritySections {
  security: SecurityConfig;
  security_ops: SecurityOpsConfig;
  trust: TrustConfig;
  oidc: OidcConfig;
  permission_profiles: PermissionProfilesConfig;
  users: UsersConfig;
  risk_profiles: RiskProfilesConfig;
  verifiable_intent: VerifiableIntentConfig;
  enroll: EnrollConfig;
  wss: WssConfig;
}
/**
 * Security controls: audit log, emergency stop, leak detection, OTP and WebAuthn. Accepted and validated; no runtime behaviour yet.
 */
export interface SecurityConfig {
  /**
   * Trust local socket peers running under the daemon's own uid.
   */
  trust_daemon_uid: boolean;
  /**
   * NAT64 prefixes (CIDR); an address inside one is judged by the IPv4 address it embeds.
   */
  nat64_prefixes: string[];
  /**
   * Deprecated and ignored; any keys are accepted so old files still load.
   */
  nevis: {
    [k: string]: unknown;
  };
  /**
   * Audit log of certificate issuance and renewal (not of commands).
   */
  audit: {
    /**
     * Write the audit log.
     */
    enabled: boolean;
    /**
     * Audit log file.
     */
    log_path: string;
    /**
     * Size of the audit log in MiB before it rotates.
     */
    max_size_mb: number;
    /**
     * Sign each audit event.
     */
    sign_events: boolean;
  };
  /**
   * Emergency stop: halts agent actions until resumed. Not implemented yet, so enabled = true is refused.
   */
  estop: {
    /**
     * Arm the emergency stop.
     */
    enabled: boolean;
    /**
     * Require a one-time password to resume after a stop.
     */
    require_otp_to_resume: boolean;
    /**
     * File holding the stop state; unset means the default file under the data directory.
     */
    state_file: string | null;
  };
  /**
   * Detection of credentials leaking into outbound text.
   */
  leak_detection: {
    /**
     * Scan outbound text for leaked credentials.
     */
    enabled: boolean;
    /**
     * Also flag high-entropy tokens that match no known credential pattern.
     */
    high_entropy_tokens: boolean;
    /**
     * Detection sensitivity, 0.0 (lenient) to 1.0 (strict).
     */
    sensitivity: number;
  };
  /**
   * One-time-password gate on sensitive actions. Not implemented yet, so enabled = true is refused.
   */
  otp: {
    /**
     * Seconds a successful OTP challenge stays valid.
     */
    cache_valid_secs: number;
    /**
     * Wrong codes allowed per challenge.
     */
    challenge_max_attempts: number;
    /**
     * Require an OTP before gated actions.
     */
    enabled: boolean;
    /**
     * Actions that require an OTP.
     */
    gated_actions: string[];
    /**
     * Domain categories whose access requires an OTP.
     */
    gated_domain_categories: string[];
    /**
     * Domains whose access requires an OTP.
     */
    gated_domains: string[];
    /**
     * How codes are produced and delivered (variant); keys not fixed by the reference, any are accepted.
     */
    method: {
      [k: string]: unknown;
    };
    /**
     * Seconds an issued code is valid.
     */
    token_ttl_secs: number;
  };
  /**
   * WebAuthn (passkey) authentication. Not implemented yet, so enabled = true is refused.
   */
  webauthn: {
    /**
     * Offer WebAuthn authentication.
     */
    enabled: boolean;
    /**
     * Relying party id (a domain).
     */
    rp_id: string;
    /**
     * Relying party display name; defaults to the service display name.
     */
    rp_name: string;
    /**
     * Origin WebAuthn ceremonies are bound to.
     */
    rp_origin: string;
  };
}
/**
 * Security operations: triage of findings and playbooks. Accepted and validated; no runtime behaviour yet.
 */
export interface SecurityOpsConfig {
  /**
   * Triage incoming findings automatically.
   */
  auto_triage: boolean;
  /**
   * Run security operations.
   */
  enabled: boolean;
  /**
   * Highest severity handled without an operator.
   */
  max_auto_severity: string;
  /**
   * Directory of playbooks; unset means the default directory under the data directory.
   */
  playbooks_dir: string | null;
  /**
   * Directory reports are written to; unset means the default directory under the data directory.
   */
  report_output_dir: string | null;
  /**
   * Ask an operator before a playbook acts.
   */
  require_approval_for_actions: boolean;
  /**
   * SIEM findings are exchanged with.
   */
  siem_integration: string | null;
}
/**
 * Trust scoring: how a score starts, grows with success, drops on correction and decays. Accepted and validated; no runtime behaviour yet.
 */
export interface TrustConfig {
  /**
   * Score subtracted when an operator corrects a result.
   */
  correction_penalty: number;
  /**
   * Half-life of score decay, in days.
   */
  decay_half_life_days: number;
  /**
   * Score a new subject starts with.
   */
  initial_score: number;
  /**
   * Score below which a subject counts as regressed.
   */
  regression_threshold: number;
  /**
   * Score added per successful result.
   */
  success_boost: number;
}
/**
 * OpenID Connect issuers, one [oidc.<alias>] each. Not implemented yet, so any [oidc.<alias>] table is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface OidcConfig {
  /**
   * One OpenID Connect issuer; the alias is a handle for logs, identity is keyed by issuer plus subject.
   */
  [k: string]: {
    /**
     * Claim naming the acting party (delegation).
     */
    actor_claim: string;
    /**
     * Markers recognised in the actor claim; keys not fixed by the reference, any are accepted.
     */
    actor_claim_marks: {
      [k: string]: unknown;
    };
    /**
     * Accepted values of the azp claim.
     */
    allowed_authorized_parties: string[];
    /**
     * Expected audience (aud).
     */
    audience: string;
    /**
     * Path of the claim mapped through profile_map.
     */
    claim_path: string;
    /**
     * OAuth client id of svc at this issuer.
     */
    client_id: string;
    /**
     * OAuth client secret of svc at this issuer.
     */
    client_secret: string | null;
    /**
     * Client ids of interactive (human) clients.
     */
    interactive_clients: string[];
    /**
     * Issuer URL (iss).
     */
    issuer: string;
    /**
     * Seconds after authentication a session is accepted at most.
     */
    max_auth_lifetime_secs: number;
    /**
     * Claim value to the permission profiles it grants, for interactive clients.
     */
    profile_map: {
      [k: string]: string[];
    };
    /**
     * Require access tokens in JWT form (RFC 9068).
     */
    require_at_jwt: boolean;
    /**
     * Require multi-factor authentication (amr).
     */
    require_mfa: boolean;
    /**
     * Accepted authentication context classes (acr); empty accepts any.
     */
    required_acr: string[];
    /**
     * Seconds between revalidations of a session.
     */
    revalidation_secs: number;
    /**
     * Client ids of service (machine) clients.
     */
    service_clients: string[];
    /**
     * Service client id to the permission profiles it grants.
     */
    service_profile_map: {
      [k: string]: string[];
    };
    /**
     * Token validation settings; keys not fixed by the reference, any are accepted.
     */
    validation: {
      [k: string]: unknown;
    };
  };
}
/**
 * Permission profiles, deny by default, referenced by OIDC profile maps and users.<alias>.permission_profiles. Accepted and validated; no runtime behaviour yet.
 */
export interface PermissionProfilesConfig {
  /**
   * One permission profile.
   */
  [k: string]: {
    /**
     * Grant everything.
     */
    admin: boolean;
    /**
     * Agent aliases this profile may use.
     */
    allowed_agents: string[];
    /**
     * Tools this profile may use; empty grants none.
     */
    allowed_tools: string[];
    /**
     * Dotted config path prefixes this profile may write; a trailing .* covers the subtree.
     */
    config_write_paths: string[];
    /**
     * Resource kind to the verbs granted on it.
     */
    grants: {
      [k: string]: string[];
    };
  };
}
/**
 * Local users and the permission profiles they hold. Accepted and validated; no runtime behaviour yet.
 */
export interface UsersConfig {
  /**
   * One user.
   */
  [k: string]: {
    /**
     * Aliases of [permission_profiles.<alias>] this user holds.
     */
    permission_profiles: string[];
    /**
     * Principal id identifying this user (e.g. issuer subject).
     */
    principal_id: string | null;
    /**
     * Local uid matched against the socket peer credential.
     */
    uid: number | null;
  };
}
/**
 * Risk profiles referenced by agents (agents.<alias>.risk_profile). The reference does not fix their fields, so each profile accepts any keys. Accepted and validated; no runtime behaviour yet.
 */
export interface RiskProfilesConfig {
  /**
   * One risk profile; fields not fixed by the reference, any keys are accepted.
   */
  [k: string]: {
    [k: string]: unknown;
  };
}
/**
 * Verifiable intent checks; no verification tool is exposed. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface VerifiableIntentConfig {
  /**
   * Verify intents.
   */
  enabled: boolean;
  /**
   * How strictly intents are verified.
   */
  strictness: string;
}
/**
 * Certificate enrollment: submit a CSR and receive a signed certificate, CA chain and relay profile, over server-authenticated TLS behind a pairing-code gate; requires wss. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface EnrollConfig {
  /**
   * Reserved: any value is rejected.
   */
  allow_unpaired_enrollment: string;
  /**
   * Address to bind.
   */
  bind: string;
  /**
   * Serve enrollment.
   */
  enabled: boolean;
  /**
   * Port to bind.
   */
  port: number;
}
/**
 * Secure WebSocket listener (mutual TLS) for relays and enrolled clients. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface WssConfig {
  /**
   * Address to bind.
   */
  bind: string;
  /**
   * PEM certificate chain.
   */
  cert_path: string;
  /**
   * PEM private key.
   */
  key_path: string;
  /**
   * Serve the secure WebSocket listener.
   */
  enabled: boolean;
  /**
   * Seconds a TLS and WebSocket handshake may take.
   */
  handshake_timeout_secs: number;
  /**
   * Seconds a partly received message may stay incomplete.
   */
  incomplete_message_timeout_secs: number;
  /**
   * Handshakes in progress at most.
   */
  max_pending_handshakes: number;
  /**
   * Open sessions at most.
   */
  max_sessions: number;
  /**
   * Open sessions per client certificate at most.
   */
  max_sessions_per_client: number;
  /**
   * Port to bind.
   */
  port: number;
  /**
   * Subject alternative names of the server certificate.
   */
  sans: string[];
  /**
   * Client certificates on the secure WebSocket listener; a client certificate is always required.
   */
  client_auth: {
    /**
     * PEM file of the CA that signs client certificates.
     */
    ca_cert_path: string;
    /**
     * Revocation list: one SHA-256 hex fingerprint per line.
     */
    crl_path: string;
    /**
     * Check client certificates against this table.
     */
    enabled: boolean;
    /**
     * SHA-256 fingerprints of the only client certificates accepted.
     */
    pinned_certs: string[];
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    security: SecurityConfig;
    security_ops: SecurityOpsConfig;
    trust: TrustConfig;
    oidc: OidcConfig;
    permission_profiles: PermissionProfilesConfig;
    users: UsersConfig;
    risk_profiles: RiskProfilesConfig;
    verifiable_intent: VerifiableIntentConfig;
    enroll: EnrollConfig;
    wss: WssConfig;
  }
}
