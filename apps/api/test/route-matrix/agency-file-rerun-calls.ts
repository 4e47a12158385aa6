import type { BusinessFunction } from '@dnp/contracts';
import type { CallContext, RouteCall } from './route-calls.js';

/**
 * The rerun route of an area's intake: a file the caller sent and cancelled just before (only a
 * cancelled or failed run may run again). A refused caller sent none: its rerun is refused first.
 */
export function rerunCall(
  prefix: string,
  fn: BusinessFunction,
  sentFileId: (c: CallContext) => Promise<string>,
): Record<string, RouteCall> {
  return {
    [`POST ${prefix}/files/:agencyFrbFileId/rerun`]: {
      fn,
      success: 202,
      request: async (c) => {
        const fileId = await sentFileId(c);
        await c.inject({ method: 'POST', url: `${prefix}/files/${fileId}/cancel`, query: c.query });
        return { method: 'POST', url: `${prefix}/files/${fileId}/rerun`, query: c.query };
      },
    },
  };
}
