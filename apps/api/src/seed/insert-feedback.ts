/**
 * What customers said: reviews of products they received (delivered or completed orders), and
 * chats with the shop, some still unread on either side.
 */
import type { Database } from '../platform/db/types.ts';
import { messages, reviews } from '../platform/db/schema.ts';
import type { CustomerRow } from '../platform/db/rows.ts';
import type { InsertedOrder } from './insert-orders.ts';
import { seededRandom } from './random.ts';
import type { DemoShop } from './types.ts';

const HOUR = 60 * 60 * 1000;

const REVIEW_COMMENTS: Record<number, readonly string[]> = {
  5: ['খুব ভালো মানের পণ্য, সময়মতো হাতে পেয়েছি।', 'ছবির সাথে হুবহু মিল আছে, আবার কিনব।', 'প্যাকেজিং চমৎকার ছিল, ধন্যবাদ!'],
  4: ['দাম অনুযায়ী মান ভালো।', 'পণ্য ভালো, ডেলিভারিও দ্রুত হয়েছে।'],
  3: ['পণ্য ঠিক আছে, তবে ডেলিভারি একটু দেরিতে হয়েছে।'],
};

/**
 * A review for each product a customer received, once per customer and product. The demo
 * customer's most recent delivered order keeps one product unreviewed, so a review can be written.
 */
export async function insertReviews(
  tx: Database,
  shopId: number,
  orders: readonly InsertedOrder[],
  customers: CustomerRow[],
  now: Date,
): Promise<number> {
  const random = seededRandom(`reviews:${shopId}`);
  const names = new Map(customers.map((customer) => [customer.id, customer.name]));
  const demoCustomerId = customers[0]!.id;
  const leftForDemo = orders.find(
    (entry) => entry.order.customerId === demoCustomerId && entry.order.status === 'delivered',
  );
  const reviewed = new Set<string>();
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const { order, items, plan } of orders) {
    if (order.customerId === null || (order.status !== 'delivered' && order.status !== 'completed')) continue;
    for (const item of items) {
      if (item.productId === null || (order === leftForDemo?.order && item === items[0])) continue;
      const key = `${order.customerId}:${item.productId}`;
      if (reviewed.has(key)) continue;
      reviewed.add(key);
      const rating = random.pick([5, 5, 5, 4, 4, 3]);
      const at = new Date(Math.min(plan.history.at(-1)!.at.getTime() + 6 * HOUR, now.getTime() - HOUR));
      rows.push({
        shopId,
        productId: item.productId,
        customerId: order.customerId,
        customerName: names.get(order.customerId)!,
        rating,
        comment: random.pick(REVIEW_COMMENTS[rating]!),
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  if (rows.length > 0) await tx.insert(reviews).values(rows);
  return rows.length;
}

interface ChatLine {
  from: 'customer' | 'shop';
  body: string;
  /** Whether the other side has read it. */
  read: boolean;
}

function conversations(shop: DemoShop, featuredName: string): ChatLine[][] {
  return [
    // The demo customer: the shop's last answer is still unread by the customer.
    [
      { from: 'customer', body: `আসসালামু আলাইকুম, "${featuredName}" কি এখন স্টকে আছে?`, read: true },
      { from: 'shop', body: 'ওয়ালাইকুম আসসালাম। জি, আছে। আজ অর্ডার করলে ঢাকায় ১-২ দিনে পৌঁছে যাবে।', read: true },
      { from: 'customer', body: 'ক্যাশ অন ডেলিভারি তো? পণ্য দেখে টাকা দেওয়া যাবে?', read: true },
      {
        from: 'shop',
        body: `জি, পণ্য হাতে পেয়ে দেখে টাকা দেবেন। কোনো প্রশ্ন থাকলে ${shop.publicNumber} নম্বরে ফোন করুন।`,
        read: false,
      },
    ],
    // The second customer: their last message waits for the shop.
    [
      { from: 'customer', body: 'আমার অর্ডারটা কবে পাঠাবেন?', read: true },
      { from: 'shop', body: 'আপনার অর্ডার প্যাক করা হচ্ছে, কালকের মধ্যে কুরিয়ারে দেওয়া হবে।', read: true },
      { from: 'customer', body: 'ঠিক আছে, ধন্যবাদ। কুরিয়ারের নাম জানাবেন।', read: false },
    ],
    // The third customer: one question, not answered yet.
    [{ from: 'customer', body: 'ঢাকার বাইরে ডেলিভারি চার্জ কত? চট্টগ্রামে পাঠান?', read: false }],
  ];
}

/** Chats of the demo customer and two others with the shop, over the last two days. */
export async function insertMessages(
  tx: Database,
  shop: DemoShop,
  shopId: number,
  customers: CustomerRow[],
  now: Date,
): Promise<number> {
  const featured = shop.products.find((product) => product.slug === shop.featuredProduct) ?? shop.products[0]!;
  const rows = conversations(shop, featured.bnName).flatMap((lines, thread) => {
    const customer = customers[thread]!;
    const start = now.getTime() - (40 - thread * 12) * HOUR;
    return lines.map((line, i) => {
      const at = new Date(start + i * 45 * 60 * 1000);
      return {
        shopId,
        customerId: customer.id,
        sender: line.from,
        body: line.body,
        readAt: line.read ? new Date(at.getTime() + 10 * 60 * 1000) : null,
        createdAt: at,
      };
    });
  });
  await tx.insert(messages).values(rows);
  return rows.length;
}
