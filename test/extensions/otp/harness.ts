// What the otp gate's unit tests share: the RFC 6238 key, a config, a silent logger, a fake channel runtime and a
// teardown that closes the gate.
import { base32Encode } from '../../../extensions/otp/totp.js';
import type { OtpConfig } from '../../../extensions/otp/config.generated.js';
import type { OtpGate } from '../../../extensions/otp/gate.js';
import type { QuestionRequest } from '../../../extensions/channel-runtime/api.js';

export const KEY = Buffer.from('12345678901234567890');

/** security.otp enabled with KEY, gating shell, each test's changes over it. */
export const otpConfig = (over: Partial<OtpConfig> = {}): OtpConfig => ({
  enabled: true,
  secret: base32Encode(KEY),
  cache_valid_secs: 300,
  challenge_max_attempts: 2,
  gated_actions: ['shell'],
  gated_domain_categories: [],
  gated_domains: [],
  method: {},
  token_ttl_secs: 600,
  ...over,
});

export const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as never;

/**
 * A channel runtime that records the questions and what was told (the prompt itself too when `promptsTold`), and lets
 * the test deliver messages.
 */
export function fakeChannels(options: { readonly promptsTold?: boolean } = {}) {
  const asked: QuestionRequest[] = [];
  const told: [string, string][] = [];
  const open = new Set<QuestionRequest>();
  return {
    asked,
    told,
    ask(request: QuestionRequest) {
      asked.push(request);
      open.add(request);
      if (options.promptsTold) told.push([request.sender, request.content]);
      return { tell: (content: string, to = request.sender) => void told.push([to, content]), close: () => void open.delete(request) };
    },
    /** A message arriving in `conversation`: whether an open question took it. */
    deliver(conversation: string, sender: string, content: string): boolean {
      for (const q of [...open]) if (q.conversation === conversation && q.take({ sender, content })) return true;
      return false;
    },
  };
}

/** Closes the gate when the test ends (what the daemon's shutdown does): its grace timers end. */
export const track = (t: { teardown(fn: () => void): void }, gate: OtpGate): OtpGate => (t.teardown(() => gate.close()), gate);
