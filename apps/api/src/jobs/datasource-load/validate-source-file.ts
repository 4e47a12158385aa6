import { DATASOURCE_LOAD_REJECTIONS_SHOWN, type DatasourceLoadRejection } from '@dnp/contracts';
import type { ParseItem, Rejection } from '@dnp/ingest';
import type { JobHandlerContext } from '../job-runner.js';

/** How often the live figures are written while a file is read. */
export const REPORT_EVERY_MS = 1_000;

export interface Validated {
  records: number;
  rejections: DatasourceLoadRejection[];
  rejectionCount: number;
}

export function rejectionOf(rejection: Rejection): DatasourceLoadRejection {
  return {
    line: rejection.line,
    file: rejection.file ?? null,
    column: rejection.column ?? null,
    reason: rejection.reason,
  };
}

/** rowsDone/rowsTotal as a percent, and the rate since the phase began. */
export function figures(rowsDone: number, rowsTotal: number, startedMs: number): Record<string, number> {
  const seconds = (performance.now() - startedMs) / 1000;
  return {
    rowsDone,
    rowsTotal,
    percent: rowsTotal > 0 ? Math.min(100, Math.floor((rowsDone * 100) / rowsTotal)) : 0,
    rowsPerSecond: seconds > 0 ? Math.round(rowsDone / seconds) : 0,
  };
}

/**
 * Reads the whole file with the source's parser before anything is written, so a bad file is
 * refused with every line's reason without holding the database, and the load that follows
 * knows how many records it will write. Progress counts lines of the file.
 */
export async function validateSourceFile(
  context: JobHandlerContext,
  items: AsyncIterable<ParseItem<unknown>>,
  linesTotal: number,
): Promise<Validated> {
  const started = performance.now();
  let lastReport = started;
  let records = 0;
  let line = 0;
  const rejections: DatasourceLoadRejection[] = [];
  let rejectionCount = 0;
  for await (const item of items) {
    if (item.kind === 'record') {
      records += 1;
      line = Math.max(line, item.line);
    } else {
      rejectionCount += 1;
      if (rejections.length < DATASOURCE_LOAD_REJECTIONS_SHOWN) rejections.push(rejectionOf(item));
    }
    if (performance.now() - lastReport >= REPORT_EVERY_MS) {
      lastReport = performance.now();
      await context.report(figures(Math.min(line, linesTotal), linesTotal, started), 'validating');
    }
  }
  return { records, rejections, rejectionCount };
}
