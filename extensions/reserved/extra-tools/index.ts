// Reserved area "extra-tools": Optional agent tools: browser, text browser, image generation, skills, pipeline, plugins.
// Sections and their checks only; nothing runs yet.
import { checkExtraTools } from './rules.js';
import {
  browserSection,
  imageGenSection,
  pipelineSection,
  pluginsSection,
  skillBundlesSection,
  skillsSection,
  textBrowserSection,
} from './schema.js';

/** The sections of this area, by dotted path. */
export const sections = {
  browser: browserSection,
  text_browser: textBrowserSection,
  image_gen: imageGenSection,
  skills: skillsSection,
  skill_bundles: skillBundlesSection,
  pipeline: pipelineSection,
  plugins: pluginsSection,
};

/** The checks across this area's fields, run with every validation. */
export const check = checkExtraTools;
