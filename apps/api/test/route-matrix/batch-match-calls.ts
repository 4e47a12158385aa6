import type { RouteCall } from './route-calls.js';

/**
 * The batch-match reads. The file they name (CallContext.batchFileId) was sent by DFAS, a
 * child of the callers' DOD: every caller that may act for DOD or DFAS sees it, so the
 * matrix's own, child, parent, sibling and unrelated cells each test the file's visibility.
 */
export const batchMatchCalls: Record<string, RouteCall> = {
  'GET /api/v1/batch-match/summaries': {
    success: 200,
    request: (c) => ({ url: '/api/v1/batch-match/summaries', query: c.query }),
  },
  'GET /api/v1/batch-match/files/:agencyFrbFileId/detail': {
    success: 200,
    request: (c) => ({ url: `/api/v1/batch-match/files/${c.batchFileId}/detail`, query: c.query }),
  },
  'GET /api/v1/batch-match/files/:agencyFrbFileId/detail/export.csv': {
    success: 200,
    request: (c) => ({ url: `/api/v1/batch-match/files/${c.batchFileId}/detail/export.csv`, query: c.query }),
  },
  'GET /api/v1/batch-match/files/:agencyFrbFileId/match-detail': {
    success: 200,
    request: (c) => ({
      url: `/api/v1/batch-match/files/${c.batchFileId}/match-detail`,
      query: { ...c.query, 'filter[agencyPartyId]': '1' },
    }),
  },
  'GET /api/v1/batch-match/files/:agencyFrbFileId/match-detail/export.csv': {
    success: 200,
    request: (c) => ({
      url: `/api/v1/batch-match/files/${c.batchFileId}/match-detail/export.csv`,
      query: { ...c.query, 'filter[agencyPartyId]': '1' },
    }),
  },
};
