/**
 * Sends text messages. Never call `send` inside a database transaction: commit first, then send
 * (a slow or failing gateway must not hold locks or roll back a committed change).
 */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}
