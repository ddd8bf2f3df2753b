// The gateway's checks for `svc doctor`: its bind (free, or held by the running daemon) and, when configured, its TLS
// files (readable, a certificate that has not expired).
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DoctorCheck, DoctorFinding, SectionAccess } from '../../kernel/index.js';
import { bindFinding } from '../../lib/net/probe.js';
import type { GatewayConfig } from './config.generated.js';
import { tlsProblems } from './tls.js';

/** A certificate expiring sooner than this is a warning. */
export const CERT_WARN_DAYS = 14;
const DAY_MS = 86_400_000;

/** The port of a listener URL the daemon announced (`http://127.0.0.1:42617/`). */
function portOf(url: string): number | undefined {
  try {
    const u = new URL(url);
    return Number(u.port || (u.protocol === 'https:' ? 443 : 80));
  } catch {
    return undefined;
  }
}

export function gatewayDoctor(gateway: SectionAccess<GatewayConfig>, configDir: string): DoctorCheck {
  return {
    name: 'gateway',
    async run({ config, daemon }) {
      const g = gateway.of(config);
      const held = daemon?.listeners.find((l) => l.name === 'gateway');
      const heldBy = held && (g.port === 0 || portOf(held.url) === g.port) ? { pid: daemon!.pid, url: held.url } : undefined;
      const findings: DoctorFinding[] = [await bindFinding({ check: 'gateway.bind', what: 'the gateway', host: g.host, port: g.port, configPath: 'gateway', ...(heldBy ? { heldBy } : {}) })];
      if (!g.tls?.enabled) return findings;
      const problems = tlsProblems(g.tls, configDir);
      for (const p of problems) findings.push({ check: 'gateway.tls', status: 'fail', finding: `${p.path}: ${p.message}`, fix: `svc config set ${p.path} PATH (a readable PEM file)` });
      if (problems.length) return findings;
      const certPath = resolve(configDir, g.tls.cert_path);
      const cert = new X509Certificate(readFileSync(certPath));
      const left = Date.parse(cert.validTo) - Date.now();
      const days = Math.floor(left / DAY_MS);
      if (left <= 0) findings.push({ check: 'gateway.tls', status: 'fail', finding: `the certificate ${certPath} expired on ${new Date(cert.validTo).toISOString()}`, fix: `renew it, write it to ${certPath}, then send the daemon SIGHUP (the files are re-read on reload)` });
      else if (days < CERT_WARN_DAYS) findings.push({ check: 'gateway.tls', status: 'warn', finding: `the certificate ${certPath} expires in ${days} day${days === 1 ? '' : 's'}`, fix: `renew it, write it to ${certPath}, then send the daemon SIGHUP (the files are re-read on reload)` });
      else findings.push({ check: 'gateway.tls', status: 'ok', finding: `the certificate ${certPath} and its key are readable; valid for ${days} more days` });
      return findings;
    },
  };
}
