// The orders module: what follows an accepted quote (the order, its payments and its stages up to
// installation). Its client-safe surface: stages, methods, Incoterms and the pure money and stage rules.
export {
  ORDER_FLOW,
  ORDER_STAGES,
  STAGE_LABELS,
  CANCELLABLE,
  INCOTERMS,
  nextStage,
  checkStageChange,
  isLate,
  type OrderStage,
  type FlowStage,
  type Incoterm,
} from "./stages";
export {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  depositOf,
  moneyState,
  refusePayment,
  utcDay,
  orderNumber,
  type PaymentMethod,
  type MoneyState,
} from "./payments";
export { DOCUMENT_KINDS, DOCUMENT_LABELS, type DocumentKind } from "./documents";
