// The config section of the gateway extension: [gateway].
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const pairingCode = s.table(undefined, 'The one policy for every issued pairing code (startup code, get-paircode --new, POST /api/pairing/initiate).', {
  length: s.int(32, 'Characters in a pairing code.', { min: 6, max: 128 }),
  charset: s.str('alphanumeric', 'Character family: alphanumeric (default), unambiguous (Crockford Base32) or numeric.', {
    enum: ['alphanumeric', 'unambiguous', 'numeric'],
  }),
}, { live: true });

const pairingDashboard = s.table(undefined, 'Pairing code lifetime and brute-force limits.', {
  code_ttl_secs: s.int(3600, 'Seconds a pairing code stays valid (the startup code too).', { min: 1 }),
  lockout_secs: s.int(300, 'Seconds a client is locked out after max_failed_attempts.', { min: 0 }),
  max_failed_attempts: s.int(5, 'Failed pairing attempts before a lockout.', { min: 1 }),
  max_pending_codes: s.int(3, 'Live pairing codes at most; a new one revokes the oldest.', { min: 1 }),
}, { live: true });

const clientAuth = s.table(undefined, 'Mutual TLS: client certificates.', {
  ca_cert_path: s.str('', 'PEM file of the CA that signs client certificates (required with enabled = true).', { live: true }),
  crl_path: s.str('', 'Revoked client certificates: a file with one SHA-256 fingerprint (hex, colons allowed) per line; # starts a comment.', { live: true }),
  enabled: s.bool(false, 'Ask clients for certificates (mutual TLS).'),
  pinned_certs: s.strList([], 'SHA-256 fingerprints of the only client certificates accepted; empty accepts any the CA signed.', { live: true }),
  require_client_cert: s.bool(true, 'Refuse clients without a valid certificate during the handshake; with false, a certificate is checked only when sent.'),
});

const tls = s.table(
  undefined,
  'HTTPS for the gateway. Files are re-read on reload: a renewed certificate applies to new connections without a restart.',
  {
    cert_path: s.reqStr('PEM certificate chain (required when [gateway.tls] is present); relative to the config directory.', { live: true }),
    key_path: s.reqStr('PEM private key (required when [gateway.tls] is present); relative to the config directory.', { live: true }),
    enabled: s.bool(false, 'Serve HTTPS.'),
    client_auth: clientAuth,
  },
  { required: ['cert_path', 'key_path'] },
);

export const gatewaySection: JsonSchema = s.table('GatewayConfig', 'The HTTP gateway: the front door for webhooks, SOP dispatch, pairing and admin routes.', {
  allow_public_bind: s.bool(false, 'Allow binding a non-loopback host without a tunnel.'),
  allow_remote_admin: s.bool(false, 'Authenticated remote callers may use the admin endpoints.', { live: true }),
  allow_self_upgrade: s.bool(false, 'Allow triggering a self-upgrade.', { inert: 'unused' }),
  check_updates: s.bool(true, 'Poll for newer releases.', { inert: 'unused' }),
  host: s.str('127.0.0.1', 'Address to bind.'),
  port: s.int(42617, 'Port to bind; 0 picks a free one.', { min: 0, max: 65535 }),
  idempotency_max_keys: s.int(10000, 'Live idempotency keys at most; a full store refuses new keys with 503.', { min: 1, live: true }),
  idempotency_ttl_secs: s.int(300, 'Seconds an idempotency key is remembered.', { min: 1, live: true }),
  long_running_request_timeout_secs: s.int(600, 'Timeout of POST /api/cron/{id}/run, in seconds.', { min: 1, live: true }),
  request_timeout_secs: s.int(30, 'Timeout of every other route, in seconds.', { min: 1, live: true }),
  pair_rate_limit_per_minute: s.int(10, 'POST /pair requests per client per minute; 0 disables.', { min: 0, live: true }),
  webhook_rate_limit_per_minute: s.int(60, 'Requests to /webhook and /sop/* per client per minute; 0 disables.', { min: 0, live: true }),
  rate_limit_max_keys: s.int(10000, 'Clients tracked per limiter (requests, pairing, pairing lockouts); beyond it the least recently seen idle client is forgotten, and while every tracked client is active a new one is refused (429).', { min: 1, live: true }),
  paired_tokens: s.strList([], 'Lower-case hex SHA-256 of each paired bearer token; managed automatically.', { secret: true, live: true }),
  path_prefix: s.optStr('Reverse-proxy prefix under which every route is mounted, e.g. /svc.', { pattern: '^/' }),
  require_pairing: s.bool(true, 'Require a paired bearer token on the webhook and SOP routes.', { live: true }),
  session_persistence: s.bool(true, 'Keep the WebSocket chat\'s sessions (GET /ws/chat) in SQLite (state/chat-sessions.db, 0600), so they survive a restart; false keeps them in memory. Their messages are the conversation store\'s (channels.session_persistence).'),
  session_ttl_hours: s.int(0, 'Hours after which an idle WebSocket chat session is archived (no longer listed or resumable); 0 disables.', { min: 0 }),
  trust_forwarded_headers: s.bool(false, 'Trust X-Forwarded-For and X-Real-IP (one trusted proxy hop).', { live: true }),
  web_dist_dir: s.optStr('Absolute path of other dashboard files to serve at / (~ and $HOME are not expanded); null: the dashboard the package ships (`svc dashboard path` prints where).', { live: true }),
  webhook_secret: s.optStr('Shared secret for the generic webhook routes, sent as X-Webhook-Secret.', { secret: true, live: true }),
  websocket_ping_interval_secs: s.int(30, 'Seconds between WebSocket pings (/ws/nodes, /ws/chat); a socket that did not answer the previous ping is dropped.', { min: 1 }),
  pairing_code: pairingCode,
  pairing_dashboard: pairingDashboard,
  tls,
});
