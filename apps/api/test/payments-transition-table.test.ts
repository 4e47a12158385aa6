import {
  adjudicationTarget,
  paymentAdjudicationStatuses,
  planAdjudication,
  type AdjudicationAction,
  type AdjudicationState,
  type SettableMatchAdjudicationStatus,
} from '@dnp/contracts';
import { and, eq, payments } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { seedPaymentFile, stoppedDeathPayment } from './payments-seed.js';
import { createTestApp, type TestApp } from './test-app.js';

const states: AdjudicationState[] = [null, ...paymentAdjudicationStatuses];
// One status for each kind of target: research (stays open), a proper side and the improper side.
// PROPER - FALSE POSITIVE also writes a suppression, tested in payments-asr.test.ts.
const statuses: SettableMatchAdjudicationStatus[] = ['IN PROGRESS', 'PROPER - BUSINESS REASON', 'IMPROPER'];
const actions: AdjudicationAction[] = ['save', 'submit', 'certify'];
// portaluser acts for DOD (an agency group above DFAS); adminuser for API_FTPA, DOD's level-1 group.
const actors = [
  { user: 'portaluser', isLevel1AccessGroup: false },
  { user: 'adminuser', isLevel1AccessGroup: true },
] as const;

/**
 * docs/adjudication.md's answer: a body that asks for no state (research submitted or certified) is
 * refused by its schema (400); a refused plan answers 403 when the level-1 group could, 409 when no one could.
 */
const answerOf = (
  status: SettableMatchAdjudicationStatus,
  action: AdjudicationAction,
  plan: ReturnType<typeof planAdjudication>,
) =>
  adjudicationTarget(status, action) === undefined
    ? 400
    : plan.allowed
      ? 200
      : plan.reason === 'level1Only'
        ? 403
        : 409;

describe('the whole adjudication transition table through POST /payments/adjudications', () => {
  let t: TestApp;
  let fileId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
    fileId = await seedPaymentFile(t, {
      group: 'DFAS',
      fileName: 'DFAS_PAY_20260310.txt',
      receivedAt: '2026-03-09T10:00:00Z',
      payments: [stoppedDeathPayment(41, '2026-03-10')],
    });
  }, 120_000);
  afterAll(() => t.close());

  // A function: fileId is known only once beforeAll has seeded the file.
  const thePayment = () => and(eq(payments.fileId, fileId), eq(payments.partyId, 41));
  const stateNow = async () => {
    const [row] = await t.handle.db.select({ status: payments.adjudicationStatus }).from(payments).where(thePayment());
    return row?.status ?? null;
  };

  it('answers every (state, status, action, group) as the rule says and moves the payment only when it allows', async () => {
    const outcomes = { 200: 0, 400: 0, 403: 0, 409: 0 };
    for (const from of states)
      for (const status of statuses)
        for (const action of actions)
          for (const actor of actors) {
            await t.handle.db.update(payments).set({ adjudicationStatus: from }).where(thePayment());
            const plan = planAdjudication(from, { status, action }, actor);
            const answer = await t.app.inject({
              method: 'POST',
              url: '/api/v1/payments/adjudications',
              headers: await t.as(actor.user),
              payload: {
                data: {
                  attributes: {
                    paymentId: 'PAY-41',
                    agencyPartyId: 41,
                    matchAdjudicationStatusTypeCode: status,
                    action,
                    matchAdjudicationStatusComment: 'Checked against the death record',
                  },
                },
              },
            });
            const cell = `${from ?? 'not adjudicated'} → ${status} ${action} by ${actor.user}`;
            const expected = answerOf(status, action, plan);
            expect(answer.statusCode, `${cell}: ${answer.body}`).toBe(expected);
            expect(await stateNow(), `${cell}: ${answer.body}`).toBe(plan.allowed ? plan.to : from);
            outcomes[expected] += 1;
          }
    // 126 cells: research submitted or certified is no request (28); 32 moves — research saved while
    // open, drafts and submissions while open or pending, and for the level-1 group a reopen or the
    // certification of the submitted side; 6 of those the agency group asks for (403); the rest no one may.
    expect(outcomes).toEqual({ 200: 32, 400: 28, 403: 6, 409: 60 });
  });
});
