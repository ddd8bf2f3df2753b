// Reserved area "operations": Operational settings: a2a, acp, cost, routing, heartbeat, hardware, tunnel and
// more. Sections and their checks only; nothing runs yet.
import type { ConfigObject, ProblemReport } from '../../../kernel/index.js';
import {
  a2aSection,
  acpSection,
  conversationalAiSection,
  decisionModelsSection,
  embeddingRoutesSection,
  escalationSection,
  evalSection,
  hardwareSection,
  heartbeatSection,
  localeSection,
  modelRoutesSection,
  onboardStateSection,
  peerGroupsSection,
  peripheralsSection,
  projectIntelSection,
  proxySection,
  queryClassificationSection,
  relaySection,
  reliabilitySection,
  rpcSection,
  tunnelSection,
} from './schema.js';

const blank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';

/** The sections of this area, by dotted path. */
export const sections = {
  a2a: a2aSection,
  acp: acpSection,
  conversational_ai: conversationalAiSection,
  decision_models: decisionModelsSection,
  embedding_routes: embeddingRoutesSection,
  escalation: escalationSection,
  eval: evalSection,
  hardware: hardwareSection,
  heartbeat: heartbeatSection,
  locale: localeSection,
  model_routes: modelRoutesSection,
  onboard_state: onboardStateSection,
  peer_groups: peerGroupsSection,
  peripherals: peripheralsSection,
  project_intel: projectIntelSection,
  proxy: proxySection,
  query_classification: queryClassificationSection,
  relay: relaySection,
  reliability: reliabilitySection,
  rpc: rpcSection,
  tunnel: tunnelSection,
};

/** The checks across this area's fields, run with every validation. */
export function check(config: ConfigObject, report: ProblemReport): void {
  const heartbeat = config.heartbeat as ConfigObject;
  if (heartbeat.enabled === true && blank(heartbeat.agent)) {
    report.add('heartbeat.agent', 'is required when heartbeat.enabled is true: set the alias of the agent the heartbeat worker runs as');
  }
  if (!blank(heartbeat.target) && blank(heartbeat.to)) {
    report.add('heartbeat.to', `is required when heartbeat.target is set (target is ${JSON.stringify(heartbeat.target)}): set the recipient on that channel`);
  }
}
