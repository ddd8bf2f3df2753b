// Streamed reply text through the leak detector: pieces are passed on whole words at a time (up to the last
// whitespace), each scanned before it leaves, so a key, token or secret being written is held back until it is
// complete and can be redacted. A secret value that itself contains whitespace may be split across two pieces: the
// stored and final text are scanned whole.
export class RedactingStream {
  private pending = '';

  constructor(
    private readonly redact: (text: string) => string,
    private readonly emit: (text: string) => void,
  ) {}

  push(delta: string): void {
    this.pending += delta;
    let cut = -1;
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const c = this.pending.charCodeAt(i);
      if (c === 32 || c === 10 || c === 9 || c === 13) {
        cut = i + 1;
        break;
      }
    }
    if (cut <= 0) return;
    const out = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    this.emit(this.redact(out));
  }

  /** Passes on what is held back (the end of one model call's text). */
  end(): void {
    if (!this.pending) return;
    const out = this.pending;
    this.pending = '';
    this.emit(this.redact(out));
  }
}
