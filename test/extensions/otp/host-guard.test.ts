// The host guard a gated call carries (ToolCallEvent.guardHosts → ToolContext.hostRefused): while gated domains are
// set, a host the call reaches beyond the ones it declared is refused when gated (a category's too) and let through
// when not; the declared hosts pass (their code was asked, or they are not gated); a call gated by its action is guarded
// as well; without gated domains, or with security.otp disabled, no guard is handed out.
import t from 'tap';
import type { HostGuard } from '../../../extensions/agent/api.js';
import { OtpGate } from '../../../extensions/otp/gate.js';
import { otpConfig, silent, track } from './harness.js';

function guardOf(gate: OtpGate, tool: string, targets: string[]): { because: string | undefined; guards: HostGuard[] } {
  const guards: HostGuard[] = [];
  const because = gate.gatedBecause({ tool, arguments: { url: targets[0] }, targets, pinRedirects: () => undefined, guardHosts: (g) => void guards.push(g) });
  return { because, guards };
}

t.test('a gated host beyond the declared ones is refused; declared and ungated hosts pass', async (t) => {
  const gate = track(t, new OtpGate({ settings: () => otpConfig({ gated_actions: [], gated_domains: ['bank.example'], gated_domain_categories: ['identity_providers'] }), logger: silent }));
  const news = guardOf(gate, 'browser', ['https://news.example/']);
  t.equal(news.because, undefined, 'the call itself is not gated');
  t.equal(news.guards.length, 1);
  const guard = news.guards[0]!;
  t.equal(guard('login.bank.example'), 'login.bank.example is in security.otp.gated_domains');
  t.equal(guard('BANK.example.'), 'BANK.example. is in security.otp.gated_domains', 'case and a final dot do not slip past');
  t.equal(guard('accounts.google.com'), 'accounts.google.com is in security.otp.gated_domain_categories (identity_providers)');
  t.equal(guard('news.example'), undefined, 'the declared host passes');
  t.equal(guard('cdn.example'), undefined, 'control: an ungated host passes');

  const bank = guardOf(gate, 'browser', ['https://bank.example/', 'https://news.example/']);
  t.match(bank.because, /bank\.example is in security\.otp\.gated_domains/, 'a declared gated host is asked for');
  t.equal(bank.guards[0]!('bank.example'), undefined, 'and, its code given, passes');
  t.equal(bank.guards[0]!('Bank.Example.'), undefined, 'spelled another way too');
  t.match(bank.guards[0]!('www.bank.example'), /www\.bank\.example is in security\.otp\.gated_domains/, 'a subdomain it did not name is not covered by that code');
});

t.test('a call gated by its action is guarded too; no guard without gated domains or while disabled', async (t) => {
  const gate = track(t, new OtpGate({ settings: () => otpConfig({ gated_actions: ['browser'], gated_domains: ['bank.example'] }), logger: silent }));
  const byAction = guardOf(gate, 'browser', ['https://news.example/']);
  t.equal(byAction.because, 'browser is in security.otp.gated_actions');
  t.match(byAction.guards[0]!('bank.example'), /gated_domains/, 'the code given for news.example does not cover bank.example');
  t.equal(guardOf(track(t, new OtpGate({ settings: () => otpConfig({ gated_domains: [] }), logger: silent })), 'browser', ['https://news.example/']).guards.length, 0);
  t.equal(guardOf(track(t, new OtpGate({ settings: () => otpConfig({ enabled: false, gated_domains: ['bank.example'] }), logger: silent })), 'browser', ['https://news.example/']).guards.length, 0);
});

t.test('the guard reads the settings in force: a domain gated after the call started is refused, and none once disabled', async (t) => {
  let c = otpConfig({ gated_actions: [], gated_domains: ['bank.example'] });
  const gate = track(t, new OtpGate({ settings: () => c, logger: silent }));
  const guard = guardOf(gate, 'browser', ['https://news.example/']).guards[0]!;
  t.equal(guard('clinic.example'), undefined);
  c = { ...c, gated_domains: ['bank.example', 'clinic.example'] };
  t.match(guard('clinic.example'), /clinic\.example is in security\.otp\.gated_domains/);
  c = { ...c, enabled: false };
  t.equal(guard('bank.example'), undefined);
});
