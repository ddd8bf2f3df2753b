// Where audit events may go: https, or plain http to a loopback collector; never a private, link-local or metadata
// address. The address classes and URL checks are the kernel's (lib/net/targets.ts); this file holds the policy.
import { isLinkLocalOrMetadataAddress, isPrivateAddress as isPrivateNetwork, urlTargetProblem, type TargetRules } from '../../kernel/index.js';

export const AUDIT_TARGETS: TargetRules = { purpose: 'audit events', allowPrivate: false, allowPlainHttp: false };

/** An address audit events never reach, checked again at connect time: private, link-local or a cloud metadata endpoint. */
export function isPrivateAddress(address: string): boolean {
  return isPrivateNetwork(address) || isLinkLocalOrMetadataAddress(address);
}

/** Why `url` may not receive audit events, or undefined when it may. */
export function targetProblem(url: string): string | undefined {
  return urlTargetProblem(url, AUDIT_TARGETS);
}
