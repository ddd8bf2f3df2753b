// Reserved area "extra-tools": Optional agent tools: browser, web fetch and search, text browser, file transfer, image
// generation, link enrichment, skills, pipeline, plugins. Sections and their checks only; nothing runs yet.
import { checkExtraTools } from './rules.js';
import {
  browserSection,
  fileDownloadSection,
  fileUploadBundleSection,
  fileUploadSection,
  imageGenSection,
  linkEnricherSection,
  pipelineSection,
  pluginsSection,
  skillBundlesSection,
  skillsSection,
  textBrowserSection,
  webFetchSection,
  webSearchSection,
} from './schema.js';

/** The sections of this area, by dotted path. */
export const sections = {
  browser: browserSection,
  web_fetch: webFetchSection,
  web_search: webSearchSection,
  text_browser: textBrowserSection,
  file_download: fileDownloadSection,
  file_upload: fileUploadSection,
  file_upload_bundle: fileUploadBundleSection,
  image_gen: imageGenSection,
  link_enricher: linkEnricherSection,
  skills: skillsSection,
  skill_bundles: skillBundlesSection,
  pipeline: pipelineSection,
  plugins: pluginsSection,
};

/** The checks across this area's fields, run with every validation. */
export const check = checkExtraTools;
