// The calls an agency's system (and a searching user) makes to the portal, for api-run-bench.ts.
import type { AgencyFileStatus } from '@dnp/contracts';
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { PlantedQuery } from '../search/planted-queries.js';

export interface Portal {
  base: string;
  authorization: string;
}

async function answer<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

type One<A> = { data: Array<{ id: string; attributes: A }> };

/** Sends the file as `POST /api/v1/batch-match/files` (multipart), read from disk as it is sent. */
export async function uploadFile(portal: Portal, path: string): Promise<AgencyFileStatus> {
  const form = new FormData();
  // A bench run sends the same bytes again: on purpose, as the 409 asks.
  form.append('allowDuplicate', 'true');
  form.append('file', await openAsBlob(path), basename(path));
  const response = await fetch(`${portal.base}/api/v1/batch-match/files`, {
    method: 'POST',
    headers: { authorization: portal.authorization },
    body: form,
  });
  const { data } = await answer<One<AgencyFileStatus>>(response, 'the upload');
  const [file] = data;
  if (!file) throw new Error('the upload answered no file');
  return file.attributes;
}

export async function fileStatus(portal: Portal, fileId: string): Promise<AgencyFileStatus> {
  const response = await fetch(`${portal.base}/api/v1/batch-match/files/${fileId}`, {
    headers: { authorization: portal.authorization },
  });
  const { data } = await answer<One<AgencyFileStatus>>(response, 'the status');
  const [file] = data;
  if (!file) throw new Error(`no status for file ${fileId}`);
  return file.attributes;
}

/** Asks the run to stop (`POST …/cancel`): a bench run that outlived its time leaves no matches behind. */
export async function cancelFile(portal: Portal, fileId: string): Promise<void> {
  const response = await fetch(`${portal.base}/api/v1/batch-match/files/${fileId}/cancel`, {
    method: 'POST',
    headers: { authorization: portal.authorization },
  });
  // 409: the run ended meanwhile, which is what the caller wanted.
  if (!response.ok && response.status !== 409) throw new Error(`the cancel answered ${response.status}`);
}

export interface FileSummary {
  conclusive: string;
  probable: string;
  possible: string;
  sources: number;
}

/** The file's row of the batch-match summaries (the newest file is on the first page). */
export async function fileSummary(portal: Portal, fileId: string): Promise<FileSummary> {
  const response = await fetch(`${portal.base}/api/v1/batch-match/summaries?page[size]=20`, {
    headers: { authorization: portal.authorization },
  });
  type Row = {
    agencyFrbFileId: string;
    fileConclusiveCount: string;
    fileProbableCount: string;
    filePossibleCount: string;
  };
  const { data } = await answer<One<Row>>(response, 'the summaries');
  const rows = data.filter((row) => row.attributes.agencyFrbFileId === fileId);
  const [first] = rows;
  if (!first) throw new Error(`file ${fileId} is not among the newest summaries`);
  return {
    conclusive: first.attributes.fileConclusiveCount,
    probable: first.attributes.fileProbableCount,
    possible: first.attributes.filePossibleCount,
    sources: rows.length,
  };
}

export type SearchKind = 'name' | 'TIN';

/** One search of the Death Master File, as the Online Search screen sends it; answers its hits' ids. */
export async function search(portal: Portal, query: PlantedQuery, kind: SearchKind): Promise<number> {
  const criteria =
    kind === 'name' ? { searchCriteria: 'NAME', name: query.name } : { searchCriteria: 'SSN/EIN/TIN', tin: query.tin };
  const response = await fetch(`${portal.base}/api/v1/search/dmf?page[size]=10`, {
    method: 'POST',
    headers: { authorization: portal.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { attributes: criteria } }),
  });
  const { data } = await answer<{ data: unknown[] }>(response, `a ${kind} search`);
  return data.length;
}
