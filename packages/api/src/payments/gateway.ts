// The payment port (`domain/ports/payments.ts`), as the gateways here implement it.
export type {
  CardSummary,
  CreatedSubscription,
  CustomerInput,
  PaymentGateway,
  SubscriptionInput,
} from '../domain/ports/payments.ts';
export {
  CardDeclinedError,
  GatewayUnavailableError,
  UnknownClientSecretError,
} from '../domain/ports/payments.ts';
