import { AreaPage } from '../../../components/area-page.js';

export function PaymentsPage() {
  return (
    <AreaPage
      title="Payments"
      purpose="Review the results of payment screening for your access group and adjudicate each matched payment."
      emptyHeading="No payment screening results to show"
      emptyText="Payment review is not available in this version of the portal yet, so there are no payments to show."
    />
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { PaymentsPage as Component };
