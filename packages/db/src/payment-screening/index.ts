export { paymentFileTables, type AgencyFileRef } from './payment-rows.js';
export { writePaymentFigures } from './payment-figures.js';
export { paymentDatasources, screenPayments } from './screen-payments.js';
export { writePaymentMonthTotals } from './payment-month-totals.js';
