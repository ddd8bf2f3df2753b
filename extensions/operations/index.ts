// The operations extension: owns the operational config sections (a2a, cost, heartbeat, hardware, tunnel, ...); none runs yet.
import { defineExtension } from '../../kernel/index.js';
import type { ConfigObject } from '../../kernel/index.js';
import {
  a2aSection,
  acpSection,
  conversationalAiSection,
  costSection,
  decisionModelsSection,
  delegateSection,
  embeddingRoutesSection,
  escalationSection,
  evalSection,
  hardwareSection,
  heartbeatSection,
  localeSection,
  modelRoutesSection,
  onboardStateSection,
  pacingSection,
  peerGroupsSection,
  peripheralsSection,
  projectIntelSection,
  proxySection,
  queryClassificationSection,
  relaySection,
  reliabilitySection,
  rpcSection,
  runtimeSection,
  tunnelSection,
} from './schema.js';

export const NAME = 'operations';

const blank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Operational settings accepted and validated ahead of their features: a2a, acp, cost, routing, heartbeat, hardware, pacing, tunnel and more.',
  sections: {
    a2a: a2aSection,
    acp: acpSection,
    conversational_ai: conversationalAiSection,
    cost: costSection,
    decision_models: decisionModelsSection,
    delegate: delegateSection,
    embedding_routes: embeddingRoutesSection,
    escalation: escalationSection,
    eval: evalSection,
    hardware: hardwareSection,
    heartbeat: heartbeatSection,
    locale: localeSection,
    model_routes: modelRoutesSection,
    onboard_state: onboardStateSection,
    pacing: pacingSection,
    peer_groups: peerGroupsSection,
    peripherals: peripheralsSection,
    project_intel: projectIntelSection,
    proxy: proxySection,
    query_classification: queryClassificationSection,
    relay: relaySection,
    reliability: reliabilitySection,
    rpc: rpcSection,
    runtime: runtimeSection,
    tunnel: tunnelSection,
  },
  apply(kernel) {
    kernel.hooks.validateConfig.tap(NAME, (config, report) => {
      const heartbeat = config.heartbeat as ConfigObject;
      if (heartbeat.enabled === true && blank(heartbeat.agent)) {
        report.add('heartbeat.agent', 'is required when heartbeat.enabled is true: set the alias of the agent the heartbeat worker runs as');
      }
      if (!blank(heartbeat.target) && blank(heartbeat.to)) {
        report.add('heartbeat.to', `is required when heartbeat.target is set (target is ${JSON.stringify(heartbeat.target)}): set the recipient on that channel`);
      }
    });
  },
});
