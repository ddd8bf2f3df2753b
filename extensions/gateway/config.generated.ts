/* DO NOT EDIT: the config sections of the "gateway" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "gateway" extension owns, by dotted path.
 */
export interface GatewaySections {
  gateway: GatewayConfig;
}
/**
 * The HTTP gateway: the front door for webhooks, SOP dispatch, pairing and admin routes.
 */
export interface GatewayConfig {
  /**
   * Allow binding a non-loopback host without a tunnel.
   */
  allow_public_bind: boolean;
  /**
   * Authenticated remote callers may use the admin endpoints.
   */
  allow_remote_admin: boolean;
  /**
   * Allow triggering a self-upgrade. Not running yet: accepted and validated, writing it has no effect.
   */
  allow_self_upgrade: boolean;
  /**
   * Poll for newer releases. Not running yet: accepted and validated, writing it has no effect.
   */
  check_updates: boolean;
  /**
   * Address to bind.
   */
  host: string;
  /**
   * Port to bind; 0 picks a free one.
   */
  port: number;
  /**
   * Live idempotency keys at most; a full store refuses new keys with 503.
   */
  idempotency_max_keys: number;
  /**
   * Seconds an idempotency key is remembered.
   */
  idempotency_ttl_secs: number;
  /**
   * Timeout of POST /api/cron/{id}/run, in seconds.
   */
  long_running_request_timeout_secs: number;
  /**
   * Timeout of every other route, in seconds.
   */
  request_timeout_secs: number;
  /**
   * POST /pair requests per client per minute; 0 disables.
   */
  pair_rate_limit_per_minute: number;
  /**
   * Requests to /webhook and /sop/* per client per minute; 0 disables.
   */
  webhook_rate_limit_per_minute: number;
  /**
   * Clients tracked per limiter (requests, pairing, pairing lockouts); beyond it the least recently seen idle client is forgotten, and while every tracked client is active a new one is refused (429).
   */
  rate_limit_max_keys: number;
  /**
   * Lower-case hex SHA-256 of each paired bearer token; managed automatically.
   */
  paired_tokens: string[];
  /**
   * Reverse-proxy prefix under which every route is mounted, e.g. /svc.
   */
  path_prefix: string | null;
  /**
   * Require a paired bearer token on the webhook and SOP routes.
   */
  require_pairing: boolean;
  /**
   * Keep the WebSocket chat's sessions (GET /ws/chat) in SQLite (state/chat-sessions.db, 0600), so they survive a restart; false keeps them in memory. Their messages are the conversation store's (channels.session_persistence).
   */
  session_persistence: boolean;
  /**
   * Hours after which an idle WebSocket chat session is archived (no longer listed or resumable); 0 disables.
   */
  session_ttl_hours: number;
  /**
   * Trust X-Forwarded-For and X-Real-IP (one trusted proxy hop).
   */
  trust_forwarded_headers: boolean;
  /**
   * Absolute path of other dashboard files to serve at / (~ and $HOME are not expanded); null: the dashboard the package ships (`svc dashboard path` prints where).
   */
  web_dist_dir: string | null;
  /**
   * Shared secret for the generic webhook routes, sent as X-Webhook-Secret.
   */
  webhook_secret: string | null;
  /**
   * Seconds between WebSocket pings (/ws/nodes, /ws/chat); a socket that did not answer the previous ping is dropped.
   */
  websocket_ping_interval_secs: number;
  /**
   * The one policy for every issued pairing code (startup code, get-paircode --new, POST /api/pairing/initiate).
   */
  pairing_code: {
    /**
     * Characters in a pairing code.
     */
    length: number;
    /**
     * Character family: alphanumeric (default), unambiguous (Crockford Base32) or numeric.
     */
    charset: 'alphanumeric' | 'unambiguous' | 'numeric';
  };
  /**
   * Pairing code lifetime and brute-force limits.
   */
  pairing_dashboard: {
    /**
     * Seconds a pairing code stays valid (the startup code too).
     */
    code_ttl_secs: number;
    /**
     * Seconds a client is locked out after max_failed_attempts.
     */
    lockout_secs: number;
    /**
     * Failed pairing attempts before a lockout.
     */
    max_failed_attempts: number;
    /**
     * Live pairing codes at most; a new one revokes the oldest.
     */
    max_pending_codes: number;
  };
  /**
   * HTTPS for the gateway. Files are re-read on reload: a renewed certificate applies to new connections without a restart.
   */
  tls?: {
    /**
     * PEM certificate chain (required when [gateway.tls] is present); relative to the config directory.
     */
    cert_path: string;
    /**
     * PEM private key (required when [gateway.tls] is present); relative to the config directory.
     */
    key_path: string;
    /**
     * Serve HTTPS.
     */
    enabled: boolean;
    /**
     * Mutual TLS: client certificates.
     */
    client_auth: {
      /**
       * PEM file of the CA that signs client certificates (required with enabled = true).
       */
      ca_cert_path: string;
      /**
       * Revoked client certificates: a file with one SHA-256 fingerprint (hex, colons allowed) per line; # starts a comment.
       */
      crl_path: string;
      /**
       * Ask clients for certificates (mutual TLS).
       */
      enabled: boolean;
      /**
       * SHA-256 fingerprints of the only client certificates accepted; empty accepts any the CA signed.
       */
      pinned_certs: string[];
      /**
       * Refuse clients without a valid certificate during the handshake; with false, a certificate is checked only when sent.
       */
      require_client_cert: boolean;
    };
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    gateway: GatewayConfig;
  }
}
