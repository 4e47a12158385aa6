// The job thread's entry (job-thread.ts starts it). A worker thread starts without the TypeScript
// loader its parent runs under (tsx, vitest), so it registers tsx for its own thread, then imports
// the thread's module. Not tsx's scoped `tsImport`: a scoring pool started from a module loaded
// through it never got an answer from its workers (tinypool's own files loaded in tsx's namespace).
import { register } from 'tsx/esm/api';

register();
await import('./job-thread-main.ts');
