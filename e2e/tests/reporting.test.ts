import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';
import { accessTokenFor, accessTokenOf, setFeatureFlag, termsFlag } from '../support/session.js';
import { startStack, type RunningStack } from '../support/stack.js';

/**
 * Reporting end to end on a portal of its own with three deceased people in the DMF. Two groups
 * send payment files through the real intake: HUD (sent by adminuser acting for it, since no
 * development user of HUD holds PAYMENTS) and DOD (portaluser). Then HUD's reporting-only manager
 * runs a report by keyboard alone, reads the chart's figures and the table, exports the CSV and PDF
 * and follows a figure to its rows; DOD's analyst follows a figure to the Payments list it counts.
 * Axe in every state.
 */

/** One Death Master File record in its 100-character fixed-width layout (dates MMDDYYYY). */
function dmfLine(ssn: string, last: string, first: string, death: string, birth: string): string {
  return (' ' + ssn + last.padEnd(20) + ''.padEnd(4) + first.padEnd(15) + ''.padEnd(15) + 'V' + death + birth).padEnd(
    100,
  );
}

function writeDmf(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'dnp-e2e-dmf-')), 'dmf.txt');
  const lines = [
    dmfLine('123456789', 'HERNANDEZ', 'MARIA', '03152024', '07041950'),
    dmfLine('234567890', 'OKAFOR', 'CHUKWUEMEKA', '11022023', '01191948'),
  ];
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** The payments are paid last month, after both deaths, so the deceased payees' payments match. */
const today = new Date();
const period = new Date(today.getFullYear(), today.getMonth() - 1, 1);
const year = String(period.getFullYear());
const month = String(period.getMonth() + 1).padStart(2, '0');
const day = (n: number) => `${year}-${month}-${String(n).padStart(2, '0')}`;
const periodWords = period.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

const HUD_ALC = '86000001';
const DOD_ALC = '97010001';

/** Two deceased payees and one living: 3 screened, 2 matched. */
function paymentFile(alc: string): string {
  return [
    'agencyAlcCode,scheduleNumber,paymentId,agencyPartyId,payeeName,tin,tinTypeCode,paymentAmount,paymentTypeCode,workingPaymentDate,payeeAccountNumber',
    `${alc},S1,P1,1,MARIA HERNANDEZ,123456789,SSN,1843.27,MONTHLY BENEFIT,${day(5)},`,
    `${alc},S1,P2,2,CHUKWUEMEKA OKAFOR,234567890,SSN,5210.00,SALARY,${day(6)},`,
    `${alc},S1,P3,3,JANE Q PUBLIC,111223333,SSN,75.00,MONTHLY BENEFIT,${day(7)},`,
    '',
  ].join('\n');
}

/** Sends a payment file through the intake as a caller would and waits for its screening to finish. */
async function screenPayments(portalUrl: string, token: string, alc: string, accessGroup?: string): Promise<void> {
  const query = accessGroup ? `?accessGroup=${accessGroup}` : '';
  const headers = {
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const form = new FormData();
  form.append('file', new Blob([paymentFile(alc)], { type: 'text/csv' }), `${alc}.csv`);
  const sent = await fetch(`${portalUrl}/api/v1/payments/files${query}`, { method: 'POST', headers, body: form });
  if (sent.status !== 202) throw new Error(`Sending the ${alc} file answered ${sent.status}: ${await sent.text()}`);
  const { data } = (await sent.json()) as { data: { attributes: { agencyFrbFileId: number } }[] };
  const id = data[0]?.attributes.agencyFrbFileId;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await fetch(`${portalUrl}/api/v1/payments/files/${String(id)}${query}`, { headers });
    const body = (await status.json()) as { data: { attributes: { state: string; lastError: string | null } }[] };
    const attributes = body.data[0]?.attributes;
    if (attributes?.state === 'done') return;
    if (attributes && attributes.state !== 'queued' && attributes.state !== 'running') {
      throw new Error(`The ${alc} file ended ${attributes.state}: ${String(attributes.lastError)}`);
    }
    if (Date.now() > deadline) throw new Error(`The ${alc} file was not screened within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Each body row of a table as the texts of its cells. */
function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

/** "Matched by source" → "matchedBySource": the API's measure name behind a table's label. */
function measureName(label: string): string {
  return label.toLowerCase().replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
}

describe('Reporting in the browser', () => {
  let stack: RunningStack;
  let browser: BrowserSession;

  beforeAll(async () => {
    stack = await startStack({ cliBeforeApi: [['ingest', 'dmf', writeDmf()]] });
    const admin = await accessTokenFor('adminuser', stack.portalUrl);
    await setFeatureFlag(admin, termsFlag, false, stack.portalUrl);
    await screenPayments(stack.portalUrl, admin, HUD_ALC, 'HUD');
    await screenPayments(stack.portalUrl, await accessTokenFor('portaluser', stack.portalUrl), DOD_ALC);
  }, 240_000);
  afterAll(() => stack.stop());
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  async function press(page: Page, locator: Locator, key = 'Enter'): Promise<void> {
    await locator.focus();
    await page.keyboard.press(key);
  }

  it('lets a reporting-only manager choose, read and export a report of her own tree by keyboard alone', async () => {
    const { page } = browser;
    await signIn(page, 'reportuser', { portalUrl: stack.portalUrl });
    await waitForHeading(page, 'Reporting');
    const chosen = page.getByRole('radio', { name: /^Adjudication summary/ });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    // Only HUD's month and ALC are offered: DOD's file is outside her tree.
    expect(await page.getByLabel('ALC', { exact: true }).locator('option').allTextContents()).toEqual([
      'All ALCs',
      HUD_ALC,
    ]);
    await expectNoAxeViolations(page);

    // An arrow moves the report choice; Tab walks the year, month and ALC; arrows choose in each.
    await press(page, chosen, 'ArrowDown');
    expect(await page.getByRole('radio', { name: /^Payment activity/ }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('Year', { exact: true }).inputValue()).toBe(year);
    await page.keyboard.press('Tab');
    // The summary's month is kept, as the new report's period holds it; she asks for the whole year.
    expect(await page.getByLabel('Month', { exact: true }).inputValue()).toBe(month);
    await page.keyboard.press('ArrowUp');
    expect(await page.getByLabel('Month', { exact: true }).inputValue()).toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('ALC', { exact: true }).inputValue()).toBe(HUD_ALC);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: /^Payment activity.*: every figure \(\d+\)$/ });
    await table.waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      report: 'payment-activity',
      year,
      alc: HUD_ALC,
    });
    const figures = await rowsOf(table);
    const figure = (measure: string, category: string) =>
      figures.find((row) => row[2] === measure && row[3] === category)?.[4];
    expect(figure('Screened', 'MONTHLY BENEFIT')).toBe('2');
    expect(figure('Screened', 'SALARY')).toBe('1');
    expect(figure('Matched', 'MONTHLY BENEFIT')).toBe('1');
    expect(figure('Matched', 'SALARY')).toBe('1');
    for (const row of figures) expect(row.slice(0, 2)).toEqual([periodWords, HUD_ALC]);
    // She holds no PAYMENTS: every count opens its rows under Reporting, none the Payments list she may not read.
    expect(await table.getByRole('link', { name: 'in Payments' }).count()).toBe(0);
    expect(await table.getByRole('link').count()).toBe(figures.length);
    await expectNoAxeViolations(page);

    // The chart's figures: each counted measure summed over the month's categories.
    await press(page, page.getByRole('button', { name: 'Show the figures as a table' }));
    const chart = page.getByRole('table', { name: /^Payment activity.* by month$/ });
    const header = await chart.locator('thead th').allTextContents();
    const [chartRow] = await rowsOf(chart);
    const chartFigure = (label: string) => chartRow?.[header.indexOf(label)];
    expect(chartRow?.[0]).toBe(periodWords);
    expect(chartFigure('Screened')).toBe('3');
    expect(chartFigure('Matched')).toBe('2');
    await expectNoAxeViolations(page);

    // The exports ask for the same report with the same filters; the page's token fetches them.
    const token = await accessTokenOf(page);
    for (const [button, path] of [
      ['Export CSV', '/api/v1/reports/payment-activity.csv'],
      ['Download PDF', '/api/v1/reports/payment-activity.pdf'],
    ] as const) {
      const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === path);
      await press(page, page.getByRole('button', { name: button }));
      const url = new URL((await request).url());
      const filters = [...url.searchParams].filter(([name]) => name.startsWith('filter['));
      expect(Object.fromEntries(filters)).toEqual({
        'filter[reportYearNumber]': year,
        'filter[agencyAlcCode]': HUD_ALC,
      });
      const response = await fetch(url, { headers: { Authorization: `Bearer ${String(token)}` } });
      expect(response.status).toBe(200);
      if (path.endsWith('.csv')) {
        const lines = (await response.text()).split(/\r?\n/);
        for (const [, alc, measure, category, value] of figures) {
          const line = [`${year}-${month}`, alc, measureName(measure ?? ''), category, value].join(',');
          expect(lines.some((text) => text.startsWith(`${line},`))).toBe(true);
        }
      } else {
        expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }
    }
    expect(await page.getByRole('alert').count()).toBe(0);

    // A figure opens exactly its rows: the matched monthly benefit is MARIA HERNANDEZ's payment, TIN masked.
    const matched = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Matched', exact: true }) })
      .filter({ hasText: 'MONTHLY BENEFIT' });
    await press(page, matched.getByRole('link', { name: '1' }));
    await waitForHeading(page, `Payment activity: Matched, MONTHLY BENEFIT: ${periodWords}, ALC ${HUD_ALC}`);
    const rows = page.getByRole('table', { name: /, rows 1 to 1 of 1$/ });
    await rows.waitFor();
    const [payment] = await rowsOf(rows);
    expect(payment).toEqual(expect.arrayContaining(['P1', 'MARIA HERNANDEZ', '*****6789', '$1,843.27', 'DMF']));
    expect(payment?.join(' ')).not.toContain('123456789');
    await expectNoAxeViolations(page);
    await press(page, page.getByRole('link', { name: 'Back to the payment activity report' }));
    await table.waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      report: 'payment-activity',
      year,
      alc: HUD_ALC,
    });
  });

  it("opens a figure's rows in the Payments list, whose total is the figure", async () => {
    const { page } = browser;
    await signIn(page, 'portaluser', {
      portalUrl: stack.portalUrl,
      path: `/reporting?report=adjudication-summary&year=${year}&month=${month}&alc=${DOD_ALC}`,
    });
    await waitForHeading(page, 'Reporting');
    const table = page.getByRole('table', { name: /: every figure \(\d+\)$/ });
    await table.waitFor();
    await expectNoAxeViolations(page);

    const matched = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Matched' }) });
    const figure = (await matched.getByRole('link').first().textContent()) ?? '';
    expect(Number(figure)).toBeGreaterThan(0);
    await press(page, matched.getByRole('link', { name: 'in Payments' }).first());
    await waitForHeading(page, 'Payments');
    await page.getByRole('table', { name: new RegExp(`^Payments, page 1 of 1 \\(${figure} in all\\)$`) }).waitFor();
    await expectNoAxeViolations(page);
  });
});
