// Reserved security sections: security_ops, trust, verifiable_intent, enroll, wss ([security] belongs to the access extension, its subtables to theirs; [oidc] to the oidc extension).
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/index.js';

const INERT = 'Accepted and validated; no runtime behaviour yet.';

export const securityOpsSection: JsonSchema = s.table('SecurityOpsConfig', `Security operations: triage of findings and playbooks. Not implemented yet, so enabled = true is refused. ${INERT}`, {
  auto_triage: s.bool(false, 'Triage incoming findings automatically.'),
  enabled: s.bool(false, 'Run security operations.'),
  max_auto_severity: s.str('low', 'Highest severity handled without an operator.'),
  playbooks_dir: s.optStr('Directory of playbooks; unset means the default directory under the data directory.'),
  report_output_dir: s.optStr('Directory reports are written to; unset means the default directory under the data directory.'),
  require_approval_for_actions: s.bool(true, 'Ask an operator before a playbook acts.'),
  siem_integration: s.optStr('SIEM findings are exchanged with.'),
}, { inert: 'refuse' });

export const trustSection: JsonSchema = s.table('TrustConfig', `Trust scoring: how a score starts, grows with success, drops on correction and decays. Not implemented yet, so any key written in [trust] is refused. ${INERT}`, {
  correction_penalty: s.num(0.05, 'Score subtracted when an operator corrects a result.', { min: 0, max: 1 }),
  decay_half_life_days: s.num(30.0, 'Half-life of score decay, in days.', { exclusiveMin: 0 }),
  initial_score: s.num(0.8, 'Score a new subject starts with.', { min: 0, max: 1 }),
  regression_threshold: s.num(0.5, 'Score below which a subject counts as regressed.', { min: 0, max: 1 }),
  success_boost: s.num(0.01, 'Score added per successful result.', { min: 0, max: 1 }),
}, { inert: 'refuse-entries' });

export const verifiableIntentSection: JsonSchema = s.table(
  'VerifiableIntentConfig',
  `Verifiable intent checks; no verification tool is exposed. Not implemented yet, so enabled = true is refused. ${INERT}`,
  {
    enabled: s.bool(false, 'Verify intents.'),
    strictness: s.str('strict', 'How strictly intents are verified.'),
  },
  { inert: 'refuse' },
);

export const enrollSection: JsonSchema = s.table(
  'EnrollConfig',
  'Certificate enrollment: submit a CSR and receive a signed certificate, CA chain and relay profile, over server-authenticated TLS behind a pairing-code gate; requires wss. '
    + `Not implemented yet, so enabled = true is refused. ${INERT}`,
  {
    allow_unpaired_enrollment: s.str('', 'Reserved: any value is rejected.'),
    bind: s.str('0.0.0.0', 'Address to bind.'),
    enabled: s.bool(false, 'Serve enrollment.'),
    port: s.int(9782, 'Port to bind.', { min: 0, max: 65535 }),
  },
  { inert: 'refuse' },
);

const wssClientAuth = s.table(undefined, 'Client certificates on the secure WebSocket listener; a client certificate is always required.', {
  ca_cert_path: s.str('', 'PEM file of the CA that signs client certificates.'),
  crl_path: s.str('', 'Revocation list: one SHA-256 hex fingerprint per line.'),
  enabled: s.bool(false, 'Check client certificates against this table.'),
  pinned_certs: s.strList([], 'SHA-256 fingerprints of the only client certificates accepted.'),
}, { inert: 'refuse' });

export const wssSection: JsonSchema = s.table(
  'WssConfig',
  `Secure WebSocket listener (mutual TLS) for relays and enrolled clients. Not implemented yet, so enabled = true is refused. ${INERT}`,
  {
    bind: s.str('0.0.0.0', 'Address to bind.'),
    cert_path: s.str('', 'PEM certificate chain.'),
    key_path: s.str('', 'PEM private key.'),
    enabled: s.bool(false, 'Serve the secure WebSocket listener.'),
    handshake_timeout_secs: s.int(10, 'Seconds a TLS and WebSocket handshake may take.', { min: 1 }),
    incomplete_message_timeout_secs: s.int(60, 'Seconds a partly received message may stay incomplete.', { min: 1 }),
    max_pending_handshakes: s.int(256, 'Handshakes in progress at most.', { min: 1 }),
    max_sessions: s.int(64, 'Open sessions at most.', { min: 1 }),
    max_sessions_per_client: s.int(8, 'Open sessions per client certificate at most.', { min: 1 }),
    port: s.int(9781, 'Port to bind.', { min: 0, max: 65535 }),
    sans: s.strList([], 'Subject alternative names of the server certificate.'),
    client_auth: wssClientAuth,
  },
  { inert: 'refuse' },
);
