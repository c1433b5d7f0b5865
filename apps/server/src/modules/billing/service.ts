// The billing module's face to the other modules (decision 0013: a module reaches another only through its
// service.ts). The use cases live by what they are about: invoice-service.ts (the billing page, issuing
// and changing invoices, Invoice.pdf, the operators' lists), payment-service.ts (slips, confirming a
// payment, Receipt.pdf) and entitlement-service.ts (what the company may do now). billing's own routes
// import those files directly; this file re-exports only what other modules ask.

export { getBillingOverview } from './invoice-service';
export { countAwaitingPayments } from './payment-service';
export {
  choosePosting,
  companyEntitlement,
  consumePosting,
  hasAnnualPlan,
  talentPoolCompany,
  type PostingChoice,
} from './entitlement-service';
export {
  countActiveSubscriptionsAt,
  countBillingByMonth,
  emptyBillingMonth,
  type BillingMonth,
} from './figures-service';
