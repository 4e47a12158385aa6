/** Where a command writes: the process streams, or buffers in tests. */
export interface CliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /** Relative paths are resolved against the folder `npm run cli` was started in, not the workspace npm moves to. */
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.env.INIT_CWD ?? process.cwd(),
    env: process.env,
  };
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Thrown for a wrong command line: the command prints the message and its usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
