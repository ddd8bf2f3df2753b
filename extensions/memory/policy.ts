// memory.policy applied to what is kept and what is recalled: redaction of sensitive kinds of text before an entry is
// stored (redact_on_write, redact_categories) and the scan for injected instructions (threat_scan), on write and, with
// threat_scan_load_time, on recall.
import { inspect, sanitize } from '../../lib/prompt-guard.js';
import type { MemoryConfig } from './config.generated.js';

/** The kinds redact_categories may name, each with what it finds. */
export const REDACTIONS: Readonly<Record<string, RegExp>> = {
  // PEM private keys, whole blocks (before anything else cuts them).
  private_key: /-----BEGIN (?:[A-Z0-9]+ )?PRIVATE KEY-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )?PRIVATE KEY-----|$)/g,
  // Provider and platform keys by their documented prefixes, and long bearer-like tokens after a key word.
  api_key: /\b(?:sk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|glpat-[A-Za-z0-9_-]{20,})\b/g,
  // A value written after a word that names a secret: "password: hunter22", "token=abc…".
  secret: /\b(?:password|passwd|passphrase|secret|token|api[_ -]?key|pin|otp)\b(\s*(?:is|=|:)\s*)["']?[^\s"',;]{4,}/gi,
  email: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g,
  // International or national numbers of 8 to 15 digits, with the usual separators.
  phone: /(?<![\w+(])(?:\+|\()?\d[\d ().-]{6,18}\d(?!\w)/g,
};

/** The order redactions apply in: the widest first, so a key inside a PEM block is not cut in two. */
const ORDER = ['private_key', 'api_key', 'secret', 'email', 'phone'];

/** `text` with each match of the named kinds replaced by `[REDACTED:<kind>]`, and the kinds found. */
export function redactKinds(text: string, kinds: readonly string[]): { text: string; found: string[] } {
  let out = text;
  const found: string[] = [];
  for (const kind of ORDER) {
    if (!kinds.includes(kind)) continue;
    const re = REDACTIONS[kind]!;
    const next = out.replace(re, (match, keep?: string) => {
      // A phone number must hold 8 digits or more: dates and short numbers are no phone numbers.
      if (kind === 'phone' && match.replace(/\D/g, '').length < 8) return match;
      if (kind === 'phone' && /^\d{4}-\d{2}-\d{2}/.test(match.trim())) return match;
      // The key word of a secret stays ("password: [REDACTED:secret]"), so the entry still reads.
      if (kind === 'secret' && typeof keep === 'string') return `${match.slice(0, match.indexOf(keep) + keep.length)}[REDACTED:secret]`;
      return `[REDACTED:${kind}]`;
    });
    if (next !== out) found.push(kind);
    out = next;
  }
  return { text: out, found };
}

/**
 * Sensitivity of each threat_scan mode for lib/prompt-guard's inspect: `on` flags findings of weight 0.7 or more (ignore
 * previous instructions, role reassignment, jailbreak words, special tokens), `strict` from 0.5 (fake role headers,
 * requests to run tools or send secrets).
 */
const SENSITIVITY = { on: 0.3, strict: 0.5 } as const;

export type ThreatOutcome = { readonly action: 'keep'; readonly text: string } | { readonly action: 'reject'; readonly findings: readonly string[] } | { readonly action: 'sanitized' | 'warned'; readonly text: string; readonly findings: readonly string[] };

/** What threat_scan makes of `text`: kept as is, rejected, sanitized (the phrases removed) or kept with a warning. */
export function scanThreat(text: string, policy: MemoryConfig['policy']): ThreatOutcome {
  if (policy.threat_scan === 'off') return { action: 'keep', text };
  const verdict = inspect(text, SENSITIVITY[policy.threat_scan]);
  if (!verdict.unsafe) return { action: 'keep', text };
  if (policy.threat_scan_on_hit === 'sanitize') return { action: 'sanitized', text: sanitize(text), findings: verdict.findings };
  if (policy.threat_scan_on_hit === 'warn') return { action: 'warned', text, findings: verdict.findings };
  return { action: 'reject', findings: verdict.findings };
}
