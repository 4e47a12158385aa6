import type { ConMonSeriesPoint } from '@dnp/contracts';
import { formatTimestamp } from '../../../lib/format/dates.js';

export type LevelKey = 'conclusive' | 'probable' | 'possible';

export interface MatchesAt {
  category: string;
  conclusive: number;
  probable: number;
  possible: number;
}

/**
 * A file's matches over time by level, from the server's per-load points. A point counts
 * one source after one of its loads; the file's figure after a load is every source's
 * latest count, so a DMF load does not make the OFAC matches vanish from the line.
 * Points are taken in load order; a category names the load's time and source.
 */
export function matchesOverTime(points: readonly ConMonSeriesPoint[]): MatchesAt[] {
  const ordered = [...points].sort(
    (a, b) => a.loadedAt.localeCompare(b.loadedAt) || Number(a.loadId) - Number(b.loadId),
  );
  const latest = new Map<string, ConMonSeriesPoint>();
  return ordered.map((point) => {
    latest.set(point.srcSysTypeCd, point);
    const sum = (pick: (p: ConMonSeriesPoint) => string) =>
      [...latest.values()].reduce((total, p) => total + Number(pick(p)), 0);
    return {
      category: `${formatTimestamp(point.loadedAt)}, ${point.srcSysTypeCd}`,
      conclusive: sum((p) => p.conclusiveCount),
      probable: sum((p) => p.probableCount),
      possible: sum((p) => p.possibleCount),
    };
  });
}
