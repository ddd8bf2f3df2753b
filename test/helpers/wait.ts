// The one way tests wait is the testkit's (svc-runtime/testing): poll a condition, fail loudly naming what was awaited.
export { waitFor } from '../../testing/wait.js';
