import { ExternalServiceError, type ExternalErrorDetails, type ExternalFailure } from '../outbound/external-error.ts';

/**
 * Sends text messages. Never call `send` inside a database transaction: commit first, then send
 * (a slow or failing gateway must not hold locks or roll back a committed change).
 *
 * `send` resolves once the gateway accepted the message (with the gateway's id for it, when it gives
 * one) and rejects when it did not: a gateway's refusal is an SmsGatewayError whose `retryable` tells a
 * job whether another attempt can succeed (timeout, 5xx, the gateway's internal error) or not (wrong
 * key, sender id not approved, invalid number, no balance).
 */
export interface SmsSender {
  send(to: string, text: string, options?: SmsSendOptions): Promise<SmsReceipt | void>;
}

export interface SmsSendOptions {
  /**
   * Our id for the message, the same on every attempt of one job: a gateway that takes one (SSL Wireless
   * `csms_id`) refuses a second message with it, so a retry after a lost answer does not text twice.
   */
  reference?: string;
}

export interface SmsReceipt {
  /** Which gateway took it (`bulksmsbd`, `sslwireless`, `http`, `log`). */
  gateway: string;
  /** The gateway's id for the message, for delivery reports and support. */
  messageId?: string;
}

/** A gateway did not take a message; see ExternalServiceError for the classes and `retryable`. */
export class SmsGatewayError extends ExternalServiceError {
  constructor(gateway: string, reason: ExternalFailure, details: ExternalErrorDetails = {}) {
    super(gateway, reason, details);
    this.name = 'SmsGatewayError';
  }
}
