// Reserved area "security": Security controls, identity (OIDC belongs to the oidc extension; users and permission profiles to the access extension, risk profiles to the risk extension), trust scoring, the
// secure WebSocket and enrollment listeners. Sections and their checks only; nothing runs yet.
import type { ConfigObject, ProblemReport } from '../../../kernel/index.js';
import {
  enrollSection,
  securityOpsSection,
  trustSection,
  verifiableIntentSection,
  wssSection,
} from './schema.js';

const table = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The reserved key is rejected whatever its value, even the empty default, so only what the operator wrote counts. */
function checkReservedEnrollKey(report: ProblemReport): void {
  if (Object.hasOwn(table(report.explicit.enroll), 'allow_unpaired_enrollment')) {
    report.add(
      'enroll.allow_unpaired_enrollment',
      'is reserved and any value is rejected (enrollment always requires a pairing code); remove enroll.allow_unpaired_enrollment from the config',
    );
  }
}

/** The sections of this area, by dotted path. */
export const sections = {
  security_ops: securityOpsSection,
  trust: trustSection,
  verifiable_intent: verifiableIntentSection,
  enroll: enrollSection,
  wss: wssSection,
};

/** The checks across this area's fields, run with every validation. */
export function check(config: ConfigObject, report: ProblemReport): void {
  checkReservedEnrollKey(report);
}
