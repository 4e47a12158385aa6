import type { AdjudicationBody, AsrSubmissionBody } from '@dnp/contracts';
import {
  DEMO_SUBMITTED_MONTH,
  demoDecisionsOf,
  demoLevel1Actor,
  demoPayerOf,
  demoPaymentFiles,
  demoPaymentId,
  demoPaymentMonths,
  generatedDemoPayees,
  type DemoDecision,
  type DemoPaymentFile,
} from '@dnp/generate';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXIT_FAILED, EXIT_OK, type CliIo } from '../cli-io.js';
import { call, namedUserToken, refusalText } from './portal-client.js';
import { sendAgencyFileThroughPortal } from './send-agency-file.js';
import type { PortalDemo } from './demo-through-portal.js';

const paymentsArea = { prefix: '/api/v1/payments', screen: '/payments', done: 'screened' };

type Payer = 'DOD' | 'HUD';

/** Signs each demo user in once: their decisions are theirs, as the screens would record them. */
function demoUsers(demo: PortalDemo, io: CliIo) {
  const tokens = new Map<string, Promise<string>>();
  return (userId: string): Promise<string> => {
    let token = tokens.get(userId);
    if (!token) tokens.set(userId, (token = namedUserToken(demo.portal, userId, io)));
    return token;
  };
}

/** POSTs one body as a demo user acting for a group; the refusal's text when the portal says no. */
async function post(
  demo: PortalDemo,
  token: string,
  path: string,
  actingGroupId: string,
  body: AdjudicationBody | AsrSubmissionBody,
): Promise<{ status: number; refusal: string | null }> {
  const url = new URL(path, demo.portal);
  url.searchParams.set('accessGroup', actingGroupId);
  const answer = await call(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.ok) return { status: answer.status, refusal: null };
  return { status: answer.status, refusal: refusalText(await answer.json().catch(() => undefined), answer.status) };
}

function adjudication(decision: DemoDecision, month: string): AdjudicationBody {
  const payer = demoPayerOf(decision.agencyPartyId);
  return {
    data: {
      attributes: {
        paymentId: demoPaymentId(payer, month, decision.agencyPartyId),
        agencyPartyId: decision.agencyPartyId,
        matchAdjudicationStatusTypeCode: decision.status,
        action: decision.action,
        ...(decision.comment ? { matchAdjudicationStatusComment: decision.comment } : {}),
        ...(decision.override ? { agencyOverrideDesc: decision.override } : {}),
      },
    },
  };
}

/**
 * The demo's payment files and decisions through the running portal (docs/source-loads.md,
 * "`demo` through the portal"), month by month as a direct run writes them: each month's DOD and
 * HUD files through the payments intake as their groups, each screened before the month's
 * decisions are made through the adjudication route by the demo's users, then January's
 * adjudication summary report through the ASR route by the level-1 group. A file sent before is
 * left alone and so are its decisions; a refusal stops the run with its reason.
 */
export async function sendDemoPayments(demo: PortalDemo, io: CliIo, folder: string): Promise<number> {
  const files = demoPaymentFiles(await generatedDemoPayees());
  const tokenOf = demoUsers(demo, io);
  let decided = 0;
  for (const month of demoPaymentMonths) {
    const screened = new Set<Payer>();
    for (const file of files.filter((candidate) => candidate.month === month)) {
      const code = await sendPaymentFile(demo, io, folder, file, () => screened.add(file.accessGroupId));
      if (code !== EXIT_OK) return code;
    }
    for (const decision of demoDecisionsOf(month)) {
      const payer = demoPayerOf(decision.agencyPartyId);
      // A payee the sources did not give (1005, 2002, 2003) is in no file, so it takes no decision.
      const file = files.find((candidate) => candidate.month === month && candidate.accessGroupId === payer);
      if (!screened.has(payer) || !file?.agencyPartyIds.includes(decision.agencyPartyId)) continue;
      const { actor } = decision;
      const answer = await post(
        demo,
        await tokenOf(actor.userId),
        '/api/v1/payments/adjudications',
        actor.actingGroupId,
        adjudication(decision, month),
      );
      if (answer.refusal !== null) {
        io.stderr.write(`demo decision on payee ${decision.agencyPartyId} (${month}) refused:\n${answer.refusal}\n`);
        return EXIT_FAILED;
      }
      decided += 1;
    }
    if (month === DEMO_SUBMITTED_MONTH && screened.size > 0) await submitMonth(demo, io, tokenOf);
  }
  io.stdout.write(`demo payment decisions: ${decided}\n`);
  return EXIT_OK;
}

/** One month's file through the payments intake as its group sends it, followed until it is screened. */
async function sendPaymentFile(
  demo: PortalDemo,
  io: CliIo,
  folder: string,
  file: DemoPaymentFile,
  onScreened: () => void,
): Promise<number> {
  // The intake names a file by its upload's name: the demo's own, so the screens show it.
  const path = join(await mkdtemp(join(folder, 'payments-')), file.fileName);
  await writeFile(path, file.text);
  let sentBefore = false;
  const code = await sendAgencyFileThroughPortal(
    {
      ...demo,
      file: path,
      group: file.accessGroupId,
      fields: { skipInvalid: 'false', allowDuplicate: 'false', throughDate: file.paymentDate },
    },
    io,
    paymentsArea,
    { alreadySent: 'skip', onSentBefore: () => (sentBefore = true) },
  );
  if (code === EXIT_OK && !sentBefore) onScreened();
  return code;
}

/**
 * The level-1 group submits the month, as a direct run does once nothing of it is open or
 * pending; the portal's refusal (a payment still undecided) is said, and the run goes on.
 */
async function submitMonth(demo: PortalDemo, io: CliIo, tokenOf: (userId: string) => Promise<string>) {
  const [year = '', month = ''] = DEMO_SUBMITTED_MONTH.split('-');
  const answer = await post(
    demo,
    await tokenOf(demoLevel1Actor.userId),
    '/api/v1/payments/asr-submissions',
    demoLevel1Actor.actingGroupId,
    { data: { attributes: { reportYear: year, reportMonth: month } } },
  );
  io.stdout.write(
    answer.refusal === null
      ? `demo ASR for ${DEMO_SUBMITTED_MONTH}: submitted by ${demoLevel1Actor.userId} for ${demoLevel1Actor.actingGroupId}\n`
      : `demo ASR for ${DEMO_SUBMITTED_MONTH}: not submitted: ${answer.refusal}\n`,
  );
}
