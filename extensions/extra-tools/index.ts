// The extra-tools extension: owns the config of optional agent tools (browser, web, files, images, MCP, skills, pipeline, plugins); runtimes come later.
import { defineExtension } from '../../kernel/index.js';
import { checkExtraTools } from './rules.js';
import {
  browserSection,
  fileDownloadSection,
  fileUploadBundleSection,
  fileUploadSection,
  imageGenSection,
  linkEnricherSection,
  mcpBundlesSection,
  mcpSection,
  pipelineSection,
  pluginsSection,
  skillBundlesSection,
  skillsSection,
  textBrowserSection,
  webFetchSection,
  webSearchSection,
} from './schema.js';

export const NAME = 'extra-tools';

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Optional agent tools: browser, web fetch and search, text browser, file transfer, image generation, link enrichment, MCP, skills, pipeline, plugins.',
  sections: {
    browser: browserSection,
    web_fetch: webFetchSection,
    web_search: webSearchSection,
    text_browser: textBrowserSection,
    file_download: fileDownloadSection,
    file_upload: fileUploadSection,
    file_upload_bundle: fileUploadBundleSection,
    image_gen: imageGenSection,
    link_enricher: linkEnricherSection,
    mcp: mcpSection,
    mcp_bundles: mcpBundlesSection,
    skills: skillsSection,
    skill_bundles: skillBundlesSection,
    pipeline: pipelineSection,
    plugins: pluginsSection,
  },
  apply(kernel) {
    kernel.hooks.validateConfig.tap(NAME, checkExtraTools);
  },
});
