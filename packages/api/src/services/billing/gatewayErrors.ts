import { invalid, paymentDeclined, upstreamUnavailable } from '../../domain/errors.ts';
import {
  CardDeclinedError,
  GatewayUnavailableError,
  UnknownClientSecretError,
} from '../../domain/ports/payments.ts';

/** A card-form secret that is unknown, ended or another organization's: one answer for all three. */
export const invalidClientSecret = () =>
  invalid('invalid_client_secret', 'This payment session is not valid. Please start the upgrade again.');

/** Runs a gateway call, turning its failures into the JSON errors billing answers with. */
export async function callingGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardDeclinedError) {
      throw paymentDeclined('payment_failed', error.message, { declineCode: error.declineCode });
    }
    if (error instanceof UnknownClientSecretError) {
      throw invalidClientSecret();
    }
    if (error instanceof GatewayUnavailableError) {
      throw upstreamUnavailable(
        'payment_provider_unavailable',
        'Unable to setup payment. Please try again.',
        {
          reason: error.message,
        },
      );
    }
    throw error;
  }
}
