// Catches the SvcError a call throws (anything else is rethrown; no throw fails the test).
import { SvcError } from '../../kernel/errors.js';

export function thrownSvcError(fn: () => unknown): SvcError {
  try {
    fn();
  } catch (err) {
    if (err instanceof SvcError) return err;
    throw err;
  }
  throw new Error('expected an SvcError to be thrown');
}
