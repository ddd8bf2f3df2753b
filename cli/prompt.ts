// Reading answers for interactive commands: masked input on a terminal, plain lines from a pipe.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** node:readline on first use: only prompts need it, and every command loads this module. */
export const readline = (): typeof import('node:readline') => require('node:readline') as typeof import('node:readline');

/** Reads lines from a non-terminal stdin one at a time (works from a pipe). */
export class LineReader {
  private lines: string[] = [];
  private done = false;
  private waiting: ((line: string | undefined) => void) | undefined;

  constructor(input: NodeJS.ReadableStream) {
    const rl = readline().createInterface({ input, terminal: false });
    rl.on('line', (line) => {
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = undefined;
        w(line);
      } else this.lines.push(line);
    });
    rl.on('close', () => {
      this.done = true;
      this.waiting?.(undefined);
    });
  }

  /** The next line, or undefined at the end of input. */
  next(): Promise<string | undefined> {
    if (this.lines.length) return Promise.resolve(this.lines.shift());
    if (this.done) return Promise.resolve(undefined);
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

/** Reads one line from a terminal without echoing it (a * per character); Ctrl-C cancels. Lives in lib/ (extensions use it too). */
export { readMasked } from '../lib/secret-input.js';
