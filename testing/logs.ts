// Log lines captured in memory: what a test host and an in-process `svc` command write instead of fd 1 and 2.
import { Writable } from 'node:stream';

/** One JSON log line as written (level, time, ext, msg and the event's fields). */
export type LogLine = Readonly<Record<string, unknown>> & { readonly msg?: string; readonly ext?: string };

/** A stream that parses each line it receives into `lines`; a line that is not JSON is kept as `{ msg: line }`. */
export class LogCapture extends Writable {
  readonly lines: LogLine[] = [];
  private rest = '';

  constructor(private readonly tee?: (text: string) => void) {
    super();
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    const text = String(chunk);
    this.tee?.(text);
    const parts = (this.rest + text).split('\n');
    this.rest = parts.pop()!;
    for (const line of parts) if (line.trim()) this.lines.push(parse(line));
    done();
  }
}

function parse(line: string): LogLine {
  try {
    const value = JSON.parse(line) as unknown;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as LogLine;
  } catch {
    // not JSON (a pretty line): kept as text
  }
  return { msg: line };
}
