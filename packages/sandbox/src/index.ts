/**
 * The judging sandbox: `Sandbox.start` gives a worker its helper process, `run` and
 * `runInteractive` run programs under limits and report what happened.
 */
export { Sandbox, DEFAULT_LIMITS, MEMORY_HEADROOM, defaultHelper, type RunSpec, type SandboxOptions } from './sandbox.ts';
export { classify, type Limits, type LimitHit, type RawResult, type RunResult, type Status } from './verdict.ts';
export { planWorker, probeHost, type CgroupMode, type WorkerPlan } from './cgroups.ts';
