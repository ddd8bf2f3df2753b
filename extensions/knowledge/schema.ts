// The [knowledge] section (the graph of entities and relations, its tools) and [knowledge_bundles] (files and
// folders ingested into the memory of the agents that list a bundle).
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

export const knowledgeSection: JsonSchema = s.table('KnowledgeConfig', 'The knowledge graph: entities and the relations between them, written and read by the agents\' knowledge_add, knowledge_query and knowledge_forget tools and recalled when a message names an entity.', {
  auto_capture: s.bool(false, 'Capture knowledge from conversations automatically (needs a model to extract it).', { inert: 'unused' }),
  db_path: s.optStr('SQLite file of the graph (0600, WAL); unset: <data dir>/state/knowledge/graph.db; a relative path resolves from the data directory.'),
  enabled: s.bool(false, 'Keep the graph and offer its tools to every agent.'),
  max_nodes: s.int(100000, 'Entities in the graph at most: a relation that would add more is refused (the model is told).', { min: 1 }),
  suggest_on_query: s.bool(true, 'Before a turn, add the relations of the entities its message names (up to 5 entities, 20 relations) to the message\'s context.'),
});
