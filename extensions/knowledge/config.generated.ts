/* DO NOT EDIT: the config sections of the "knowledge" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "knowledge" extension owns, by dotted path.
 */
export interface KnowledgeSections {
  knowledge_bundles: KnowledgeBundlesConfig;
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
    knowledge_bundles: KnowledgeBundlesConfig;
  }
}
