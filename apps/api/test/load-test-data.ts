import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatasourceApiName } from '@dnp/contracts';
import { loadDatasource, type DbHandle } from '@dnp/db';
import { ingestFormat, publicSamples } from '@dnp/ingest';

export const ofacFolder = publicSamples.ofacFolder;
export const pub78File = publicSamples.pub78;

/** Loads a public file through the real parser and loader, as the CLI does. */
export async function loadFile(handle: DbHandle, apiName: DatasourceApiName, path: string): Promise<void> {
  const format = ingestFormat(apiName);
  if (!format) throw new Error(`no parser for ${apiName}`);
  await loadDatasource(handle, apiName, format.parse(path) as never, { sourceVersion: 'test', fileName: path });
}

/** One Death Master File record in its 100-character fixed-width layout. */
function dmfLine(ssn: string, last: string, first: string, middle: string, death: string, birth: string): string {
  const line = ' ' + ssn + last.padEnd(20) + ''.padEnd(4) + first.padEnd(15) + middle.padEnd(15) + 'V' + death + birth;
  return line.padEnd(100);
}

/** Three people who died, written in the SSA layout (dates MMDDYYYY). */
export function writeDmfFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dnp-dmf-'));
  const path = join(dir, 'dmf.txt');
  writeFileSync(
    path,
    [
      dmfLine('123456789', 'HERNANDEZ', 'MARIA', 'ELENA', '03152024', '07041950'),
      dmfLine('234567890', 'OKAFOR', 'CHUKWUEMEKA', '', '11022023', '01191948'),
      dmfLine('345678901', 'SMITH', 'WILLIAM', 'JAMES', '06302022', '09121939'),
    ].join('\n') + '\n',
  );
  return path;
}
