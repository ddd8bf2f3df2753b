// Config sections of the gateway extension: gateway, nodes, observability.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const LOG_DETAIL = ['off', 'redacted', 'full'] as const;

const pairingCode = s.table(undefined, 'The one policy for every issued pairing code (startup code, get-paircode --new, POST /api/pairing/initiate).', {
  length: s.int(32, 'Characters in a pairing code.', { min: 6, max: 128 }),
  charset: s.str('alphanumeric', 'Character family: alphanumeric (default), unambiguous (Crockford Base32) or numeric.', {
    enum: ['alphanumeric', 'unambiguous', 'numeric'],
  }),
});

const pairingDashboard = s.table(undefined, 'Pairing code lifetime and brute-force limits.', {
  code_ttl_secs: s.int(3600, 'Seconds a pairing code stays valid (the startup code too).', { min: 1 }),
  lockout_secs: s.int(300, 'Seconds a client is locked out after max_failed_attempts.', { min: 0 }),
  max_failed_attempts: s.int(5, 'Failed pairing attempts before a lockout.', { min: 1 }),
  max_pending_codes: s.int(3, 'Live pairing codes at most; a new one revokes the oldest.', { min: 1 }),
});

const clientAuth = s.table(undefined, 'Mutual TLS: client certificates.', {
  ca_cert_path: s.str('', 'PEM file of the CA that signs client certificates.'),
  crl_path: s.str('', 'Revocation list: one SHA-256 hex fingerprint per line.'),
  enabled: s.bool(false, 'Ask clients for certificates.'),
  pinned_certs: s.strList([], 'SHA-256 fingerprints of the only client certificates accepted.'),
  require_client_cert: s.bool(true, 'Refuse clients without a valid certificate.'),
});

const tls = s.table(
  undefined,
  'HTTPS for the gateway. Accepted and validated; HTTPS is not built yet, so enabled = true is refused.',
  {
    cert_path: s.reqStr('PEM certificate chain (required when [gateway.tls] is present).'),
    key_path: s.reqStr('PEM private key (required when [gateway.tls] is present).'),
    enabled: s.bool(false, 'Serve HTTPS.'),
    client_auth: clientAuth,
  },
  { required: ['cert_path', 'key_path'], inert: 'refuse' },
);

export const gatewaySection: JsonSchema = s.table('GatewayConfig', 'The HTTP gateway: the front door for webhooks, SOP dispatch, pairing and admin routes.', {
  allow_public_bind: s.bool(false, 'Allow binding a non-loopback host without a tunnel.'),
  allow_remote_admin: s.bool(false, 'Authenticated remote callers may use the admin endpoints.'),
  allow_self_upgrade: s.bool(false, 'Allow triggering a self-upgrade.'),
  check_updates: s.bool(true, 'Poll for newer releases.'),
  host: s.str('127.0.0.1', 'Address to bind.'),
  port: s.int(42617, 'Port to bind; 0 picks a free one.', { min: 0, max: 65535 }),
  idempotency_max_keys: s.int(10000, 'Live idempotency keys at most; a full store refuses new keys with 503.', { min: 1 }),
  idempotency_ttl_secs: s.int(300, 'Seconds an idempotency key is remembered.', { min: 1 }),
  long_running_request_timeout_secs: s.int(600, 'Timeout of POST /api/cron/{id}/run, in seconds.', { min: 1 }),
  request_timeout_secs: s.int(30, 'Timeout of every other route, in seconds.', { min: 1 }),
  pair_rate_limit_per_minute: s.int(10, 'POST /pair requests per client per minute; 0 disables.', { min: 0 }),
  webhook_rate_limit_per_minute: s.int(60, 'Requests to /webhook and /sop/* per client per minute; 0 disables.', { min: 0 }),
  rate_limit_max_keys: s.int(10000, 'Distinct client keys tracked by the limiter; beyond it new clients share one bucket.', { min: 1 }),
  paired_tokens: s.strList([], 'Lower-case hex SHA-256 of each paired bearer token; managed automatically.', { secret: true }),
  path_prefix: s.optStr('Reverse-proxy prefix under which every route is mounted, e.g. /svc.', { pattern: '^/' }),
  require_pairing: s.bool(true, 'Require a paired bearer token on the webhook and SOP routes.'),
  session_persistence: s.bool(true, 'Persist WebSocket chat sessions to SQLite.'),
  session_ttl_hours: s.int(0, 'Hours after which idle sessions are dropped; 0 disables.', { min: 0 }),
  trust_forwarded_headers: s.bool(false, 'Trust X-Forwarded-For and X-Real-IP (one trusted proxy hop).'),
  web_dist_dir: s.optStr('Absolute path of the dashboard files (~ and $HOME are not expanded).'),
  webhook_secret: s.optStr('Shared secret for the generic webhook routes, sent as X-Webhook-Secret.', { secret: true }),
  websocket_ping_interval_secs: s.int(30, 'Seconds between WebSocket pings.', { min: 1 }),
  pairing_code: pairingCode,
  pairing_dashboard: pairingDashboard,
  tls,
});

export const nodesSection: JsonSchema = s.table('NodesConfig', 'Remote nodes that connect to /ws/nodes and advertise capabilities.', {
  auth_token: s.optStr('Token nodes present to connect.', { secret: true }),
  enabled: s.bool(false, 'Accept node connections on /ws/nodes.'),
  max_nodes: s.int(16, 'Connected nodes at most.', { min: 1 }),
  mdns: s.table(undefined, 'Discovery of peers over mDNS. Accepted and validated; not run yet.', {
    announce_interval_secs: s.int(30, 'Seconds between announcements.', { min: 1 }),
    enabled: s.bool(false, 'Announce and discover over mDNS.'),
    max_peers: s.int(16, 'Peers remembered at most.', { min: 1 }),
    node_name: s.optStr('Name announced for this node.'),
    peer_ttl_secs: s.int(90, 'Seconds a silent peer is remembered.', { min: 1 }),
  }, { inert: 'warn' }),
});

export const observabilitySection: JsonSchema = s.table('ObservabilityConfig', 'Metrics, traces and the runtime trace log.', {
  backend: s.str('none', 'Where telemetry goes.', { enum: ['none', 'log', 'verbose', 'prometheus', 'otel'] }),
  log_llm_request_payload: s.str('off', 'How much of each model request is logged.', { enum: LOG_DETAIL }),
  log_tool_io: s.str('off', 'How much of tool input and output is logged.', { enum: LOG_DETAIL }),
  otel_genai_content: s.str('off', 'How much model content goes into OpenTelemetry spans.', { enum: LOG_DETAIL }),
  otel_tool_io: s.str('off', 'How much tool input and output goes into OpenTelemetry spans.', { enum: LOG_DETAIL }),
  log_persistence: s.open('How the runtime trace log is kept (rolling or segmented); keys not fixed by the reference.'),
  log_persistence_max_bytes: s.int(0, 'Size cap of the trace log in bytes; 0 is unbounded.', { min: 0 }),
  log_persistence_max_entries: s.int(200, 'Entries kept in rolling mode.', { min: 0 }),
  log_persistence_max_entries_per_segment: s.int(0, 'Entries per segment; 0 is unbounded.', { min: 0 }),
  log_persistence_path: s.str('state/runtime-trace.jsonl', 'Trace log file, relative to the data directory.'),
  log_persistence_retention_max_age_days: s.int(0, 'Days segments are kept; 0 keeps them.', { min: 0 }),
  log_persistence_retention_max_files: s.int(7, 'Segment files kept.', { min: 0 }),
  log_persistence_rotate_daily: s.bool(true, 'Start a new segment every UTC day.'),
  log_tool_io_denylist: s.strList([], 'Tools whose input and output are never logged.'),
  log_tool_io_truncate_bytes: s.int(40960, 'Bytes of tool input or output logged at most.', { min: 0 }),
  otel_endpoint: s.optStr('OpenTelemetry collector URL.'),
  otel_genai_content_max_chars: s.int(1000, 'Characters of model content per span at most.', { min: 0 }),
  otel_tool_io_max_chars: s.int(1000, 'Characters of tool input or output per span at most.', { min: 0 }),
  otel_headers: s.map('Headers sent to the collector (often credentials).', { type: 'string' }, { secret: true, nullable: true }),
  otel_service_name: s.optStr('Service name in traces; the default names svc.'),
});
