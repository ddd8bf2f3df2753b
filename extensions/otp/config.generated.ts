/* DO NOT EDIT: the config sections of the "otp" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "otp" extension owns, by dotted path.
 */
export interface OtpSections {
  'security.otp': OtpConfig;
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

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'security.otp': OtpConfig;
  }
}
