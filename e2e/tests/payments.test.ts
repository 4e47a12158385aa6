import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';
import { accessTokenFor, setFeatureFlag, termsFlag } from '../support/session.js';
import { startStack, type RunningStack } from '../support/stack.js';

/**
 * Payments end to end on a portal of its own with three deceased people in the DMF: DOD's
 * analyst sends a payment file through the form, the real intake screens it, then list →
 * filter → detail → a decision by keyboard → the history → a bulk decision; the level-1
 * group (adminuser, Treasury's root group) submits the month's report, refused while a
 * payment is pending, accepted once none is. Axe in every state.
 */

/** One Death Master File record in its 100-character fixed-width layout (dates MMDDYYYY). */
function dmfLine(ssn: string, last: string, first: string, middle: string, death: string, birth: string): string {
  return (
    ' ' +
    ssn +
    last.padEnd(20) +
    ''.padEnd(4) +
    first.padEnd(15) +
    middle.padEnd(15) +
    'V' +
    death +
    birth
  ).padEnd(100);
}

function writeDmf(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'dnp-e2e-dmf-')), 'dmf.txt');
  const lines = [
    dmfLine('123456789', 'HERNANDEZ', 'MARIA', 'ELENA', '03152024', '07041950'),
    dmfLine('234567890', 'OKAFOR', 'CHUKWUEMEKA', '', '11022023', '01191948'),
    dmfLine('345678901', 'SMITH', 'WILLIAM', 'JAMES', '06302022', '09121939'),
  ];
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** The month the ASR panel opens on: the one before today, where the planted payments are paid. */
const today = new Date();
const period = new Date(today.getFullYear(), today.getMonth() - 1, 1);
const day = (n: number) =>
  `${period.getFullYear()}-${String(period.getMonth() + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
const periodWords = period.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

const paymentFile = [
  'agencyAlcCode,scheduleNumber,paymentId,agencyPartyId,payeeName,tin,tinTypeCode,paymentAmount,paymentTypeCode,workingPaymentDate,payeeAccountNumber',
  `97010001,S1,P1,1,MARIA ELENA HERNANDEZ,123456789,SSN,1843.27,MONTHLY BENEFIT,${day(5)},000123456789`,
  `97010001,S1,P2,2,CHUKWUEMEKA OKAFOR,234567890,SSN,5210.00,SALARY,${day(6)},`,
  `97010001,S1,P3,3,WILLIAM JAMES SMITH,345678901,SSN,310.50,MONTHLY BENEFIT,${day(7)},`,
  `97010001,S1,P4,4,JANE Q PUBLIC,111223333,SSN,75.00,N/A,${day(7)},`,
  '',
].join('\n');

describe('Payments in the browser', () => {
  let stack: RunningStack;
  let browser: BrowserSession;

  beforeAll(async () => {
    stack = await startStack({ cliBeforeApi: [['ingest', 'dmf', writeDmf()]] });
    await setFeatureFlag(await accessTokenFor('adminuser', stack.portalUrl), termsFlag, false, stack.portalUrl);
  }, 240_000);
  afterAll(() => stack.stop());
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  /** Focus an element and press a key, as a keyboard user does after tabbing to it. */
  async function press(page: Page, locator: ReturnType<Page['getByRole']>, key = 'Enter'): Promise<void> {
    await locator.focus();
    await page.keyboard.press(key);
  }

  /** The bulk decision's answer: its region loses the count once the selection is cleared. */
  async function expectRecorded(page: Page): Promise<void> {
    const answer = page.getByRole('region', { name: /selected payments?$/ }).getByRole('heading', {
      name: /^(Determination recorded|You may not|This payment is not|This determination cannot|The determination was not)/,
    });
    await answer.waitFor();
    expect(await answer.textContent()).toBe('Determination recorded');
  }

  async function openPayments(page: Page, user: string): Promise<void> {
    await signIn(page, user, { portalUrl: stack.portalUrl });
    await page.getByRole('navigation', { name: 'Portal areas' }).waitFor();
    await press(page, page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: /^Payments/ }));
    await waitForHeading(page, 'Payments');
  }

  // First: the fresh portal has no payment file yet.
  it('screens a sent file, then list → filter → detail → a decision by keyboard → history → bulk', async () => {
    const { page } = browser;
    await openPayments(page, 'portaluser');
    await page.getByRole('heading', { name: 'No payment screening results to show' }).waitFor();
    await expectNoAxeViolations(page);

    await page
      .getByLabel('Agency file (CSV or fixed-width text)')
      .setInputFiles({ name: 'DFAS_PAYMENTS.csv', mimeType: 'text/csv', buffer: Buffer.from(paymentFile) });
    await press(page, page.getByRole('button', { name: 'Send and screen' }));
    await page.getByRole('heading', { name: 'Matching finished' }).waitFor({ timeout: 90_000 });
    await expectNoAxeViolations(page);

    const list = page.getByRole('table', { name: /^Payments, page 1 of 1 \(3 in all\)$/ });
    await list.waitFor();
    expect(await list.getByText('*****6789').count()).toBe(1);
    expect(await list.getByText('JANE Q PUBLIC').count()).toBe(0);

    await page.getByLabel('Smallest amount').fill('1000');
    await press(page, page.getByRole('button', { name: 'Apply filters' }));
    await page.getByRole('table', { name: /^Payments, page 1 of 1 \(2 in all\)$/ }).waitFor();
    await expectNoAxeViolations(page);
    const csv = page.getByRole('link', { name: 'Download this page (CSV)' });
    const download = page.waitForEvent('download');
    await press(page, csv);
    const text = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(text).toContain('MARIA ELENA HERNANDEZ');
    expect(text).not.toContain('123456789');

    await press(page, page.getByRole('link', { name: 'MARIA ELENA HERNANDEZ' }));
    await waitForHeading(page, 'Payment P1 to MARIA ELENA HERNANDEZ');
    await page
      .getByRole('table', { name: /^How the score of \d+% was reached$/ })
      .first()
      .waitFor();
    await page.getByRole('group', { name: 'Rules that fired' }).first().waitFor();
    await expectNoAxeViolations(page);

    // By keyboard alone: the determination, Tab to the actions, an arrow to Submit, Tab to the comment.
    const form = page.getByRole('region', { name: 'Record a determination' });
    await form.getByText('Current state: Not adjudicated.').waitFor();
    await form.getByLabel('Determination').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await form.getByLabel('Determination').inputValue()).toBe('PROPER - OTHER');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await form.getByText('PROPER - OTHER needs a comment saying why the payment is proper.').waitFor();
    await expectNoAxeViolations(page);

    await form.getByLabel('Determination').focus();
    await page.keyboard.press('End');
    expect(await form.getByLabel('Determination').inputValue()).toBe('IMPROPER');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await form.getByRole('radio', { name: 'Submit' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('The family confirmed the death');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await form.getByRole('heading', { name: 'Determination recorded' }).waitFor();
    const history = page.getByRole('table', { name: 'Decisions on payment P1, oldest first' });
    await history.getByRole('row', { name: /The family confirmed the death/ }).waitFor();
    expect(await history.getByRole('row', { name: /IMPROPER \(SUBMITTED\)/ }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await press(page, page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Payments' }));
    await waitForHeading(page, 'Payments');
    await press(page, page.getByRole('button', { name: 'Clear filters' }));
    const all = page.getByRole('table', { name: /^Payments, page 1 of 1 \(3 in all\)$/ });
    await all.getByRole('row', { name: /MARIA ELENA HERNANDEZ.*IMPROPER \(SUBMITTED\)/ }).waitFor();
    await press(page, all.getByRole('checkbox', { name: 'Select payment P2 to CHUKWUEMEKA OKAFOR' }), 'Space');
    await press(page, all.getByRole('checkbox', { name: 'Select payment P3 to WILLIAM JAMES SMITH' }), 'Space');
    const bulk = page.getByRole('region', { name: /selected payments?$/ });
    await press(page, bulk.getByRole('radio', { name: 'Save as a draft' }), 'Space');
    await press(page, bulk.getByRole('button', { name: 'Record for 2 payments' }));
    await expectRecorded(page);
    await all.getByRole('row', { name: /WILLIAM JAMES SMITH.*IMPROPER \(PENDING\)/ }).waitFor();
    await expectNoAxeViolations(page);

    const asr = page.getByRole('region', { name: 'Adjudication summary report' });
    await asr.getByText(/the level-1 group submits the report/).waitFor();
    expect(await asr.getByRole('button', { name: /^Submit / }).count()).toBe(0);
  });

  it('lets the level-1 group submit the month once no payment is pending, refused with the reason before', async () => {
    const { page } = browser;
    await openPayments(page, 'adminuser');
    const asr = page.getByRole('region', { name: 'Adjudication summary report' });
    await press(page, asr.getByRole('button', { name: `Submit ${periodWords}` }));
    await press(page, asr.getByRole('button', { name: 'Submit the report' }));
    await asr.getByRole('heading', { name: `${periodWords} could not be submitted` }).waitFor();
    await expectNoAxeViolations(page);

    const all = page.getByRole('table', { name: /^Payments, page 1 of 1 \(3 in all\)$/ });
    await press(page, all.getByRole('checkbox', { name: 'Select payment P2 to CHUKWUEMEKA OKAFOR' }), 'Space');
    await press(page, all.getByRole('checkbox', { name: 'Select payment P3 to WILLIAM JAMES SMITH' }), 'Space');
    const bulk = page.getByRole('region', { name: /selected payments?$/ });
    await press(page, bulk.getByRole('radio', { name: 'Submit' }), 'Space');
    await press(page, bulk.getByRole('button', { name: 'Record for 2 payments' }));
    await expectRecorded(page);

    await press(page, asr.getByRole('button', { name: `Submit ${periodWords}` }));
    await press(page, asr.getByRole('button', { name: 'Submit the report' }));
    await asr.getByRole('heading', { name: 'Report submitted' }).waitFor();
    await asr.getByText(`${periodWords} has been submitted: its determinations are locked.`).waitFor();
    await expectNoAxeViolations(page);
  });
});
