import { describe, expect, it } from 'vitest';
import { hrefOf, viewOf } from './view-location.js';

describe('Continuous Monitoring addresses', () => {
  it('name the files, a file, a party’s matches at one source and the deltas, and read back the same', () => {
    const match = { kind: 'match', target: { fileId: '801975', agencyPartyId: '7', source: 'DMF' } } as const;
    expect(hrefOf({ kind: 'files' })).toBe('/con-mon');
    expect(hrefOf({ kind: 'file', fileId: '801975' })).toBe('/con-mon?file=801975');
    expect(hrefOf(match)).toBe('/con-mon?file=801975&party=7&source=DMF');
    expect(viewOf(new URLSearchParams('file=801975&party=7&source=DMF'))).toEqual(match);
    expect(hrefOf({ kind: 'deltas', since: undefined })).toBe('/con-mon?view=deltas');
    expect(viewOf(new URLSearchParams('view=deltas&since=2026-11-01'))).toEqual({
      kind: 'deltas',
      since: '2026-11-01',
    });
  });

  it('fall back to the nearest screen when a part is not valid', () => {
    expect(viewOf(new URLSearchParams('file=801975&party=7&source=NOPE'))).toEqual({ kind: 'file', fileId: '801975' });
    expect(viewOf(new URLSearchParams('file=abc'))).toEqual({ kind: 'files' });
    expect(viewOf(new URLSearchParams('view=deltas&since=last-week'))).toEqual({ kind: 'deltas', since: undefined });
  });
});
