import type { RouteCall } from './route-calls.js';

const year = { 'filter[reportYearNumber]': '2026' };

/** The reporting calls: every caller with REPORTING runs them over its own tree. */
export const reportCalls: Record<string, RouteCall> = {
  'GET /api/v1/reports': { success: 200, request: (c) => ({ url: '/api/v1/reports', query: c.query }) },
  'GET /api/v1/reports/filters': { success: 200, request: (c) => ({ url: '/api/v1/reports/filters', query: c.query }) },
  'GET /api/v1/reports/:reportName': {
    success: 200,
    request: (c) => ({
      url: '/api/v1/reports/adjudication-summary',
      query: { ...c.query, ...year, 'filter[reportMonthNumber]': '01' },
    }),
  },
  'GET /api/v1/reports/:reportName/rows': {
    success: 200,
    request: (c) => ({
      url: '/api/v1/reports/batch-match/rows',
      query: {
        ...c.query,
        ...year,
        'filter[reportMonthNumber]': '01',
        'filter[agencyAlcCode]': '97000001',
        'filter[measure]': 'filesReceived',
      },
    }),
  },
  'GET /api/v1/reports/:reportName.csv': {
    success: 200,
    request: (c) => ({ url: '/api/v1/reports/payment-activity.csv', query: { ...c.query, ...year } }),
  },
  'GET /api/v1/reports/:reportName.pdf': {
    success: 200,
    request: (c) => ({ url: '/api/v1/reports/payment-activity.pdf', query: { ...c.query, ...year } }),
  },
};
