/**
 * Generated catalogue for the search-scale runs, written straight into the database with
 * generate_series: `otherShops` shops of `productsPerOtherShop` products each around one measured
 * shop per size. Names come from a small bilingual vocabulary, so a word such as "saree" matches
 * about one product in twenty in every shop, like a real market where many shops sell sarees.
 */
import type { SqlClient } from './sql-client.ts';

const EN_ADJECTIVES = [
  'Cotton',
  'Silk',
  'Jamdani',
  'Handloom',
  'Printed',
  'Classic',
  'Premium',
  'Organic',
  'Fresh',
  'Leather',
  'Wooden',
  'Brass',
];
const EN_NOUNS = [
  'Saree',
  'Panjabi',
  'Kurti',
  'Lungi',
  'Gamchha',
  'Shawl',
  'Shirt',
  'Bag',
  'Sandal',
  'Honey',
  'Tea',
  'Rice',
  'Lentil',
  'Mango',
  'Spice Mix',
  'Notebook',
  'Novel',
  'Lamp',
  'Bowl',
  'Basket',
];
const BN_ADJECTIVES = [
  'সুতি',
  'রেশমি',
  'জামদানি',
  'তাঁতের',
  'ছাপা',
  'ক্লাসিক',
  'প্রিমিয়াম',
  'জৈব',
  'তাজা',
  'চামড়ার',
  'কাঠের',
  'পিতলের',
];
const BN_NOUNS = [
  'শাড়ি',
  'পাঞ্জাবি',
  'কুর্তি',
  'লুঙ্গি',
  'গামছা',
  'শাল',
  'শার্ট',
  'ব্যাগ',
  'স্যান্ডেল',
  'মধু',
  'চা',
  'চাল',
  'ডাল',
  'আম',
  'মশলা',
  'খাতা',
  'উপন্যাস',
  'বাতি',
  'বাটি',
  'ঝুড়ি',
];

/**
 * What shoppers type, with the share of products each matches: a common English word (1 in 20),
 * two words (1 in 240), a common Bengali word (1 in 20), and a word no product has.
 */
export const SEARCH_TERMS = ['saree', 'silk saree', 'শাড়ি', 'qwerty'] as const;

export const OWNER_MOBILE = '01799000002';
export const measuredShopSlug = (products: number) => `bench-search-${products}`;

const sqlArray = (words: readonly string[]) =>
  `array[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]`;

/** INSERT … SELECT of `perShop` products into every shop matched by `shopFilter` (k varies names across shops). */
function productsSql(shopFilter: string, perShop: number): string {
  const k = '(g + s.id * 7)';
  const adjective = `(1 + ${k} % ${EN_ADJECTIVES.length})`;
  const noun = `(1 + (${k} / ${EN_ADJECTIVES.length}) % ${EN_NOUNS.length})`;
  const price = `(10000 + (${k} * 37) % 500000)`;
  return `insert into products (shop_id, slug, name, bn_name, selling_price_paisa, price_paisa, max_price_paisa, stock, sold_count)
select s.id, 'p-' || g,
       (${sqlArray(EN_ADJECTIVES)})[${adjective}] || ' ' || (${sqlArray(EN_NOUNS)})[${noun}] || ' ' || g,
       (${sqlArray(BN_ADJECTIVES)})[${adjective}] || ' ' || (${sqlArray(BN_NOUNS)})[${noun}],
       ${price}, ${price}, ${price}, 10, (g * 7919) % 1000
  from shops s cross join lateral generate_series(1, ${perShop}) g
 where ${shopFilter};`;
}

export interface SearchDataSpec {
  sizes: readonly number[];
  otherShops: number;
  productsPerOtherShop: number;
}

/** The statements, in order (integers only are interpolated). */
export function searchDataSql(spec: SearchDataSpec): string[] {
  const int = (value: number) => {
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`Not a positive whole number: ${value}`);
    return value;
  };
  const owner = `(select id from owners where mobile = '${OWNER_MOBILE}')`;
  return [
    `insert into owners (name, mobile, password_hash) values ('Bench data owner', '${OWNER_MOBILE}', 'no-login')`,
    `insert into shops (owner_id, slug, name) select ${owner}, 'bench-other-' || g, 'Bench other shop ' || g from generate_series(1, ${int(spec.otherShops)}) g`,
    productsSql(`s.slug like 'bench-other-%'`, int(spec.productsPerOtherShop)),
    ...spec.sizes.flatMap((size) => [
      `insert into shops (owner_id, slug, name) values (${owner}, '${measuredShopSlug(int(size))}', 'Bench search ${size}')`,
      productsSql(`s.slug = '${measuredShopSlug(size)}'`, size),
    ]),
    // Measure a settled catalogue, not the aftermath of a bulk load: without this, autovacuum's pass
    // over the new rows (setting hint bits and the visibility map, merging the GIN pending lists) and
    // the checkpoint of their WAL run during the measured searches.
    'vacuum (analyze)',
    'checkpoint',
  ];
}

export async function generateSearchData(
  sql: SqlClient,
  spec: SearchDataSpec,
): Promise<{ seconds: number; products: number }> {
  const started = performance.now();
  for (const statement of searchDataSql(spec)) await sql.exec(statement);
  const [row] = await sql.query<{ count: string | number }>('select count(*) as count from products');
  return { seconds: Math.round((performance.now() - started) / 100) / 10, products: Number(row?.count ?? 0) };
}
