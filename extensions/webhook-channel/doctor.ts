// The webhook channel's checks for `svc doctor`: each enabled instance's listener (free, or held by the running daemon)
// and its delivery target (a TCP connect to send_url's host, within a few seconds).
import type { DoctorCheck, DoctorFinding, SectionAccess } from '../../kernel/index.js';
import { bindFinding, tcpReachable } from '../../lib/net/probe.js';
import type { WebhookChannelsConfig } from './config.generated.js';

/** How long a delivery target may take to accept a connection. */
export const TARGET_TIMEOUT_MS = 3000;

function portOf(url: string): number | undefined {
  try {
    const u = new URL(url);
    return Number(u.port || (u.protocol === 'https:' ? 443 : 80));
  } catch {
    return undefined;
  }
}

export function webhookDoctor(instances: SectionAccess<WebhookChannelsConfig>): DoctorCheck {
  return {
    name: 'channels.webhook',
    async run({ config, daemon }) {
      const checks: Promise<DoctorFinding>[] = [];
      for (const [alias, c] of Object.entries(instances.of(config))) {
        if (!c.enabled) continue;
        const name = `webhook.${alias}`;
        const held = daemon?.listeners.find((l) => l.name === name);
        const heldBy = held && (c.port === 0 || portOf(held.url) === c.port) ? { pid: daemon!.pid, url: held.url } : undefined;
        checks.push(bindFinding({ check: `channel.${name}.listener`, what: `the webhook channel "${alias}"`, host: c.host, port: c.port, configPath: `channels.webhook.${alias}`, ...(heldBy ? { heldBy } : {}) }));
        if (!c.send_url) continue;
        const url = new URL(c.send_url);
        const host = url.hostname.replace(/^\[|\]$/g, '');
        const port = portOf(c.send_url)!;
        checks.push(
          tcpReachable(host, port, TARGET_TIMEOUT_MS).then((r): DoctorFinding => {
            const check = `channel.${name}.delivery`;
            const target = `${url.protocol}//${url.host}`;
            if (r.ok) return { check, status: 'ok', finding: `replies go to ${target}: it accepts connections`, latency_ms: r.ms };
            return { check, status: 'fail', finding: `replies go to ${target}, which does not accept connections (${r.reason}): they are retried, then dropped`, fix: `start the receiver, or svc config set channels.webhook.${alias}.send_url URL` };
          }),
        );
      }
      return Promise.all(checks);
    },
  };
}
