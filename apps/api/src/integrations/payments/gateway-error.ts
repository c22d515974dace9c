/**
 * What the payment gateways (bKash, SSLCommerz) share around HTTP. Every failure is a PaymentGatewayError;
 * `lost` says the request went out and no answer came back (a timeout, a cut connection, a bare 5xx from a
 * proxy), so it may have taken effect: a payment must then be asked about (query / validation) before it is
 * called failed, never retried blindly. A refusal (`lost` false) is the gateway's answer and final.
 */
import { paisaFromTaka, type Paisa } from '@haat/domain/money';
import { ExternalServiceError, type ExternalErrorDetails, type ExternalFailure } from '../outbound/external-error.ts';
import { requestJson, TransportError, type OutboundAnswer, type OutboundRequest } from '../outbound/http-json.ts';

export type PaymentGatewayName = 'bkash' | 'sslcommerz';

/** bKash asks for a 30-second timeout on every call; SSLCommerz answers faster. */
export const GATEWAY_TIMEOUT_MS = 30_000;

export class PaymentGatewayError extends ExternalServiceError {
  /** No answer: the request may have taken effect. */
  readonly lost: boolean;

  constructor(
    readonly gateway: PaymentGatewayName,
    reason: ExternalFailure,
    details: ExternalErrorDetails & { lost?: boolean } = {},
  ) {
    super(gateway, reason, details);
    this.name = 'PaymentGatewayError';
    this.lost = details.lost ?? false;
  }

  get code(): `payment.${ExternalFailure}` {
    return `payment.${this.reason}`;
  }
}

/** The exchange; a timeout or a failed connection is thrown as a lost PaymentGatewayError. */
export async function gatewayRequest(gateway: PaymentGatewayName, request: OutboundRequest): Promise<OutboundAnswer> {
  try {
    const answer = await requestJson(request);
    if (answer.status >= 500 || answer.status === 408)
      throw new PaymentGatewayError(gateway, 'unavailable', {
        status: answer.status,
        detail: snippet(answer),
        lost: true,
      });
    return answer;
  } catch (error) {
    if (error instanceof TransportError)
      throw new PaymentGatewayError(gateway, error.kind === 'timeout' ? 'timeout' : 'unavailable', {
        cause: error,
        // A connection that never opened carried nothing; anything else may have reached the gateway.
        lost: error.kind === 'timeout' || !isRefusedConnection(error),
      });
    throw error;
  }
}

function isRefusedConnection(error: TransportError): boolean {
  const cause = (error.cause as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code === 'ECONNREFUSED' || cause?.code === 'ENOTFOUND';
}

export function snippet(answer: OutboundAnswer): string | undefined {
  const text = answer.text.trim();
  return text ? text.slice(0, 200) : undefined;
}

/** Paisa as the gateways want taka on the wire: "120.00", "99.50". */
export function takaText(amount: Paisa): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Not an amount to pay: ${amount}`);
  return (amount / 100).toFixed(2);
}

/** Taka text from a gateway ("120", "120.00", "120.5") as paisa; undefined when it is not an amount. */
export function paisaFromText(text: string | undefined): Paisa | undefined {
  if (text === undefined || !/^\d+(\.\d{1,2})?$/u.test(text.trim())) return undefined;
  return paisaFromTaka(Number(text.trim()));
}
