import type { LoadSummary } from '@dnp/db';
import { formatCount, formatRate, formatSeconds } from './progress.js';

/** The closing summary of one load: what was read, what changed, how fast. */
export function formatLoadSummary(summary: LoadSummary): string {
  const lines = [
    `${summary.apiName}: ${formatCount(summary.recordsRead)} records read, ${formatCount(summary.rejections.length)} rejected, ` +
      `in ${formatSeconds(summary.elapsedMs)} (${formatRate(summary.recordsRead, summary.elapsedMs)})`,
    `  added ${formatCount(summary.added)}, changed ${formatCount(summary.changed)}, removed ${formatCount(summary.removed)}; ` +
      `${formatCount(summary.recordCount)} records stored (load ${summary.loadId}, source version "${summary.sourceVersion}")`,
  ];
  for (const r of summary.rejections) {
    lines.push(
      `  rejected ${r.file ? `${r.file} ` : ''}line ${r.line}${r.column ? ` (${r.column})` : ''}: ${r.reason}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
