import { DuckDBInstance } from '@duckdb/node-api';
import type { DatasourceApiName } from '@dnp/contracts';
import { queryRows, type DbHandle } from '@dnp/db';
import { ownCpuMs } from './cpu-time.js';

/**
 * The bulk matcher's exact-TIN join done by DuckDB over the same keys: the file's (party, TIN)
 * and each source's (record, TIN) from datasource_tin_keys, TINs as BIGINT as the matcher joins
 * them, are copied into an in-memory DuckDB, then every source is joined with the file and its
 * pairs read back into Node, as the matcher reads its own: once for each count of `threads`
 * (DuckDB's own default is one a core), so it can be given the cores the database's statement had.
 */
export async function duckTinJoin(
  handle: DbHandle,
  fileId: number,
  sources: readonly DatasourceApiName[],
  threads: readonly number[],
): Promise<{ loadMs: number; joins: Array<{ threads: number; joinMs: number; cpuMs: number; pairs: number }> }> {
  const instance = await DuckDBInstance.create(':memory:');
  const duck = await instance.connect();
  try {
    const loading = performance.now();
    const fill = async (table: string, rows: Array<{ id: string; tin: string }>) => {
      await duck.run(`create table ${table} (id bigint, tin bigint)`);
      const appender = await duck.createAppender(table);
      for (const row of rows) {
        appender.appendBigInt(BigInt(row.id));
        appender.appendBigInt(BigInt(row.tin));
        appender.endRow();
      }
      appender.closeSync();
    };
    await fill(
      'parties',
      await queryRows(
        handle,
        `select party_id::text as id, tin from agency_parties where file_id = $1 and tin ~ '^[0-9]{9}$'`,
        [fileId],
      ),
    );
    for (const apiName of sources) {
      await fill(
        `source_${apiName}`,
        await queryRows(
          handle,
          `select record_id::text as id, tin::text from datasource_tin_keys where api_name = $1`,
          [apiName],
        ),
      );
    }
    const loadMs = performance.now() - loading;

    const joins = [];
    for (const count of threads) {
      await duck.run(`set threads = ${count}`);
      const joining = performance.now();
      const cpu = process.cpuUsage();
      let pairs = 0;
      for (const apiName of sources) {
        const result = await duck.runAndReadAll(
          `select p.id as party_id, r.id as record_id from parties p join source_${apiName} r on r.tin = p.tin`,
        );
        pairs += result.getRows().length;
      }
      joins.push({ threads: count, joinMs: performance.now() - joining, cpuMs: ownCpuMs(cpu), pairs });
    }
    return { loadMs, joins };
  } finally {
    duck.closeSync();
    instance.closeSync();
  }
}
