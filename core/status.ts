// The daemon's status board: the listeners and status sections extensions announced, collected for `svc status`,
// the admin /health and the dashboard.
import { describe, kernelError } from '../kernel/errors.js';
import type { DaemonStatus, ListenerStatus, StatusRegistry, StatusService } from '../kernel/status.js';

const SECTION_NAME = /^[a-z][a-z0-9_-]*$/;

/** The listeners and sections extensions announced; the host owns one. */
export class StatusBoard implements StatusService {
  private readonly listeners = new Map<string, ListenerStatus>();
  private readonly sections = new Map<string, { owner: string; collect: () => unknown }>();
  /** Set by the daemon while it runs. */
  source: (() => Promise<DaemonStatus>) | undefined;

  registry(owner: string): StatusRegistry {
    return {
      listener: (name, url) => void this.listeners.set(name, { extension: owner, name: String(name), url: String(url) }),
      section: (name, collect) => {
        if (!SECTION_NAME.test(name)) throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" adds the status section "${name}", which is not a lowercase word`);
        const taken = this.sections.get(name);
        if (taken) throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" adds the status section "${name}", which "${taken.owner}" already added`);
        this.sections.set(name, { owner, collect });
      },
      snapshot: async () => {
        if (!this.source) throw new Error('no daemon runs in this process');
        return this.source();
      },
    };
  }

  listenerList(): ListenerStatus[] {
    return [...this.listeners.values()];
  }

  /** Every section, collected one after another; one that throws shows its error instead of failing the status. */
  async collect(scrub: (text: string) => string): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const [name, { collect }] of this.sections) {
      try {
        out[name] = await collect();
      } catch (err) {
        out[name] = { error: scrub(describe(err)) };
      }
    }
    return out;
  }
}
