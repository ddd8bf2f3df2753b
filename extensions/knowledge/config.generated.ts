/* DO NOT EDIT: the config sections of the "knowledge" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "knowledge" extension owns, by dotted path.
 */
export interface KnowledgeSections {
  knowledge: KnowledgeConfig;
  knowledge_bundles: KnowledgeBundlesConfig;
}
/**
 * The knowledge graph: entities and the relations between them, written and read by the agents' knowledge_add, knowledge_query and knowledge_forget tools and recalled when a message names an entity.
 */
export interface KnowledgeConfig {
  /**
   * Capture knowledge from conversations automatically (needs a model to extract it). Not running yet: accepted and validated, writing it has no effect.
   */
  auto_capture: boolean;
  /**
   * SQLite file of the graph (0600, WAL); unset: <data dir>/state/knowledge/graph.db; a relative path resolves from the data directory.
   */
  db_path: string | null;
  /**
   * Keep the graph and offer its tools to every agent.
   */
  enabled: boolean;
  /**
   * Entities in the graph at most: a relation that would add more is refused (the model is told).
   */
  max_nodes: number;
  /**
   * Before a turn, add the relations of the entities its message names (up to 5 entities, 20 relations) to the message's context.
   */
  suggest_on_query: boolean;
}
/**
 * Knowledge bundles, one [knowledge_bundles.<alias>] each: text files ingested into the memory of every agent that lists the bundle in agents.<a>.knowledge_bundles (every bundle goes to the one agent "default" when no [agents] exist), kept in line as the files change.
 */
export interface KnowledgeBundlesConfig {
  /**
   * One knowledge bundle.
   */
  [k: string]: {
    /**
     * Files and folders of the bundle (relative paths resolve from the config directory; folders are walked, hidden files and links inside them skipped): text files (.md, .txt, .rst, .adoc, .org, .csv, .json, .yaml, .yml, .toml, .html) of at most 1 MiB, 2,000 files and 20 MiB a bundle.
     */
    sources: string[];
    /**
     * Tags given to every memory entry of the bundle (with source:<path>).
     */
    tags: string[];
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    knowledge: KnowledgeConfig;
    knowledge_bundles: KnowledgeBundlesConfig;
  }
}
