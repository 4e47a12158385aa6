import { describe, expect, it } from 'vitest';
import { hitsOf, ofacHitAttributes, pub78HitAttributes, searchResponse } from '../test/search-hits.js';
import { csvCell, csvFileName, resultsCsv } from './results-csv.js';

const ofacHits = hitsOf(searchResponse('ofac', [{ id: '36', attributes: ofacHitAttributes }]));
const pub78Hits = hitsOf(searchResponse('pub78', [{ id: '7', attributes: pub78HitAttributes }]));

describe('resultsCsv', () => {
  it('writes one header row and one row per result, sources one after another', () => {
    const csv = resultsCsv([
      { apiName: 'ofac', sourceName: 'OFAC Specially Designated Nationals', hits: ofacHits },
      { apiName: 'pub78', sourceName: 'IRS Publication 78', hits: pub78Hits },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Datasource,Record ID,Name,Matched name,TIN (masked),Date of birth,Date of death,Identifiers,Score,Match level,Match type,Why it matched',
      'OFAC Specially Designated Nationals,36,"SMITH, John","SMITH, John",,,,Type: INDIVIDUAL; SDN entry: 36,93%,Possible,NAME MATCH,Possible match: a similar name (a likely typing error)',
      'IRS Publication 78,7,Oakleaf Forest Tenant Management,Oakleaf Forest Tenant Management,*****3154,,,City: Norfolk; State: VA; Deductibility: PC,30%,Probable,TIN MATCH,Probable match: same TIN',
      '',
    ]);
  });

  it('never writes a full TIN, even if a row held one', () => {
    const unmasked = pub78Hits.map((hit) => ({ ...hit, tin: '000003154' }));
    const csv = resultsCsv([{ apiName: 'pub78', sourceName: 'IRS Publication 78', hits: unmasked }]);
    expect(csv).toContain('*****3154');
    expect(csv).not.toContain('000003154');
  });

  it('is only the header when a source found nothing', () => {
    expect(resultsCsv([{ apiName: 'ofac', sourceName: 'OFAC', hits: [] }]).split('\r\n')).toHaveLength(2);
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('ACME "BEST", INC')).toBe('"ACME ""BEST"", INC"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('csvFileName', () => {
  it('names the scope and the day', () => {
    expect(csvFileName('ofac', '2025-06-30')).toBe('search-results-ofac-2025-06-30.csv');
    expect(csvFileName('all', '2025-06-30')).toBe('search-results-all-2025-06-30.csv');
  });
});
