import {
  AdjudicationBody,
  AsrSubmissionBody,
  AsrSubmitIndicatorList,
  BulkAdjudicationBody,
  EmptyData,
  MatchSuppressionList,
  MatchSuppressionParams,
  PaymentAdjudicationEntryList,
  PaymentAdjudicationsQuery,
  PaymentDetailList,
  PaymentDetailsQuery,
  PaymentFilterOptionList,
  PaymentSummaryList,
  PaymentsQuery,
} from '@dnp/contracts';
import { z } from 'zod';
import { adjudicatePayment } from '../actions/payments/adjudicate-payment.js';
import { adjudicatePayments } from '../actions/payments/adjudicate-payments.js';
import { exportPayments } from '../actions/payments/export-payments.js';
import { getAsrSubmitIndicator } from '../actions/payments/get-asr-submit-indicator.js';
import { getPaymentDetails } from '../actions/payments/get-payment-details.js';
import { getPaymentFilterOptions } from '../actions/payments/get-payment-filter-options.js';
import { liftSuppression } from '../actions/payments/lift-suppression.js';
import { listPaymentAdjudications } from '../actions/payments/list-payment-adjudications.js';
import { listPayments } from '../actions/payments/list-payments.js';
import { listSuppressions } from '../actions/payments/list-suppressions.js';
import { submitAsr } from '../actions/payments/submit-asr.js';
import type { AppDeps } from '../app-deps.js';
import { emptyResponse, listResponse, resourceListResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

const prefix = '/api/v1/payments';

/** The Payments area (spec section 7 and ours beyond it): docs/payments-api.md. */
export function paymentRoutes(app: ZodApp, deps: AppDeps): void {
  const config = { policy: { access: 'function' as const, fn: 'PAYMENTS' as const } };
  const tags = ['payments'];

  app.get(
    `${prefix}/filter-options`,
    {
      config,
      schema: {
        tags,
        summary: 'The groups and ALCs the payment list filters by',
        description: 'The acting group and its descendants that sent payment files, each with the ALCs of its files.',
        response: { 200: PaymentFilterOptionList },
      },
    },
    async (request, reply) => {
      const options = await getPaymentFilterOptions({ deps, ctx: portalContext(request), input: undefined });
      return listResponse(request, reply, 'paymentFilterOption', options);
    },
  );

  app.get(
    prefix,
    {
      config,
      schema: {
        tags,
        summary: 'Screened payments with a counted match, paged',
        description:
          'Payments of the acting group and its descendants; meta current-page, total-count and total-pages. filter[suppressed]=true lists those whose every match a false-positive suppression kept from counting.',
        querystring: PaymentsQuery,
        response: { 200: PaymentSummaryList },
      },
    },
    async (request, reply) => {
      const page = await listPayments({ deps, ctx: portalContext(request), input: request.query });
      return listResponse(request, reply, 'paymentSummary', page.rows, {
        'current-page': page.page,
        'total-count': page.total,
        'total-pages': Math.ceil(page.total / page.pageSize),
      });
    },
  );

  app.get(
    `${prefix}.csv`,
    {
      config,
      schema: {
        tags,
        summary: 'The payment list as CSV, every page',
        description:
          'The list’s filters and sort without its paging; TIN and account masked to their last four digits.',
        querystring: PaymentsQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportPayments({ deps, ctx: portalContext(request), input: request.query });
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="payments.csv"');
      return reply.send(csv);
    },
  );

  app.get(
    `${prefix}/details`,
    {
      config,
      schema: {
        tags,
        summary: "One payment's matches, with the death records asked for in included",
        description:
          'One entry per match (counted first; a suppressed one says who suppressed it). Each included record is a disclosure, audited as record.read and counted in RECORD_READS_PER_HOUR. Another group’s payment answers 404.',
        querystring: PaymentDetailsQuery,
        response: { 200: PaymentDetailList },
      },
    },
    async (request, reply) => {
      const detail = await getPaymentDetails({ deps, ctx: portalContext(request), input: request.query });
      return {
        ...listResponse(request, reply, 'paymentDetail', detail.rows, {
          ...(detail.excluded.length > 0 ? { excludedResources: detail.excluded } : {}),
        }),
        included: detail.included,
      };
    },
  );

  app.get(
    `${prefix}/adjudications`,
    {
      config,
      schema: {
        tags,
        summary: "One payment's adjudication history, oldest first",
        querystring: PaymentAdjudicationsQuery,
        response: { 200: PaymentAdjudicationEntryList },
      },
    },
    async (request, reply) => {
      const entries = await listPaymentAdjudications({ deps, ctx: portalContext(request), input: request.query });
      return listResponse(request, reply, 'paymentAdjudication', entries);
    },
  );

  app.post(
    `${prefix}/adjudications`,
    {
      config,
      schema: {
        tags,
        summary: 'Record a determination on one payment (docs/adjudication.md)',
        description:
          '403 for a move only the level-1 group may make; 409 for one no one may make, or for a payment of a submitted ASR month; 404 for another group’s payment.',
        body: AdjudicationBody,
        response: { 200: EmptyData },
      },
    },
    async (request) => {
      await adjudicatePayment({ deps, ctx: portalContext(request), input: request.body.data.attributes });
      return emptyResponse(request);
    },
  );

  app.post(
    `${prefix}/adjudications/bulk`,
    {
      config,
      schema: {
        tags,
        summary: 'Record one determination on several payments, all or nothing',
        description:
          'The first refusal answers with its status and the payment’s place (source.pointer) and nothing is recorded; otherwise one history and audit row per payment.',
        body: BulkAdjudicationBody,
        response: { 200: EmptyData },
      },
    },
    async (request, reply) => {
      const decided = await adjudicatePayments({
        deps,
        ctx: portalContext(request),
        input: request.body.data.attributes,
      });
      return resourceListResponse(request, reply, [], { 'total-count': decided });
    },
  );

  app.get(
    `${prefix}/asr-submit-indicator`,
    {
      config,
      schema: {
        tags,
        summary: 'Whether the acting group may submit the adjudication summary report (ASR) of a month',
        description:
          'report_month and report_year are required: either missing answers 400 "Unable to process, please check request and try again".',
        querystring: z.object({ report_month: z.string().optional(), report_year: z.string().optional() }),
        response: { 200: AsrSubmitIndicatorList },
      },
    },
    async (request, reply) => {
      const indicator = await getAsrSubmitIndicator({ deps, ctx: portalContext(request), input: request.query });
      return listResponse(request, reply, 'asrSubmitIndicator', [{ id: 'asrSubmitIndicator', attributes: indicator }]);
    },
  );

  app.post(
    `${prefix}/asr-submissions`,
    {
      config,
      schema: {
        tags,
        summary: 'Submit a month’s adjudication summary report (level-1 group only)',
        description:
          '403 for any group but the level-1 group; 409 while a listed payment of the month is open or pending, and once submitted. A submitted month’s payments take no more decisions.',
        body: AsrSubmissionBody,
        response: { 200: EmptyData },
      },
    },
    async (request) => {
      await submitAsr({ deps, ctx: portalContext(request), input: request.body.data.attributes });
      return emptyResponse(request);
    },
  );

  app.get(
    `${prefix}/suppressions`,
    {
      config,
      schema: {
        tags,
        summary: 'False-positive suppressions of payments the acting group may see, active and lifted',
        response: { 200: MatchSuppressionList },
      },
    },
    async (request, reply) => {
      const suppressions = await listSuppressions({ deps, ctx: portalContext(request), input: undefined });
      return listResponse(request, reply, 'matchSuppression', suppressions);
    },
  );

  app.post(
    `${prefix}/suppressions/:suppressionId/lift`,
    {
      config,
      schema: {
        tags,
        summary: 'Lift a false-positive suppression (level-1 group only)',
        params: MatchSuppressionParams,
        response: { 200: EmptyData },
      },
    },
    async (request) => {
      await liftSuppression({ deps, ctx: portalContext(request), input: request.params });
      return emptyResponse(request);
    },
  );
}
