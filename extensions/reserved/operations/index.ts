// Reserved area "operations": Operational settings: a2a, acp, routing, hardware, tunnel and
// more. Sections only; nothing runs yet.
import {
  a2aSection,
  acpSection,
  conversationalAiSection,
  decisionModelsSection,
  evalSection,
  hardwareSection,
  localeSection,
  onboardStateSection,
  peripheralsSection,
  projectIntelSection,
  proxySection,
  relaySection,
  rpcSection,
  tunnelSection,
} from './schema.js';

/** The sections of this area, by dotted path. */
export const sections = {
  a2a: a2aSection,
  acp: acpSection,
  conversational_ai: conversationalAiSection,
  decision_models: decisionModelsSection,
  eval: evalSection,
  hardware: hardwareSection,
  locale: localeSection,
  onboard_state: onboardStateSection,
  peripherals: peripheralsSection,
  project_intel: projectIntelSection,
  proxy: proxySection,
  relay: relaySection,
  rpc: rpcSection,
  tunnel: tunnelSection,
};
