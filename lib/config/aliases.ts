// The six-rule alias grammar of the spec, checked in a fixed order so each bad alias names one broken rule.

export const ALIAS_MAX_LENGTH = 63;

export type AliasRule = 'empty' | 'too_long' | 'bad_first_char' | 'bad_last_char' | 'double_underscore' | 'invalid_char';

export interface AliasViolation {
  readonly rule: AliasRule;
  readonly message: string;
}

const LOWER_OR_DIGIT = /^[a-z0-9]$/;

/** Checks in the order: empty, too long, bad first character, bad last character, `__`, invalid character. */
export function checkAlias(alias: string): AliasViolation | undefined {
  if (alias.length === 0) return { rule: 'empty', message: 'an alias must not be empty' };
  if (alias.length > ALIAS_MAX_LENGTH) {
    return { rule: 'too_long', message: `an alias is at most ${ALIAS_MAX_LENGTH} characters long (this one has ${alias.length})` };
  }
  if (!LOWER_OR_DIGIT.test(alias[0]!)) {
    return { rule: 'bad_first_char', message: `an alias must start with a lowercase letter or a digit, not ${JSON.stringify(alias[0])}` };
  }
  if (!LOWER_OR_DIGIT.test(alias[alias.length - 1]!)) {
    return { rule: 'bad_last_char', message: `an alias must end with a lowercase letter or a digit, not ${JSON.stringify(alias[alias.length - 1])}` };
  }
  if (alias.includes('__')) return { rule: 'double_underscore', message: 'an alias must not contain "__"' };
  const bad = /[^a-z0-9_]/.exec(alias);
  if (bad) {
    return {
      rule: 'invalid_char',
      message: `an alias may hold only lowercase letters, digits and single underscores, not ${JSON.stringify(bad[0])}`,
    };
  }
  return undefined;
}
