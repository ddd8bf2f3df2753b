// The kernel's half of the testkit (svc-runtime/testing adds the built-ins and the protocol fakes): in-process hosts on
// temp directories, log capture, HTTP doubles and the one wait helper.
export { startWith, validateWith, type CliResult, type HostOptions, type TestHost, type ValidationResult } from './host.js';
export { LogCapture, type LogLine } from './logs.js';
export { recordingServer, type Answer, type RecordedRequest, type RecordingServer, type Responder } from './receiver.js';
export { waitFor } from './wait.js';
