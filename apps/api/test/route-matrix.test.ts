import { ACCESS_GROUP_PARAM, type BusinessFunction } from '@dnp/contracts';
import {
  accessGroups,
  agencyFiles,
  agencyParties,
  conMonEnrollments,
  currentTermsVersion,
  matchResults,
  dmfRecords,
  min,
  termsAcceptances,
  userBusinessFunctions,
  users,
} from '@dnp/db';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { seedMatrixPayment } from './route-matrix/payment-calls.js';
import { routeCalls, type RouteCall } from './route-matrix/route-calls.js';
import { createTestApp, signToken, TEST_ISSUER, type TestApp } from './test-app.js';

/**
 * Every route × business function × acting-group relation × impersonation right, with the
 * status each cell must get. The callers are agency users at home in DOD; the group asked
 * for is DOD's own, a child (DFAS), its parent (API_FTPA), a sibling (HUD) or a group of
 * another tree. Only a user with IMPERSONATION may act for a group, and only within its own
 * subtree; only a user with the route's business function gets past it.
 */
const relations = {
  none: undefined,
  own: 'DOD',
  child: 'DFAS',
  parent: 'API_FTPA',
  sibling: 'HUD',
  unrelated: 'OTHER_AGENCY',
} as const;
type Relation = keyof typeof relations;

interface Cell {
  route: string;
  call: RouteCall;
  fn: BusinessFunction | undefined;
  holdsFunction: boolean;
  impersonation: boolean;
  relation: Relation;
}

function expectedStatus(cell: Cell): number {
  const reachable =
    cell.relation === 'none' || cell.relation === 'own' || (cell.impersonation && cell.relation === 'child');
  if (!reachable) return 403;
  if (cell.fn && !cell.holdsFunction) return 403;
  if (cell.call.administratorOnly) return 403;
  return cell.call.success;
}

describe('route × function × group × impersonation matrix', () => {
  let t: TestApp;
  let recordId = '';
  let batchFileId = '';
  let conMonFileId = '';
  const cells: Cell[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    await loadFile(t.handle, 'dmf', writeDmfFile());
    const [record] = await t.handle.db.select({ id: min(dmfRecords.id) }).from(dmfRecords);
    recordId = String(record?.id);
    // A finished batch file of DFAS (DOD's child) whose party 1 matched that record.
    const [file] = await t.handle.db
      .insert(agencyFiles)
      .values({ area: 'batchMatch', accessGroupId: 'DFAS', fileName: 'matrix.csv', rowCount: 1, matchedAt: new Date() })
      .returning({ id: agencyFiles.id });
    batchFileId = String(file?.id);
    await t.handle.db
      .insert(agencyParties)
      .values({ fileId: Number(batchFileId), partyId: 1, line: 2, alc: '12345678', fullName: 'MARIA HERNANDEZ' });
    await t.handle.db.insert(matchResults).values({
      fileId: Number(batchFileId),
      partyId: 1,
      apiName: 'dmf',
      recordId: Number(recordId),
      level: 'POSSIBLE',
      matchType: 'NAME MATCH',
      score: 0.9,
      matchedName: 'MARIA ELENA HERNANDEZ',
      explanation: [],
    });
    conMonFileId = await enrolledConMonFile();
    await seedMatrixPayment(t.handle, Number(recordId));
    await t.handle.db
      .insert(accessGroups)
      .values([{ id: 'OTHER_AGENCY', name: 'Another agency tree', level: 1, parentId: null, status: 'ACTIVE' }]);
  }, 120_000);
  afterAll(() => t.close());

  /** A con-mon file enrolled by DFAS (DOD's child) whose party 1 matched the record. */
  async function enrolledConMonFile(): Promise<string> {
    const [file] = await t.handle.db
      .insert(agencyFiles)
      .values({ area: 'conMon', accessGroupId: 'DFAS', fileName: 'matrix.csv', rowCount: 1, matchedAt: new Date() })
      .returning({ id: agencyFiles.id });
    const fileId = Number(file?.id);
    await t.handle.db
      .insert(agencyParties)
      .values({ fileId, partyId: 1, line: 2, alc: '12345678', fullName: 'MARIA HERNANDEZ' });
    await t.handle.db.insert(matchResults).values({
      fileId,
      partyId: 1,
      apiName: 'dmf',
      recordId: Number(recordId),
      level: 'POSSIBLE',
      matchType: 'NAME MATCH',
      score: 0.9,
      matchedName: 'MARIA ELENA HERNANDEZ',
      explanation: [],
    });
    await t.handle.db.insert(conMonEnrollments).values({ fileId });
    return String(fileId);
  }

  /** An agency user at home in DOD with exactly these functions, terms accepted. */
  async function matrixUser(functions: BusinessFunction[]): Promise<string> {
    const id = `matrix-${randomUUID().slice(0, 8)}`;
    await t.handle.db.insert(users).values({
      id,
      issuer: TEST_ISSUER,
      subject: id,
      userName: id,
      firstName: 'Matrix',
      lastName: 'Cell',
      role: 'CSR',
      homeAccessGroupId: 'DOD',
    });
    if (functions.length > 0) {
      await t.handle.db
        .insert(userBusinessFunctions)
        .values(functions.map((fn) => ({ userId: id, businessFunction: fn })));
    }
    await t.handle.db.insert(termsAcceptances).values({ userId: id, version: currentTermsVersion });
    return id;
  }

  it('has a call for every route that is not public', () => {
    const missing = t.routes
      .filter((route) => route.policy && route.policy.access !== 'public' && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !routeCalls[key]);
    expect(missing).toEqual([]);
  });

  it('answers every cell with the status it must get', async () => {
    for (const route of t.routes) {
      const key = `${route.method} ${route.url}`;
      const call = routeCalls[key];
      if (!call || !route.policy || route.policy.access === 'public') continue;
      const fn = route.policy.access === 'function' ? route.policy.fn : call.fn;
      for (const holdsFunction of fn ? [true, false] : [true])
        for (const impersonation of [false, true])
          for (const relation of Object.keys(relations) as Relation[])
            cells.push({ route: key, call, fn, holdsFunction, impersonation, relation });
    }
    const wrong: string[] = [];
    for (const cell of cells) {
      const functions: BusinessFunction[] = [
        ...(cell.fn && cell.holdsFunction ? [cell.fn] : []),
        // An agency's group administrator: the disclosures route needs it, and it must not make a DNP administrator.
        ...(cell.fn !== 'ACCESS_GROUP_ADMIN' && cell.call.administratorOnly ? (['ACCESS_GROUP_ADMIN'] as const) : []),
        ...(cell.impersonation ? (['IMPERSONATION'] as const) : []),
      ];
      const userId = await matrixUser(functions);
      // A sign-in of its own per cell: a logout cell ends only its own session.
      const headers = { authorization: `Bearer ${await signToken({ sub: userId, claims: { sid: randomUUID() } })}` };
      const group = relations[cell.relation];
      const query: Record<string, string> = group ? { [ACCESS_GROUP_PARAM]: group } : {};
      const inject = (options: InjectOptions) =>
        t.app.inject({ ...options, headers: { ...headers, ...(options.headers as Record<string, string>) } });
      const options = await cell.call.request({
        headers,
        query,
        recordId,
        batchFileId,
        conMonFileId,
        enrolledConMonFile,
        inject,
      });
      const response = await inject(options);
      const expected = expectedStatus(cell);
      if (response.statusCode !== expected) {
        wrong.push(
          `${cell.route} fn=${cell.fn ?? '-'}:${cell.holdsFunction} impersonation=${cell.impersonation} group=${cell.relation}: ${response.statusCode}, expected ${expected} ${response.statusCode >= 400 ? response.body.slice(0, 160) : ''}`,
        );
      }
    }
    expect(cells.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  }, 300_000);
});
