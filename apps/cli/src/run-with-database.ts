import { DataDirInUseError, LoadRejectedError } from '@dnp/db';
import type { DbHandle } from '@dnp/db';
import { EXIT_FAILED } from './cli-io.js';
import type { CliIo } from './cli-io.js';
import { openDatabase, operatorMessage, type DatabaseArgs } from './open-database.js';
import type { ProgressLine } from './progress.js';

export function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** Prints why a load failed and returns exit code 1; a bug's stack is printed whole. */
export function reportFailure(io: CliIo, error: unknown): number {
  if (error instanceof LoadRejectedError) io.stderr.write(`${error.message}\n`);
  else if (isMissingFile(error)) io.stderr.write(`${(error as Error).message}\n`);
  else
    io.stderr.write(
      `${operatorMessage(error) ?? (error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`,
    );
  return EXIT_FAILED;
}

/**
 * The frame of every database command: open the database the operator chose, run the work,
 * close it; any failure ends the progress line and is reported as exit code 1. A command that
 * can send its work through the running portal says how in `whenHeld`, called when the portal
 * holds the embedded database.
 */
export async function runWithDatabase(
  io: CliIo,
  args: DatabaseArgs,
  progress: ProgressLine,
  work: (handle: DbHandle) => Promise<number>,
  options: { whenHeld?: (error: DataDirInUseError) => Promise<number> } = {},
): Promise<number> {
  try {
    const handle = await openDatabase(io, args);
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    progress.finish();
    if (error instanceof DataDirInUseError && options.whenHeld) return options.whenHeld(error);
    return reportFailure(io, error);
  }
}
