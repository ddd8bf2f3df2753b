// A poll that runs every `ms` on a real timer, one run at a time (a run still going when the next tick comes is not
// doubled), and stops by waiting for the run in flight. The shared-mode tables of waiting calls (one-time passwords,
// risk approvals) are read this way.

export class PollLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  /** `run` must not throw (it logs its own failures); the loop keeps no process alive. */
  constructor(
    private readonly run: () => Promise<void>,
    private readonly ms: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void (this.running ??= this.run().finally(() => (this.running = undefined))), this.ms);
    this.timer.unref();
  }

  /** No more runs; resolves once the run in flight (if any) has ended. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
