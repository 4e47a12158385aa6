import { SourceSystemCode } from '@dnp/contracts';
import type { MatchTarget } from '../api/match-detail.js';

/**
 * Which Continuous Monitoring screen the address shows. The area is one kept-alive route
 * (docs/web.md: a route with children is never kept), so its screens are query parameters.
 */
export type ConMonView =
  | { kind: 'files' }
  | { kind: 'file'; fileId: string }
  | { kind: 'match'; target: MatchTarget }
  | { kind: 'deltas'; since: string | undefined };

const digits = /^[0-9]+$/;
const isoDate = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** An address a person edited by hand falls back to the nearest screen it still names. */
export function viewOf(params: URLSearchParams): ConMonView {
  if (params.get('view') === 'deltas') {
    const since = params.get('since');
    return { kind: 'deltas', since: since && isoDate.test(since) ? since : undefined };
  }
  const fileId = params.get('file');
  if (!fileId || !digits.test(fileId)) return { kind: 'files' };
  const agencyPartyId = params.get('party');
  const source = SourceSystemCode.safeParse(params.get('source'));
  if (agencyPartyId && digits.test(agencyPartyId) && source.success) {
    return { kind: 'match', target: { fileId, agencyPartyId, source: source.data } };
  }
  return { kind: 'file', fileId };
}

export function hrefOf(view: ConMonView): string {
  const at = (params: Record<string, string>) => `/con-mon?${new URLSearchParams(params).toString()}`;
  switch (view.kind) {
    case 'files':
      return '/con-mon';
    case 'file':
      return at({ file: view.fileId });
    case 'match':
      return at({ file: view.target.fileId, party: view.target.agencyPartyId, source: view.target.source });
    case 'deltas':
      return at(view.since ? { view: 'deltas', since: view.since } : { view: 'deltas' });
  }
}
