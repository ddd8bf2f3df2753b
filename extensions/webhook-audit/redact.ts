// Redaction of tool arguments before they leave the process: secret config values, bearer tokens, credential-like keys.
import { REDACTED, secretPattern } from '../../kernel/index.js';

const CREDENTIAL_KEY = /pass(word|phrase)?|secret|token|api[-_]?key|auth(orization)?|credential|private[-_]?key|cookie|session[-_]?id/i;
const BEARER = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]+/gi;
const SVC_TOKEN = /\bsvc_[0-9a-f]{64}\b/g;
/** A redactor for the current secrets: deep copies values, replacing what could be a credential. */
export function redactor(secrets: readonly string[]): (value: unknown) => unknown {
  const pattern = secretPattern(secrets);
  const text = (s: string): string => {
    let out = s.replace(BEARER, (_m, scheme: string) => `${scheme} ${REDACTED}`).replace(SVC_TOKEN, REDACTED);
    if (pattern) out = out.replace(pattern, REDACTED);
    return out;
  };
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return text(v);
    if (depth > 32 || v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = CREDENTIAL_KEY.test(k) && x !== null && x !== '' ? REDACTED : walk(x, depth + 1);
    return out;
  };
  return (value) => walk(value, 0);
}
