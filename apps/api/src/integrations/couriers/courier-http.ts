/** What every courier adapter does around HTTP: the call, and the failures every courier shares. */
import { requestJson, TransportError, type OutboundAnswer, type OutboundRequest } from '../outbound/http-json.ts';
import { CourierError, type CourierName } from './courier.ts';

/** A courier's answer should come this fast; a booking job retries after. */
export const COURIER_TIMEOUT_MS = 15_000;

/** The exchange, with a timeout or a failed connection thrown as a retryable CourierError. */
export async function courierRequest(courier: CourierName, request: OutboundRequest): Promise<OutboundAnswer> {
  try {
    return await requestJson(request);
  } catch (error) {
    if (error instanceof TransportError)
      throw new CourierError(courier, error.kind === 'timeout' ? 'timeout' : 'unavailable', { cause: error });
    throw error;
  }
}

/** The start of a body that is not the JSON we expected, for the log. */
export function snippet(answer: OutboundAnswer): string | undefined {
  const text = answer.text.trim();
  return text ? text.slice(0, 200) : undefined;
}

/** The field names of a Laravel-style `errors` object (`{ recipient_phone: ["…"] }`) and its first message. */
export function validationErrors(errors: unknown): { fields: string[]; message: string | undefined } {
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return { fields: [], message: undefined };
  const entries = Object.entries(errors as Record<string, unknown>);
  const first = entries[0]?.[1];
  const message = Array.isArray(first)
    ? first.find((item): item is string => typeof item === 'string')
    : typeof first === 'string'
      ? first
      : undefined;
  return { fields: entries.map(([name]) => name), message };
}
