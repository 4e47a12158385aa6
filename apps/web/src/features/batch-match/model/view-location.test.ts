import { describe, expect, it } from 'vitest';
import { hrefOf, viewOf } from './view-location.js';

describe('Batch Match addresses', () => {
  it('name the file list, a file, and a party’s matches at one source, and read back the same', () => {
    const match = { kind: 'match', target: { fileId: '41', agencyPartyId: '7', source: 'DMF' } } as const;
    expect(hrefOf({ kind: 'files' })).toBe('/batch-match');
    expect(hrefOf({ kind: 'file', fileId: '41' })).toBe('/batch-match?file=41');
    expect(hrefOf(match)).toBe('/batch-match?file=41&party=7&source=DMF');
    expect(viewOf(new URLSearchParams('file=41&party=7&source=DMF'))).toEqual(match);
  });

  it('fall back to the nearest screen when a part is not valid', () => {
    expect(viewOf(new URLSearchParams('file=41&party=7&source=NOPE'))).toEqual({ kind: 'file', fileId: '41' });
    expect(viewOf(new URLSearchParams('file=abc'))).toEqual({ kind: 'files' });
  });
});
