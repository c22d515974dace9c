import { CourierError, type Booking, type BookingOutcome, type Parcel } from './courier.ts';

/** `task` for every item, at most `limit` at once; the results in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}

/** The items in consecutive chunks of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Books each parcel, at most `limit` at once: a courier's refusal of one parcel is its outcome, not the batch's. */
export function bookEach(
  parcels: readonly Parcel[],
  limit: number,
  book: (parcel: Parcel) => Promise<Booking>,
): Promise<BookingOutcome[]> {
  return mapLimited(parcels, limit, async (parcel): Promise<BookingOutcome> => {
    try {
      return { invoice: parcel.invoice, ok: true, booking: await book(parcel) };
    } catch (error) {
      if (error instanceof CourierError) return { invoice: parcel.invoice, ok: false, error };
      throw error;
    }
  });
}
