import { SearchResponse, type DatasourceApiName } from '@dnp/contracts';
import type { SearchHit } from '../model/search-hit.js';

/**
 * A POST /api/v1/search/:apiName answer, parsed with the API's own contract: the
 * source's attributes (TIN already masked by the server) with the match beside them.
 */
export function searchResponse(
  apiName: DatasourceApiName,
  hits: ReadonlyArray<{ id: string; attributes: Record<string, unknown> }>,
  totalCount = hits.length,
) {
  return SearchResponse.parse({
    data: hits.map((hit) => ({ id: hit.id, type: apiName, attributes: hit.attributes })),
    meta: { 'total-count': totalCount, 'transaction-id': 'req-1', timing: 12 },
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

export function hitsOf(response: ReturnType<typeof searchResponse>): SearchHit[] {
  return response.data.map((item) => ({ ...item.attributes, id: item.id }));
}
