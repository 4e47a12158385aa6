import { searchResponseFor, type DatasourceApiName, type Meta, type SearchResultAttributesOf } from '@dnp/contracts';

/**
 * A POST /api/v1/search/:apiName answer, parsed with the API's own contract: the
 * source's attributes (TIN already masked by the server) with the match beside them.
 */
export function searchResponse<K extends DatasourceApiName>(
  apiName: K,
  hits: ReadonlyArray<{ id: string; attributes: Record<string, unknown> }>,
  totalCount = hits.length,
  meta: Meta = {},
) {
  return searchResponseFor(apiName).parse({
    data: hits.map((hit) => ({ id: hit.id, type: apiName, attributes: hit.attributes })),
    meta: { 'total-count': totalCount, 'transaction-id': 'req-1', timing: 12, ...meta },
  });
}

export const ofacHitAttributes = {
  name: 'SMITH, John',
  srcSysTypeCdDesc: 'OFAC',
  type: 'I',
  typeDescription: 'INDIVIDUAL',
  sdnType: 'individual',
  entNum: '36',
  title: null,
  remarks: 'DOB 02 Jan 1970',
  callSign: null,
  vesselType: null,
  tonnage: null,
  grossRegisteredTonnage: null,
  vesselFlag: null,
  vesselOwner: null,
  tinMasked: false,
  searchCriteria: 'NAME',
  match: {
    score: 0.934,
    level: 'POSSIBLE',
    matchTypePortalDisplayText: 'NAME MATCH',
    matchedName: 'SMITH, John',
    explanation: [
      { name: 'token.exact', value: 1, contribution: 0.5, text: 'Last name SMITH agrees exactly' },
      {
        name: 'token.similar',
        value: 0.93,
        contribution: 0.434,
        text: 'Given name JONH and JOHN differ by a likely typing error (93% alike)',
      },
    ],
  },
};

export const pub78HitAttributes = {
  name: 'Oakleaf Forest Tenant Management',
  tin: '*****3154',
  tinMasked: true,
  taxIdType: 'EIN',
  cityName: 'Norfolk',
  stateCode: 'VA',
  country: 'United States',
  partyTypeCd: 'E',
  businessName: null,
  deductibilityCode: 'PC',
  deductibilityDesc: 'A public charity',
  searchCriteria: 'SSN/EIN/TIN',
  match: {
    score: 0.3,
    level: 'PROBABLE',
    matchTypePortalDisplayText: 'TIN MATCH',
    matchedName: 'Oakleaf Forest Tenant Management',
    explanation: [{ name: 'tin', value: 'agree', contribution: 0.3, text: 'TIN agrees exactly' }],
  },
};

/** The hits as the http client hands them to screens: attributes with the id beside them. */
export function hitsOf<A extends SearchResultAttributesOf<DatasourceApiName>>(response: {
  data: Array<{ id: string; attributes: A }>;
}): Array<A & { id: string }> {
  return response.data.map((item) => ({ ...item.attributes, id: item.id }));
}

/**
 * `count` IRS Publication 78 matches as the server sends them, best first: names
 * "Charity 001"… in an order unlike the score's, and distinct scores and TINs,
 * so each way of sorting gives an order of its own.
 */
export function rankedPub78Hits(count: number): Array<{ id: string; attributes: Record<string, unknown> }> {
  const hits = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    // 37 and 53 are prime to 1,000: for up to 1,000 hits each gets its own score and TIN.
    const spread = (n * 37) % 1000;
    return {
      id: String(n),
      attributes: {
        ...pub78HitAttributes,
        name: `Charity ${String(n).padStart(3, '0')}`,
        tin: `*****${String((n * 53) % 10000).padStart(4, '0')}`,
        match: { ...pub78HitAttributes.match, score: 0.8 + spread / 5000, matchedName: `Charity ${n}` },
      },
    };
  });
  return hits.sort((a, b) => b.attributes.match.score - a.attributes.match.score);
}
