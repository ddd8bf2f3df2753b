// The one-time password of `svc estop resume`: `--code -` reads it from stdin (typed masked on a terminal, the first line
// of a pipe or file otherwise), as `svc otp verify -` does, so the code of a 3 a.m. resume stays out of shell history
// and `ps`; `--code CODE` still works. With no --code on a terminal while resuming needs a code, it is asked for.
import { SvcError } from '../../kernel/index.js';
import { readSecretLine } from '../../lib/secret-input.js';

/** How long `svc estop resume --code -` waits for its line on a pipe. */
export const STDIN_CODE_WAIT_MS = 30_000;

const usage = (why: string): SvcError =>
  new SvcError('SVC_ERR_USAGE', `svc estop resume: ${why}; type it at the prompt (--code - on a terminal), or pipe it: read -rs CODE && printf '%s\\n' "$CODE" | svc estop resume --code -`);

/**
 * The code to send: `option` as given, read from stdin for `-`, asked on a terminal when none was given and `needed`;
 * undefined when none was given and none is asked.
 */
export async function resumeCode(option: unknown, needed: boolean, stdin: NodeJS.ReadableStream, prompt: NodeJS.WritableStream): Promise<string | undefined> {
  const fromStdin = option === '-';
  if (typeof option === 'string' && !fromStdin) return option;
  if (!fromStdin && !(needed && (stdin as { isTTY?: boolean }).isTTY)) return undefined;
  const got = await readSecretLine(stdin, prompt, { question: 'one-time password (not shown): ', waitMs: STDIN_CODE_WAIT_MS, maxChars: 64 });
  if ('value' in got) return got.value;
  if (got.none === 'cancelled') throw usage('cancelled');
  if (got.none === 'timeout') throw usage(`no line came on stdin within ${STDIN_CODE_WAIT_MS / 1000} s`);
  throw usage('no code on stdin');
}
