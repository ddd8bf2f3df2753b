// The daemon's log destination: the lines of one turn of the event loop are written together, in one write, after the
// turn (so a request pays for a string in a queue, not for a system call), and whatever is queued is written when the
// process exits. Writes are synchronous, so lines never reorder and none is in flight when the process ends. pino's
// asynchronous destination (sonic-boom) measures the byte length of its growing batch string on every line, which a
// profile of POST /sop under load showed as a third of the cost of logging.
import { writeSync } from 'node:fs';

/** Queued characters beyond which new lines are dropped (and counted) rather than held: a reader that stopped reading. */
const MAX_QUEUED = 16 * 1024 * 1024;
/** A full pipe (EAGAIN): the rest is retried this much later. */
const RETRY_MS = 10;

export class LineWriter {
  private queue: string[] = [];
  private queued = 0;
  /** Bytes a full pipe did not take, written before the queue (a partial write may end inside a character). */
  private pending: Buffer | undefined;
  private scheduled = false;
  private dropped = 0;
  private closed = false;

  constructor(private readonly fd: number) {
    process.on('exit', () => this.flushSync());
  }

  /** pino's stream interface: one serialized line. */
  write(line: string): boolean {
    if (this.closed) return false;
    if (this.queued + line.length > MAX_QUEUED) {
      this.dropped += 1;
      return false;
    }
    this.queue.push(line);
    this.queued += line.length;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return true;
  }

  /** Writes everything queued now (process exit, fatal errors); a full pipe is retried a bounded number of times. */
  flushSync(): void {
    for (let tries = 0; (this.queue.length || this.pending) && !this.closed && tries < 1000; tries++) this.writeQueued();
  }

  private flush(): void {
    this.scheduled = false;
    this.writeQueued();
    if ((this.queue.length || this.pending) && !this.closed && !this.scheduled) {
      this.scheduled = true;
      setTimeout(() => this.flush(), RETRY_MS).unref();
    }
  }

  /** One attempt: what a full pipe did not take stays queued, in order. */
  private writeQueued(): void {
    if (this.dropped) {
      this.queue.push(`{"level":40,"time":${Date.now()},"pid":${process.pid},"dropped":${this.dropped},"msg":"log lines dropped: the log reader is not reading"}\n`);
      this.dropped = 0;
    }
    const text = Buffer.from(this.queue.join(''));
    const buf = this.pending ? Buffer.concat([this.pending, text]) : text;
    this.pending = undefined;
    this.queue = [];
    this.queued = 0;
    let from = 0;
    try {
      while (from < buf.length) from += writeSync(this.fd, buf, from, buf.length - from);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') {
        // The reader went away (EPIPE) or the fd is gone: logging stops, the service does not.
        this.closed = true;
        return;
      }
      this.pending = buf.subarray(from);
    }
  }
}
