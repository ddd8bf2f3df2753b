// Config section of the otp extension: [security.otp].
import { s } from '../../kernel/index.js';

export const otpSection = s.table(
  'OtpConfig',
  'One-time passwords (RFC 6238 TOTP: SHA1, 6 digits, 30 s steps) on dangerous tool calls. A gated call pauses its turn and waits for a code: from the sender of a channel turn, asked in its conversation, or from the operator naming the call (`svc otp verify CODE --challenge ID`, POST /api/otp/verify, the dashboard); a valid code lets it run, and spares further prompts for cache_valid_secs (see there).',
  {
    enabled: s.bool(false, 'Require a code before gated tool calls (needs a secret: run `svc otp enroll`).'),
    secret: s.optStr('The shared TOTP secret (base32), written by `svc otp enroll`; stored encrypted like every secret.', { secret: true }),
    cache_valid_secs: s.int(300, 'Seconds after a valid code during which gated calls run without asking again: after the operator answered a call of an operator-started turn (cli, cron, SOP, heartbeat, dashboard chat), that agent\'s operator-started turns; after a channel sender\'s code, the rest of that sender\'s turn only (never a later turn, never another sender); 0 asks every time.', { min: 0, max: 3600 }),
    challenge_max_attempts: s.int(3, 'Wrong codes after which the waiting gated calls are refused.', { min: 1 }),
    gated_actions: s.strList(['shell', 'file_write', 'browser_open', 'browser', 'memory_forget'], 'Tools whose every call needs a code.'),
    gated_domain_categories: s.strList([], 'Domain presets gated as if listed in gated_domains: banking, medical, government, identity_providers (short lists of well-known domains; add your own to gated_domains). An unknown name is refused at load.'),
    gated_domains: s.strList([], 'Hosts whose access through http_request, web_fetch or browser navigation needs a code: `example.com` (and its subdomains) or `*.example.com` (subdomains only).'),
    method: s.open('How codes are produced: { kind = "totp" } (the default, and the one method offered; another kind, or another key, is refused at load).', {}),
    token_ttl_secs: s.int(30, 'Seconds a gated call waits for its code before it is refused.', { min: 1 }),
  },
  { live: true },
);
