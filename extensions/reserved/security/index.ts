// Reserved area "security": Security controls, identity (OIDC, users, permission and risk profiles), trust scoring, the
// secure WebSocket and enrollment listeners. Sections and their checks only; nothing runs yet.
import type { ConfigObject, ProblemReport } from '../../../kernel/index.js';
import {
  enrollSection,
  oidcSection,
  permissionProfilesSection,
  riskProfilesSection,
  securityOpsSection,
  securitySection,
  trustSection,
  usersSection,
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

function checkUserProfiles(config: ConfigObject, report: ProblemReport): void {
  const profiles = table(config.permission_profiles);
  for (const [alias, user] of Object.entries(table(config.users))) {
    const held = table(user).permission_profiles;
    if (!Array.isArray(held)) continue;
    for (const name of held) {
      if (typeof name === 'string' && !Object.hasOwn(profiles, name)) {
        report.add(`users.${alias}.permission_profiles`, `names [permission_profiles.${name}], which is not configured`);
      }
    }
  }
}

/** The sections of this area, by dotted path. */
export const sections = {
  security: securitySection,
  security_ops: securityOpsSection,
  trust: trustSection,
  oidc: oidcSection,
  permission_profiles: permissionProfilesSection,
  users: usersSection,
  risk_profiles: riskProfilesSection,
  verifiable_intent: verifiableIntentSection,
  enroll: enrollSection,
  wss: wssSection,
};

/** The checks across this area's fields, run with every validation. */
export function check(config: ConfigObject, report: ProblemReport): void {
  checkReservedEnrollKey(report);
  checkUserProfiles(config, report);
}
