// svc-runtime/testing: the testkit for extension authors (and this repository's own tests). Every host is the real
// kernel with the built-in extensions, in-process, on a temp directory, its listeners on port 0.
import { startWith, validateWith, type HostOptions, type TestHost, type ValidationResult } from '../testing/index.js';
import { builtinExtensions } from './builtins.js';

export { recordingServer, waitFor, LogCapture } from '../testing/index.js';
export type { Answer, CliResult, HostOptions, LogLine, RecordedRequest, RecordingServer, Responder, TestHost, ValidationResult } from '../testing/index.js';
export { fakeOpenAI, lastUserMessage, openaiAnswers, type FakeOpenAI } from '../testing/fake-openai.js';

/** The built-ins' listeners on free ports: the gateway (the main listener of `url()`). */
const composition = { builtins: builtinExtensions, env: { SVC_gateway__port: '0' }, mainListener: 'gateway' } as const;

/**
 * Runs the whole config load of `toml` and `env` with the built-ins plus `extensions` (schemas, defaults, environment
 * overrides, every validateConfig tap), in-process and without leaving a file: `{ ok, config, problems }`.
 */
export function validateConfig(options: Omit<HostOptions, 'graceMs' | 'logLevel' | 'dir'> = {}): Promise<ValidationResult> {
  return validateWith(composition, options);
}

/**
 * Starts the daemon in-process with the built-ins plus `extensions` (one named like a built-in replaces it) on a temp
 * directory, the gateway on port 0, the echo provider answering when no provider is configured. `stop()` closes every
 * socket and timer it opened and removes the directory.
 */
export function startTestHost(options: HostOptions = {}): Promise<TestHost> {
  return startWith(composition, options);
}
