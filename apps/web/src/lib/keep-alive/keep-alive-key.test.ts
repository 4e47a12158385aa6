import { describe, expect, it } from 'vitest';
import { keepAliveKey, type KeepAliveLocation } from './keep-alive-key.js';

function at(search = '', params: Record<string, string> = {}, actingAccessGroup?: string): KeepAliveLocation {
  return { params, searchParams: new URLSearchParams(search), actingAccessGroup };
}

describe('keepAliveKey', () => {
  it('is the storage key alone when nothing extends it', () => {
    expect(keepAliveKey({ handle: { keepAlive: { storageKey: 'search' } } }, at('?q=smith'))).toBe('search');
  });

  it('is undefined for a route that declares no storage key', () => {
    expect(keepAliveKey({ handle: { title: 'Reporting' } }, at())).toBeUndefined();
    expect(keepAliveKey({}, at())).toBeUndefined();
    expect(keepAliveKey({ handle: { keepAlive: { storageKey: '' } } }, at())).toBeUndefined();
  });

  it('is undefined for a route with child routes, even with a storage key', () => {
    const route = { handle: { keepAlive: { storageKey: 'batch' } }, hasChildren: true };
    expect(keepAliveKey(route, at())).toBeUndefined();
  });

  it('joins named route params, then named query params, with underscores', () => {
    const route = {
      handle: { keepAlive: { storageKey: 'conMon', routeParams: ['fileId'], queryParams: ['source', 'page'] } },
    };
    expect(keepAliveKey(route, at('?page=2&source=DMF&other=x', { fileId: '801975' }))).toBe('conMon_801975_DMF_2');
  });

  it('keeps positions stable when a named param is missing', () => {
    const route = { handle: { keepAlive: { storageKey: 'payments', queryParams: ['status', 'page'] } } };
    expect(keepAliveKey(route, at('?page=3'))).toBe('payments__3');
  });

  it('adds the impersonated access group last, only while impersonating', () => {
    const route = { handle: { keepAlive: { storageKey: 'search', queryParams: ['q'] } } };
    expect(keepAliveKey(route, at('?q=smith', {}, 'HUD'))).toBe('search_smith_HUD');
    expect(keepAliveKey(route, at('?q=smith'))).toBe('search_smith');
  });
});
