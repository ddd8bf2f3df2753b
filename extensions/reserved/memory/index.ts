// Reserved area "memory": the named stores ([memory] and [data_retention] run in extensions/memory, [knowledge] and
// [knowledge_bundles] in extensions/knowledge). Sections only; nothing runs yet.
import { storageSection } from './schema.js';

/** The sections of this area, by dotted path. */
export const sections = {
  storage: storageSection,
};
