import type { DatasourceApiName } from '@dnp/contracts';

/** The source-load routes of the API (docs/source-loads.md). */
export const sourceLoadPaths = {
  recent: '/api/v1/datasources/loads',
  upload: (apiName: DatasourceApiName) => `/api/v1/datasources/${apiName}/loads`,
  status: (apiName: DatasourceApiName, sourceLoadId: string) => `/api/v1/datasources/${apiName}/loads/${sourceLoadId}`,
};
