// The [knowledge_bundles] section: files and folders ingested into the memory of the agents that list a bundle.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

export const knowledgeBundlesSection: JsonSchema = s.aliasMap(
  'KnowledgeBundlesConfig',
  'Knowledge bundles, one [knowledge_bundles.<alias>] each: text files ingested into the memory of every agent that lists the bundle in agents.<a>.knowledge_bundles (every bundle goes to the one agent "default" when no [agents] exist), kept in line as the files change.',
  s.table(undefined, 'One knowledge bundle.', {
    sources: s.strList([], 'Files and folders of the bundle (relative paths resolve from the config directory; folders are walked, hidden files and links inside them skipped): text files (.md, .txt, .rst, .adoc, .org, .csv, .json, .yaml, .yml, .toml, .html) of at most 1 MiB, 2,000 files and 20 MiB a bundle.'),
    tags: s.strList([], 'Tags given to every memory entry of the bundle (with source:<path>).'),
  }),
);
