// Reserved area "memory": nothing is left here ([memory], [data_retention] and [storage] run in extensions/memory,
// [knowledge] and [knowledge_bundles] in extensions/knowledge). Kept so that a section of the area accepted before it
// runs has its place.

/** The sections of this area, by dotted path. */
export const sections = {};
