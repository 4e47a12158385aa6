import { EmptyData } from '@dnp/contracts';
import type { HttpClient } from '../../lib/http/http-client.js';
import type { SignedOutReason } from '../../lib/session/signed-out-reason.js';

export async function postLoginEvent(http: HttpClient): Promise<void> {
  await http.post('/api/v1/events/login', { data: { attributes: {} } }, EmptyData);
}

export async function postLogoutEvent(http: HttpClient, reason: SignedOutReason): Promise<void> {
  await http.post('/api/v1/events/logout', { data: { attributes: { reason } } }, EmptyData);
}
