/* DO NOT EDIT: the config sections of the "access" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "access" extension owns, by dotted path.
 */
export interface AccessSections {
  users: UsersConfig;
  permission_profiles: PermissionProfilesConfig;
  security: SecurityConfig;
}
/**
 * Local users and the permission profiles they hold. With none, every paired token is an administrator (the behaviour before users existed); with one or more, every request must come from a user and is denied what its profiles do not grant.
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
     * Principal id naming this user in the audit trail (e.g. an issuer subject); default: user:<name>.
     */
    principal_id: string | null;
    /**
     * Local uid of this user: a peer of the control socket that proves this uid (it creates a file the daemon names; see the security guide) acts as this user. Setting one for another uid than the daemon's opens the socket to every local uid (0666), each proving its own.
     */
    uid: number | null;
    /**
     * Paired bearer tokens that act as this user: the first 12 to 64 hex digits of each token's SHA-256, as `svc gateway tokens list` prints them (`svc access bind PREFIX --user NAME` adds one).
     */
    tokens: string[];
  };
}
/**
 * Permission profiles, deny by default, held by users.<name>.permission_profiles. They act once any [users.<name>] exists; a user holding several has the union of what they grant.
 */
export interface PermissionProfilesConfig {
  /**
   * One permission profile.
   */
  [k: string]: {
    /**
     * Grant everything: every route, config path, agent and tool.
     */
    admin: boolean;
    /**
     * Agent aliases whose turns this profile may start (the POST /webhook chat) and whose tools it may call; "*" names every agent.
     */
    allowed_agents: string[];
    /**
     * Tools a turn started by this profile may call, by name; "*" names every tool; empty grants none.
     */
    allowed_tools: string[];
    /**
     * Dotted config paths this profile may write (PATCH /api/config): an entry matches that exact path, an entry ending in .* every path below it, "*" every path.
     */
    config_write_paths: string[];
    /**
     * Resource kind (the admin route's segment after /api/: config, status, cron, sop, estop, otp, nodes, pairing, openapi.json; "*" every kind) to the verbs granted on it: read (GET), write (any other method), "*" both.
     */
    grants: {
      [k: string]: string[];
    };
  };
}
/**
 * Security controls: who a peer of the local control socket is (trust_daemon_uid). [security.leak_detection], [security.audit], [security.estop], [security.otp] and [security.webauthn] belong to the leak-detection, audit, estop, otp and webauthn extensions.
 */
export interface SecurityConfig {
  /**
   * Trust local socket peers running under the daemon's own uid (and root) as the operator. With false, they too must be a users.<name>.uid to send control commands.
   */
  trust_daemon_uid: boolean;
  /**
   * The network's own NAT64 prefixes (IPv6 CIDR of length 32, 40, 48, 56, 64 or 96, RFC 6052): every outbound check (private, loopback, metadata) judges an address inside one by the IPv4 address it carries. The well-known prefix 64:ff9b::/96 is always judged so.
   */
  nat64_prefixes: string[];
  /**
   * Deprecated and ignored; any keys are accepted so old files still load. Not running yet: accepted and validated, writing it has no effect.
   */
  nevis: {
    [k: string]: unknown;
  };
  audit: AuditConfig;
  estop: EstopConfig;
  leak_detection: LeakDetectionConfig;
  otp: OtpConfig;
  webauthn: WebauthnConfig;
}
/**
 * The audit trail: an append-only JSON-lines log of security events (pairing, token revocation, refused admin credentials, config changes by path, emergency stop, one-time-password challenges, SOP approvals). Never a secret value, never a code.
 */
export interface AuditConfig {
  /**
   * Write the audit log.
   */
  enabled: boolean;
  /**
   * The audit log file; a relative path resolves from the config directory.
   */
  log_path: string;
  /**
   * Size of the audit log in MiB before it is renamed to <log_path>.<UTC time> and a new one starts (rotated files are kept); 0 never rotates.
   */
  max_size_mb: number;
  /**
   * Chain each event to the one before with an HMAC-SHA256 under <config dir>/.audit_key (64 hex digits, mode 0600, created on the first signed event), so that `svc audit verify` detects an edited, inserted or removed line.
   */
  sign_events: boolean;
}
/**
 * Emergency stop: `svc estop engage` (or POST /api/estop/engage) refuses every tool call and model call until `svc estop resume`; the state survives a restart.
 */
export interface EstopConfig {
  /**
   * Offer the emergency stop (svc estop, /api/estop/*); off by default. While false, engage is refused (its error names the commands that switch it on); a stop engaged before stays engaged (every tool and model call refused) until `svc estop resume`, and `svc doctor` warns.
   */
  enabled: boolean;
  /**
   * Resuming needs a valid one-time password (security.otp.secret, see `svc otp enroll`).
   */
  require_otp_to_resume: boolean;
  /**
   * File holding the stop state; unset means state/estop.json under the data directory; a relative path resolves from the config directory.
   */
  state_file: string | null;
}
/**
 * Detection of credentials leaking into outbound text: channel replies and deliveries, cron results, audit events, stored conversations, log lines and control-socket errors are scanned, and a hit is replaced by [REDACTED:<kind>].
 */
export interface LeakDetectionConfig {
  /**
   * Scan outbound text for leaked credentials; false passes it through unchanged.
   */
  enabled: boolean;
  /**
   * Also flag long high-entropy strings that match no known credential shape.
   */
  high_entropy_tokens: boolean;
  /**
   * Detection sensitivity, 0.0 (lenient) to 1.0 (strict): how long and how random a string must be to count as high-entropy (minimum length round(40 - 20 s), entropy ratio 0.95 - 0.15 s; see the security guide).
   */
  sensitivity: number;
}
/**
 * One-time passwords (RFC 6238 TOTP: SHA1, 6 digits, 30 s steps) on dangerous tool calls. A gated call pauses its turn and waits for a code: from the sender of a channel turn, asked in its conversation, or from the operator naming the call (`svc otp verify CODE --challenge ID`, POST /api/otp/verify, the dashboard); a valid code lets it run, and spares further prompts for cache_valid_secs (see there).
 */
export interface OtpConfig {
  /**
   * Require a code before gated tool calls (needs a secret: run `svc otp enroll`).
   */
  enabled: boolean;
  /**
   * The shared TOTP secret (base32), written by `svc otp enroll`; stored encrypted like every secret.
   */
  secret: string | null;
  /**
   * Seconds after a valid code during which gated calls run without asking again: after the operator answered a call of an operator-started turn (cli, cron, SOP, heartbeat, dashboard chat), that agent's operator-started turns; after a channel sender's code, the rest of that sender's turn only (never a later turn, never another sender); 0 asks every time.
   */
  cache_valid_secs: number;
  /**
   * Wrong codes after which the waiting gated calls are refused.
   */
  challenge_max_attempts: number;
  /**
   * Tools whose every call needs a code.
   */
  gated_actions: string[];
  /**
   * Domain presets gated as if listed in gated_domains: banking, medical, government, identity_providers (short lists of well-known domains; add your own to gated_domains). An unknown name is refused at load.
   */
  gated_domain_categories: string[];
  /**
   * Hosts whose access through http_request, web_fetch or browser navigation needs a code: `example.com` (and its subdomains) or `*.example.com` (subdomains only).
   */
  gated_domains: string[];
  /**
   * How codes are produced: { kind = "totp" } (the default, and the one method offered; another kind, or another key, is refused at load).
   */
  method: {
    [k: string]: unknown;
  };
  /**
   * Seconds a gated call waits for its code before it is refused.
   */
  token_ttl_secs: number;
}
/**
 * Passkey (WebAuthn) sign-in to the dashboard. An operator signed in with a paired token registers a passkey; signing in with it later issues a new paired token bound to the same user (users.<name>.tokens), so access rules keep applying. Credentials are kept in <data dir>/webauthn/credentials.json (mode 0600).
 */
export interface WebauthnConfig {
  /**
   * Serve passkey registration and sign-in (/api/webauthn/*).
   */
  enabled: boolean;
  /**
   * Relying party id: the domain the dashboard is served from (no scheme, no port).
   */
  rp_id: string;
  /**
   * Relying party display name, shown by the browser.
   */
  rp_name: string;
  /**
   * The exact origin (scheme, host, port) the dashboard is opened at; a ceremony from any other origin is refused.
   */
  rp_origin: string;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    users: UsersConfig;
    permission_profiles: PermissionProfilesConfig;
    security: SecurityConfig;
  }
}
