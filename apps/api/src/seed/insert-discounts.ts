/**
 * The demo shops' discounts (issue 31 item 6, decision 221): an Eid code, 10% off from 1,000 taka, once per phone, for
 * the next 30 days; and free delivery from 2,000 taka that applies by itself. Both combine, so a big Eid order gets both.
 */
import { instantToDhakaLocal, dhakaLocalToInstant } from '@haat/domain/discounts';
import type { Database } from '../platform/db/types.ts';
import { discounts } from '../platform/db/schema.ts';

export const DEMO_EID_CODE = 'EID10';

/** Dhaka midnight `days` days after `now`'s Dhaka date. */
function dhakaMidnight(now: Date, days: number): Date {
  const date = instantToDhakaLocal(new Date(now.getTime() + days * 86_400_000)).slice(0, 10);
  return dhakaLocalToInstant(`${date}T00:00`)!;
}

export async function insertDemoDiscounts(tx: Database, shopId: number, now: Date): Promise<void> {
  await tx.insert(discounts).values([
    {
      shopId,
      code: DEMO_EID_CODE,
      title: 'ঈদ অফার ১০%',
      kind: 'percentage',
      percentHundredths: 1000,
      minAmountPaisa: 100_000,
      startsAt: dhakaMidnight(now, -1),
      endsAt: dhakaMidnight(now, 31),
      usageLimit: 500,
      oncePerPhone: true,
      combinable: true,
    },
    {
      shopId,
      title: '২,০০০ টাকার বেশি অর্ডারে ফ্রি ডেলিভারি',
      kind: 'free_delivery',
      minAmountPaisa: 200_000,
      combinable: true,
    },
  ]);
}
