// Reserved area "memory": the named stores, the knowledge graph and bundles ([memory] and [data_retention] run in
// extensions/memory). Sections only; nothing runs yet.
import { knowledgeBundlesSection, knowledgeSection, storageSection } from './schema.js';

/** The sections of this area, by dotted path. */
export const sections = {
  storage: storageSection,
  knowledge: knowledgeSection,
  knowledge_bundles: knowledgeBundlesSection,
};
