import { HttpError } from '../../http/errors.ts';
import {
  CardDeclinedError,
  GatewayUnavailableError,
  UnknownClientSecretError,
} from '../../payments/gateway.ts';

/** Runs a gateway call, turning its failures into the JSON errors billing answers with. */
export async function callingGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardDeclinedError) {
      throw new HttpError(402, 'payment_failed', error.message, { declineCode: error.declineCode });
    }
    if (error instanceof UnknownClientSecretError) {
      throw new HttpError(400, 'invalid_client_secret', error.message);
    }
    if (error instanceof GatewayUnavailableError) {
      throw new HttpError(502, 'payment_provider_unavailable', 'Unable to setup payment. Please try again.', {
        reason: error.message,
      });
    }
    throw error;
  }
}
