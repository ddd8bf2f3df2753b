// Reserved area "extra-tools": Optional agent tools: skills, pipeline, plugins. Sections and their checks only; nothing
// runs yet.
import { checkExtraTools } from './rules.js';
import {
  pipelineSection,
  pluginsSection,
  skillBundlesSection,
  skillsSection,
} from './schema.js';

/** The sections of this area, by dotted path. */
export const sections = {
  skills: skillsSection,
  skill_bundles: skillBundlesSection,
  pipeline: pipelineSection,
  plugins: pluginsSection,
};

/** The checks across this area's fields, run with every validation. */
export const check = checkExtraTools;
