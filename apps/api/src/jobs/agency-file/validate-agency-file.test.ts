import type { LoadSession, StepOutcome } from '@dnp/db';
import { describe, expect, it } from 'vitest';
import type { JobHandlerContext } from '../job-runner.js';
import { startOfValidation, validateAgencyFile, type AreaRows } from './validate-agency-file.js';

/** Six valid rows of one table, counting how many the validation has read. */
function countingRows(): { rows: AreaRows; read: () => number } {
  let read = 0;
  return {
    rows: {
      tables: [{ table: 'agency_parties', columns: ['party_id'] }],
      async *read() {
        for (let line = 2; line <= 7; line++) {
          read += 1;
          yield { kind: 'record', line, key: String(line), record: [`${line}\n`] };
        }
      },
    },
    read: () => read,
  };
}

/** A job whose steps end only when the test lets them, recording what each wrote and when. */
function heldSteps() {
  const written: string[] = [];
  const release: Array<() => void> = [];
  const session = {
    copyText: async (_table: string, _columns: readonly string[], data: string) => {
      written.push(data);
    },
  } as unknown as LoadSession;
  const context = {
    job: { id: 1 },
    async step<T>(work: (s: LoadSession) => Promise<T>, outcome: (result: T) => StepOutcome): Promise<T> {
      const result = await work(session);
      await new Promise<void>((resolve) => release.push(resolve));
      outcome(result);
      return result;
    },
    report: async () => undefined,
  } as unknown as JobHandlerContext;
  return { context, written, release };
}

const input = (rows: AreaRows) => ({
  fileId: 1,
  accessGroupId: 'DOD',
  path: 'unused',
  format: 'csv' as const,
  rowsTotal: 6,
  stepRows: 2,
  rows,
});

describe('validateAgencyFile', () => {
  it('reads the next rows while the step writing the rows before commits, and commits the steps in order', async () => {
    const { rows, read } = countingRows();
    const { context, written, release } = heldSteps();
    const done = validateAgencyFile(context, input(rows), startOfValidation);
    await expect.poll(() => release.length).toBe(1);
    // The first step (rows 2-3) has not committed, yet rows 4 and 5 are read and the sixth line is reached.
    await expect.poll(() => read()).toBe(5);
    expect(written).toEqual(['2\n3\n']);
    let finished = false;
    void done.then(() => {
      finished = true;
    });
    while (!finished) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await done).toEqual({ line: 7, parties: 6, errors: 0, rejectedRows: 0 });
    expect(written).toEqual(['2\n3\n', '4\n5\n', '6\n7\n']);
  });

  it('fails with the step that failed, after the rows it had read', async () => {
    const { rows } = countingRows();
    const failing = {
      job: { id: 1 },
      step: async () => {
        throw new Error('the COPY failed');
      },
      report: async () => undefined,
    } as unknown as JobHandlerContext;
    await expect(validateAgencyFile(failing, input(rows), startOfValidation)).rejects.toThrow('the COPY failed');
  });
});
