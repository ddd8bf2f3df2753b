// Reserved area "memory": the named stores, the knowledge graph ([memory] and [data_retention] run in extensions/memory,
// [knowledge_bundles] in extensions/knowledge). Sections only; nothing runs yet.
import { knowledgeSection, storageSection } from './schema.js';

/** The sections of this area, by dotted path. */
export const sections = {
  storage: storageSection,
  knowledge: knowledgeSection,
};
