// Reading a secret a person types or pipes (a one-time password, a pairing code): masked on a terminal, the first line
// of a pipe or file otherwise, so it stays out of shell history and `ps`. Bounded: a line of at most maxChars, at
// most waitMs of waiting for a pipe.

/** Reads one line from a terminal without echoing it (a * per character); Ctrl-C or Ctrl-D cancels (undefined). */
export function readMasked(input: NodeJS.ReadStream, output: NodeJS.WritableStream, question: string): Promise<string | undefined> {
  // Raw (no echo) before the question is shown: what is typed as soon as it appears is not echoed either.
  input.setRawMode(true);
  output.write(question);
  return new Promise((resolve) => {
    let value = '';
    input.resume();
    input.setEncoding('utf8');
    const finish = (result: string | undefined): void => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      resolve(result);
    };
    const onData = (chunk: string): void => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(value);
        if (ch === '\u0003' || ch === '\u0004') return finish(undefined);
        if (ch === '\u007f' || ch === '\b') {
          if (value.length) {
            value = value.slice(0, -1);
            output.write('\b \b');
          }
        } else if (ch >= ' ') {
          value += ch;
          output.write('*');
        }
      }
    };
    input.on('data', onData);
  });
}

/** Why readSecretLine got no secret. */
export type NoSecret = 'cancelled' | 'timeout' | 'empty';

/**
 * One secret line: on a terminal, asked with `question` (on `output`) and typed masked; from a pipe or file, its first
 * line (at most `maxChars` read) within `waitMs`. Trimmed; a NoSecret string when none came.
 */
export async function readSecretLine(
  stdin: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  o: { readonly question: string; readonly waitMs: number; readonly maxChars?: number },
): Promise<{ readonly value: string } | { readonly none: NoSecret }> {
  const max = o.maxChars ?? 256;
  const tty = stdin as NodeJS.ReadStream;
  let line: string | undefined;
  if (tty.isTTY && typeof tty.setRawMode === 'function') {
    line = await readMasked(tty, output, o.question);
    if (line === undefined) return { none: 'cancelled' };
  } else {
    line = await new Promise<string | undefined>((resolve, reject) => {
      let text = '';
      const finish = (value: string | undefined, err?: Error): void => {
        clearTimeout(timer);
        stdin.off('data', onData);
        stdin.off('end', onEnd);
        stdin.off('error', onError);
        stdin.pause();
        if (err) reject(err);
        else resolve(value);
      };
      const onData = (chunk: Buffer | string): void => {
        text += chunk.toString();
        const nl = text.indexOf('\n');
        // A secret line is short: a long one is not read whole.
        if (nl >= 0 || text.length > max) finish(text.slice(0, nl >= 0 ? nl : max));
      };
      const onEnd = (): void => finish(text);
      const onError = (err: Error): void => finish(undefined, err);
      const timer = setTimeout(() => finish(undefined), o.waitMs);
      stdin.on('data', onData);
      stdin.on('end', onEnd);
      stdin.on('error', onError);
      stdin.resume();
    });
    if (line === undefined) return { none: 'timeout' };
  }
  const value = line.slice(0, max).trim();
  return value ? { value } : { none: 'empty' };
}
