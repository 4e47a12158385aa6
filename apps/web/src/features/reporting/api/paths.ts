/** Where the reports calls live (apps/api/src/routes/reports.ts). */
const base = '/api/v1/reports';

export const reportsPaths = {
  catalog: base,
  filters: `${base}/filters`,
  report: (reportName: string) => `${base}/${encodeURIComponent(reportName)}`,
  csv: (reportName: string) => `${base}/${encodeURIComponent(reportName)}.csv`,
  pdf: (reportName: string) => `${base}/${encodeURIComponent(reportName)}.pdf`,
  rows: (reportName: string) => `${base}/${encodeURIComponent(reportName)}/rows`,
};
