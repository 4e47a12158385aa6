import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import {
  asrIndicator,
  emptyData,
  filterOptions,
  historyEntry,
  historyList,
  paymentDetail,
  twoPayments,
} from '../test/fixtures.js';

const server = setupMswServer();

const screenTest = { timeout: 30_000 };
// The first screen of a file waits for the area's lazy chunk, slow on a loaded 2-core machine.
const firstPaint = { timeout: 15_000 };

interface Api {
  level1?: boolean;
  history?: ReturnType<typeof historyList>;
  adjudication?: () => Response;
}

function useApi({ level1 = false, history = historyList([]), adjudication }: Api = {}) {
  const posted: unknown[] = [];
  const detailAsked: URL[] = [];
  let historyNow = history;
  server.use(
    http.get('*/api/v1/payments', () => HttpResponse.json(twoPayments)),
    http.get('*/api/v1/payments/filter-options', () => HttpResponse.json(filterOptions)),
    http.get('*/api/v1/payments/asr-submit-indicator', () =>
      HttpResponse.json(asrIndicator({ level1, canSubmit: level1, submitted: false })),
    ),
    http.get('*/api/v1/payments/details', ({ request }) => {
      detailAsked.push(new URL(request.url));
      return HttpResponse.json(paymentDetail);
    }),
    http.get('*/api/v1/payments/adjudications', () => HttpResponse.json(historyNow)),
    http.post('*/api/v1/payments/adjudications', async ({ request }) => {
      posted.push(await request.json());
      if (adjudication) return adjudication();
      historyNow = historyList([historyEntry()]);
      return HttpResponse.json(emptyData);
    }),
    http.post('*/api/v1/payments/suppressions/31/lift', () => {
      posted.push('lift 31');
      return HttpResponse.json(emptyData);
    }),
    ...shellHandlers(),
  );
  return { posted, detailAsked };
}

describe('a payment', screenTest, () => {
  it('shows the payee beside the death record, why it matched, the rules that fired and soft launch as such', async () => {
    const { detailAsked } = useApi();
    renderApp('/payments?party=7&payment=P-1001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment P-1001 to HAROLD WHITCOMB' }, firstPaint),
    ).toBeTruthy();
    const asked = detailAsked.at(-1);
    expect(asked?.searchParams.get('filter[agencyPartyId]')).toBe('7');
    expect(asked?.searchParams.get('filter[paymentId]')).toBe('P-1001');
    expect(asked?.searchParams.get('include')).toBe(
      'aisObituaryPayment,aisProbatePayment,dmfPayment,dodPayment,dosPayment',
    );

    const dmf = screen.getByRole('region', { name: 'Conclusive: TIN + NAME MATCH in DMF' });
    const payee = within(dmf).getByRole('group', { name: 'The payee as sent' });
    expect(payee.textContent).toContain('*****3380 (SSN)');
    expect(payee.textContent).toContain('****6789');
    const record = within(dmf).getByRole('group', { name: 'The DMF death record' });
    expect(record.textContent).toContain('Date of death2026-04-03');
    expect(
      within(record)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Full name', 'Date of death', 'SSN']);
    expect(within(dmf).getByRole('table', { name: 'How the score of 100% was reached' })).toBeTruthy();
    const rules = within(dmf).getByRole('group', { name: 'Rules that fired' });
    expect(rules.textContent).toContain('Stop-payment rule STOP-DEATH-30');
    expect(rules.textContent).toContain('Applied');

    const ais = screen.getByRole('region', { name: 'Probable: NAME + ADDRESS MATCH in AIS-OB' });
    expect(within(ais).getByRole('group', { name: 'Rules that fired' }).textContent).toContain(
      'Soft launch: shown, not applied',
    );
    expect(within(ais).getByRole('group', { name: 'The AIS-OB death record' }).textContent).toContain(
      'your access group may not read AIS-OB records',
    );
    // Two matches, each with its payee, record, explanation and rules: no two landmarks share a name.
    await expectNoAxeViolations();
  });

  it('shows who suppressed a match, when and why; only the level-1 group may lift it', async () => {
    const { posted } = useApi({ level1: true });
    renderApp('/payments?party=7&payment=P-1001');
    const suppressed = await screen.findByRole('region', { name: 'Suppressed: TIN + NAME MATCH in DOD' }, firstPaint);
    expect(suppressed.textContent).toContain('portaluser decided on');
    expect(suppressed.textContent).toContain('“Different person: the DoD record is a namesake”');
    const user = userEvent.setup();
    await user.click(await within(suppressed).findByRole('button', { name: 'Lift this suppression' }));
    expect(await within(suppressed).findByRole('heading', { name: 'Suppression lifted' })).toBeTruthy();
    expect(posted).toContain('lift 31');
  });

  it('offers no Lift to a group below level 1', async () => {
    useApi({ level1: false });
    renderApp('/payments?party=7&payment=P-1001');
    const suppressed = await screen.findByRole('region', { name: 'Suppressed: TIN + NAME MATCH in DOD' }, firstPaint);
    await screen.findByRole('radio', { name: 'Submit' });
    expect(within(suppressed).queryByRole('button', { name: 'Lift this suppression' })).toBeNull();
  });

  it('is adjudicated by keyboard alone; PROPER - OTHER without a comment is refused in place; the history shows it', async () => {
    const { posted } = useApi();
    renderApp('/payments?party=7&payment=P-1001');
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Record a determination' }, firstPaint);
    expect(await within(form).findByText('Current state: Not adjudicated.')).toBeTruthy();
    expect(await screen.findByText('No one has recorded a determination on this payment yet.')).toBeTruthy();

    within(form).getByLabelText('Determination').focus();
    await user.selectOptions(within(form).getByLabelText('Determination'), 'PROPER - OTHER');
    await user.tab();
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: 'Save as a draft' }));
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    const problem = await within(form).findByText('PROPER - OTHER needs a comment saying why the payment is proper.');
    expect(problem).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Comment (required for PROPER - OTHER)'));
    expect(posted).toHaveLength(0);

    await user.keyboard('Paid to the estate, as the court ordered');
    await user.tab();
    expect(document.activeElement).toBe(within(form).getByLabelText('Agency override (optional)'));
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      data: {
        attributes: {
          paymentId: 'P-1001',
          agencyPartyId: 7,
          matchAdjudicationStatusTypeCode: 'PROPER - OTHER',
          action: 'save',
          matchAdjudicationStatusComment: 'Paid to the estate, as the court ordered',
        },
      },
    });
    const done = await within(form).findByRole('heading', { name: 'Determination recorded' });
    expect(done.closest('[tabindex="-1"]')).toBe(document.activeElement);
    const history = await screen.findByRole('table', { name: 'Decisions on payment P-1001, oldest first' });
    expect(within(history).getByRole('row', { name: /Pat Portal \(DOD\)/ }).textContent).toContain(
      'IMPROPER (PENDING)',
    );
    expect(await within(form).findByText('Current state: IMPROPER (PENDING).')).toBeTruthy();
  });

  it("shows the server's 409 where the decision was made", async () => {
    useApi({
      adjudication: () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '409',
                title: 'Conflict',
                detail: 'November 2026 is submitted: its payments take no more decisions.',
              },
            ],
          },
          { status: 409 },
        ),
    });
    renderApp('/payments?party=7&payment=P-1001');
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Record a determination' }, firstPaint);
    await user.click(await within(form).findByRole('radio', { name: 'Submit' }));
    await user.click(within(form).getByRole('button', { name: 'Record the determination' }));
    const alert = await within(form).findByRole('heading', { name: 'This determination cannot be recorded now' });
    expect(alert.closest('[tabindex="-1"]')).toBe(document.activeElement);
    expect(within(form).getByText('November 2026 is submitted: its payments take no more decisions.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment P-1001 to HAROLD WHITCOMB' })).toBeTruthy();
  });

  it('offers a group below level 1 no action on a submitted payment, and says why', async () => {
    useApi({ history: historyList([historyEntry({ action: 'submit', toStatus: 'IMPROPER (SUBMITTED)' })]) });
    renderApp('/payments?party=7&payment=P-1001');
    const form = await screen.findByRole('region', { name: 'Record a determination' }, firstPaint);
    expect(
      await within(form).findByText(
        'A submitted determination can be reopened or certified only by the level-1 access group.',
      ),
    ).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Record the determination' })).toBeNull();
  });

  it('lets the level-1 group certify a submitted payment', async () => {
    useApi({
      level1: true,
      history: historyList([historyEntry({ action: 'submit', toStatus: 'PROPER (SUBMITTED)' })]),
    });
    renderApp('/payments?party=7&payment=P-1001');
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Record a determination' }, firstPaint);
    await user.selectOptions(await within(form).findByLabelText('Determination'), 'PROPER - BUSINESS REASON');
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['save', 'certify']);
  });

  it('says a payment the server will not show is not there, in place', async () => {
    useApi();
    server.use(
      http.get('*/api/v1/payments/details', () =>
        HttpResponse.json(
          {
            errors: [{ status: '404', title: 'Not Found', detail: 'No payment P-9 of payee 70 in your access group.' }],
          },
          { status: 404 },
        ),
      ),
    );
    renderApp('/payments?party=70&payment=P-9');
    expect(await screen.findByRole('heading', { name: 'This payment could not be shown' }, firstPaint)).toBeTruthy();
    expect(screen.getByText('No payment P-9 of payee 70 in your access group.')).toBeTruthy();
  });
});
