// The SOP extension's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const SOP_ERRORS = defineErrors({
  SVC_ERR_SOP_INVALID: {
    exit: EXIT.config,
    meaning: 'A SOP definition under sop.sops_dir does not validate (TOML, name, triggers, fields, steps).',
    action: 'Run `svc sop validate` and fix each error it lists.',
  },
  SVC_ERR_SOP_UNKNOWN: {
    exit: EXIT.usage,
    meaning: 'No loaded SOP has the name given.',
    action: 'Check `svc sop list` for the names.',
  },
  SVC_ERR_SOP_UNKNOWN_RUN: {
    exit: EXIT.usage,
    meaning: 'No run has the id given.',
    action: 'Check `svc sop runs` for the ids.',
  },
  SVC_ERR_SOP_RUN_STATE: {
    exit: EXIT.runtime,
    meaning: 'The run is not in a state that allows the action (approve or reject a run that is not waiting).',
    action: 'Check the run with `svc sop status RUN_ID`.',
  },
  SVC_ERR_SOP_OFF: {
    exit: EXIT.runtime,
    meaning: 'The SOP engine is off because sop.sops_dir is not set.',
    action: 'Set sop.sops_dir to the directory of your SOP definitions.',
  },
});
