import { createHash } from 'node:crypto';
import type { DbHandle } from '../database.js';
import { queryRows } from '../datasources/load-session.js';

/** The prev_hash of the first row: the chain starts from nothing (migration 0005). */
export const AUDIT_CHAIN_START = '0'.repeat(64);

/**
 * What a broken chain shows at its first broken row:
 * - `content`: the row's columns no longer give its row_hash (it was changed after it was written);
 * - `link`: its prev_hash is not the row_hash of the row before it (a row between them was removed,
 *   or the row before was rewritten with a hash to match);
 * - `head`: the chain head names a last row that is missing or differs (rows removed at the end);
 * - `unchained`: a row after the one the head names (written with the chain trigger disabled).
 */
export type AuditChainProblem = 'content' | 'link' | 'head' | 'unchained';

export type AuditChainReport =
  | {
      intact: true;
      /** Rows checked: every row up to the chain head read when the check began. */
      rows: number;
      /** The chain head: the last row's id (0 when the log is empty) and hash. */
      lastId: number;
      lastHash: string;
    }
  | {
      intact: false;
      /** Rows found intact before the broken one. */
      rows: number;
      /** The broken row's id; for `head`, the id the head names. */
      id: number;
      problem: AuditChainProblem;
      /** One sentence for an operator: the row, what differs, and what that means. */
      message: string;
    };

/** The audit tables are missing: migration 0005 has not run on this database. */
export class AuditChainMissingError extends Error {
  constructor() {
    super(
      'This database has no audit hash chain (migration 0005 has not run on it): start the portal once, or run another database command, to migrate it.',
    );
    this.name = 'AuditChainMissingError';
  }
}

export interface VerifyAuditChainOptions {
  /** Rows read per query (keyset pages, so memory stays flat whatever the log's size). */
  batchSize?: number;
  /** Called after each page with the rows checked so far. */
  onProgress?: (rows: number) => void;
}

interface ChainRow {
  id: string;
  prev_hash: string | null;
  row_hash: string | null;
  canonical: string;
}

const short = (hash: string | null): string => (hash === null ? 'null' : `${hash.slice(0, 12)}…`);

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The first thing wrong with one row, given the row_hash of the row before it; undefined when it is intact. */
function checkRow(
  row: ChainRow,
  before: { id: number; hash: string } | undefined,
): { problem: AuditChainProblem; message: string } | undefined {
  const id = Number(row.id);
  if (row.prev_hash === null || row.row_hash === null) {
    return { problem: 'content', message: `row ${id} has no hash: it was written with the chain trigger disabled.` };
  }
  const computed = sha256Hex(row.canonical);
  if (computed !== row.row_hash) {
    return {
      problem: 'content',
      message: `row ${id}: its columns no longer match its row_hash (stored ${short(row.row_hash)}, computed ${short(computed)}): it was changed after it was written.`,
    };
  }
  const expected = before?.hash ?? AUDIT_CHAIN_START;
  if (row.prev_hash === expected) return undefined;
  return {
    problem: 'link',
    message: before
      ? `row ${id}: its prev_hash ${short(row.prev_hash)} is not the row_hash ${short(before.hash)} of the row before it (id ${before.id}): a row between them was removed, or row ${before.id} was rewritten.`
      : `row ${id}: it is the first row, but its prev_hash ${short(row.prev_hash)} is not the start of the chain (64 zeros): the rows before it were removed.`,
  };
}

/**
 * Checks the whole audit chain, oldest row first, in keyset pages: each row's hash against its
 * columns (as the database's audit_log_canonical writes them, hashed here independently), its
 * prev_hash against the row before, the last row against the chain head, and that no row lies
 * beyond the head.
 *
 * The rows checked are those up to the head read at the start: they are committed for good (the
 * trigger draws ids while it holds the head), so the check needs no long transaction and inserts
 * go on meanwhile; rows written during the check are left to the next one.
 */
export async function verifyAuditChain(
  handle: DbHandle,
  options: VerifyAuditChainOptions = {},
): Promise<AuditChainReport> {
  const batchSize = options.batchSize ?? 5_000;
  const [present] = await queryRows<{ head: string | null }>(handle, `select to_regclass('audit_chain_head') as head`);
  if (!present?.head) throw new AuditChainMissingError();

  const [head] = await queryRows<{ last_id: string; last_hash: string }>(
    handle,
    'select last_id::text as last_id, last_hash from audit_chain_head',
  );
  if (!head) return { intact: false, rows: 0, id: 0, problem: 'head', message: 'the chain head row is missing.' };
  const headRow = { id: Number(head.last_id), hash: head.last_hash };

  let rows = 0;
  let before: { id: number; hash: string } | undefined;
  for (;;) {
    const page = await queryRows<ChainRow>(
      handle,
      `select id::text as id, prev_hash, row_hash, audit_log_canonical(entry) as canonical
         from audit_log entry
        where entry.id > $1::bigint and entry.id <= $2::bigint
        order by entry.id
        limit $3`,
      [String(before?.id ?? 0), head.last_id, batchSize],
    );
    for (const row of page) {
      const problem = checkRow(row, before);
      if (problem) return { intact: false, rows, id: Number(row.id), ...problem };
      rows += 1;
      // checkRow returned nothing: row_hash is set.
      before = { id: Number(row.id), hash: row.row_hash ?? '' };
    }
    options.onProgress?.(rows);
    if (page.length < batchSize) break;
  }

  const endProblem = checkEnd(before, headRow);
  if (endProblem) return { intact: false, rows, id: headRow.id, problem: 'head', message: endProblem };
  const stray = await rowBeyondHead(handle);
  if (stray) return { intact: false, rows, id: stray.id, problem: 'unchained', message: stray.message };
  return { intact: true, rows, lastId: headRow.id, lastHash: headRow.hash };
}

/** The last row found against the head: a difference means rows removed at the end, or a rewritten head. */
function checkEnd(
  last: { id: number; hash: string } | undefined,
  head: { id: number; hash: string },
): string | undefined {
  if (!last) {
    if (head.id === 0 && head.hash === AUDIT_CHAIN_START) return undefined;
    return `the chain head names row ${head.id} as the last, but the log has no rows up to it: they were removed.`;
  }
  if (last.id !== head.id) {
    return `the chain head names row ${head.id} as the last, but the last row is ${last.id}: the rows after ${last.id} were removed.`;
  }
  if (last.hash === head.hash) return undefined;
  return `the chain head's hash ${short(head.hash)} is not row ${head.id}'s row_hash ${short(last.hash)}: the row or the head was rewritten.`;
}

/**
 * A row after the one the head names, read with the head in one snapshot: the trigger moves the
 * head in the transaction that adds the row, so no row it wrote can lie beyond it.
 */
async function rowBeyondHead(handle: DbHandle): Promise<{ id: number; message: string } | undefined> {
  const [found] = await queryRows<{ id: string | null; head: string }>(
    handle,
    `select (select min(id) from audit_log where id > head.last_id)::text as id, head.last_id::text as head
       from audit_chain_head head`,
  );
  if (!found?.id) return undefined;
  return {
    id: Number(found.id),
    message: `row ${found.id} lies after the chain head (row ${found.head}): it was written with the chain trigger disabled.`,
  };
}
