export { paymentFileTables } from './payment-rows.js';
export { paymentDatasources, screenPayments } from './screen-payments.js';
