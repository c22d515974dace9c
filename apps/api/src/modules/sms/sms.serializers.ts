import type { SmsLogEntry } from '@haat/domain/schemas';
import type { SmsLogStatus } from '@haat/domain/sms-settings';
import type { SmsLogRow } from '../../platform/db/rows.ts';

export function serializeSmsLogEntry(row: SmsLogRow): SmsLogEntry {
  return {
    id: row.id,
    order_id: row.orderId,
    event: row.event,
    to: row.to,
    text: row.text,
    segments: row.segments,
    status: row.status as SmsLogStatus,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
