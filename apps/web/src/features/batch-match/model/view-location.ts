import { SourceSystemCode } from '@dnp/contracts';
import type { MatchTarget } from '../api/match-detail.js';

/** Which Batch Match screen the address shows: the area has one route, its screens are query parameters. */
export type BatchMatchView =
  { kind: 'files' } | { kind: 'file'; fileId: string } | { kind: 'match'; target: MatchTarget };

const digits = /^[0-9]+$/;

/** An address a person edited by hand falls back to the nearest screen it still names. */
export function viewOf(params: URLSearchParams): BatchMatchView {
  const fileId = params.get('file');
  if (!fileId || !digits.test(fileId)) return { kind: 'files' };
  const agencyPartyId = params.get('party');
  const source = SourceSystemCode.safeParse(params.get('source'));
  if (agencyPartyId && digits.test(agencyPartyId) && source.success) {
    return { kind: 'match', target: { fileId, agencyPartyId, source: source.data } };
  }
  return { kind: 'file', fileId };
}

export function hrefOf(view: BatchMatchView): string {
  if (view.kind === 'files') return '/batch-match';
  if (view.kind === 'file') return `/batch-match?${new URLSearchParams({ file: view.fileId }).toString()}`;
  const { fileId, agencyPartyId, source } = view.target;
  return `/batch-match?${new URLSearchParams({ file: fileId, party: agencyPartyId, source }).toString()}`;
}
