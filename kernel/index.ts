// The kernel's public entry: everything an extension may import from svc.
export { defineExtension, createExtensionPoint } from './extension.js';
export { configStorePoint, controlCommands, inventoryPoint, logSinkPoint, metricsPlugPoint, metricsPoint, onboardingPoint, outputFilterPoint, type InventoryCollector, type InventoryRegistry, type LogSinkRegistry, type OutputFilterRegistry } from './host.js';
export { doctorPoint, type DoctorCheck, type DoctorContext, type DoctorFinding, type DoctorRegistry, type DoctorStatus } from './doctor.js';
export { statusPoint, type DaemonStatus, type ExtensionState, type ExtensionStatus, type ListenerStatus, type StatusRegistry } from './status.js';
export type { LastError } from './logger.js';
export type { Counter, Gauge, GaugeSpec, Histogram, HistogramSpec, Labels, MetricSpec, Metrics, MetricsBackend, MetricsPlug } from './metrics.js';
export { s, type FieldOptions, type Inert, type TableOptions } from '../lib/schema-builders.js';
export { defineErrors, SvcError, EXIT, type ErrorRegistry, type ErrorSpec, type ConfigProblem } from './errors.js';
export type { KernelHooks, ProblemReport, RawConfigContext, ShutdownInfo, ShutdownWork } from './hooks.js';
export { REDACTED, secretPattern, silentLogger, type Logger, type LogSink } from './logger.js';
export { packageRoot, version } from '../lib/version.js';
export { canonicalJson, jsonDepthWithin } from '../lib/json.js';
export { closest } from '../lib/config/path.js';
export { clockDeadline, MAX_TIMER_MS, systemClock, timerMs, type Clock, type ClockDeadline } from '../lib/time.js';
export { backoffMs, parseRetryAfter } from '../lib/retry.js';
export { ensurePrivateFile, SQLITE_COMPANIONS } from '../lib/fs/private.js';
export { InFlight, untilDeadline } from '../lib/in-flight.js';
export {
  embeddedIPv4,
  guardedLookup,
  isLinkLocalOrMetadataAddress,
  isLinkLocalOrMetadataHost,
  isLoopback,
  isPrivateAddress,
  METADATA_HOSTNAMES,
  urlTargetProblem,
  type TargetRules,
} from '../lib/net/targets.js';
export type {
  CommandContext,
  CommandSpec,
  ConfigObject,
  ConfigChange,
  ConfigEntry,
  ConfigStore,
  DriftEntry,
  DriftReport,
  ControlContext,
  ControlHandler,
  ControlRegistry,
  OnboardGroup,
  OnboardingRegistry,
  ExtensionDefinition,
  ExtensionInfo,
  ExtensionPoint,
  JsonSchema,
  Kernel,
  Paths,
  Runtime,
  SectionAccess,
  SectionTypes,
  ServiceContext,
  ServiceDeps,
  ServiceHandle,
  ServiceSpec,
} from './types.js';
