import { passwordWork } from '../src/lib/work-gate';

// The files of a worker share one module graph (isolate: false, vitest.config.ts), so one process-
// wide password gate: a file starts once the hashes an earlier file queued have finished, with the
// gate's first estimate of a hash, as it would in a process of its own. Without this a file was
// refused (503) behind an earlier file's hashes, or by the estimate a full-cost hash had taught.
// At the top level: some files build their app while they are imported, before any hook runs.
await passwordWork.reset();
