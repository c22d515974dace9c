/**
 * Meta's published rules for a product catalogue's fields (Commerce Manager, "Supported fields for products"), as a
 * checker the feed tests run on every parsed row: what is required, the allowed values, the formats and the
 * lengths. Written from the rules, not from the feed's code, so a change that breaks a rule fails here.
 */

/** A row as parsed from the CSV or the XML: every field as text, a list field as its values. */
export type FeedRow = Record<string, string | string[] | undefined>;

const REQUIRED = ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link'];
const AVAILABILITY = ['in stock', 'out of stock', 'preorder', 'available for order', 'discontinued'];
const CONDITION = ['new', 'refurbished', 'used'];
/** "9.99 USD": a number with at most two decimals, a space and the ISO 4217 code. */
const PRICE = /^(\d+)(?:\.(\d{1,2}))? ([A-Z]{3})$/u;
const MAX_LENGTH: Record<string, number> = {
  id: 100,
  title: 200,
  description: 9999,
  brand: 100,
  item_group_id: 100,
  size: 200,
  color: 200,
};
const MAX_ADDITIONAL_IMAGES = 20;

const length = (text: string) => Array.from(text).length;

function absoluteHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href.length <= 2000;
  } catch {
    return false;
  }
}

function priceInPaisa(text: string): { paisa: number; currency: string } | null {
  const match = PRICE.exec(text);
  if (!match) return null;
  return { paisa: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')), currency: match[3]! };
}

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(',') : (value ?? ''));
const many = (value: string | string[] | undefined): string[] =>
  Array.isArray(value) ? value : value ? value.split(',') : [];

/** Every broken rule of the rows, as `row id: problem`; empty when the feed is one Meta takes. */
export function metaFeedProblems(rows: readonly FeedRow[], currency = 'BDT'): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  rows.forEach((row, index) => {
    const id = one(row['id']);
    const say = (problem: string) => problems.push(`${id || `row ${index + 1}`}: ${problem}`);
    for (const field of REQUIRED) if (one(row[field]).trim() === '') say(`${field} is required`);
    if (one(row['brand']).trim() === '') say('brand is required (no gtin or mpn is sent)');
    if (ids.has(id)) say('id is not unique');
    ids.add(id);
    for (const [field, max] of Object.entries(MAX_LENGTH)) {
      if (length(one(row[field])) > max) say(`${field} is longer than ${max} characters`);
    }
    if (!AVAILABILITY.includes(one(row['availability']))) say(`availability "${one(row['availability'])}"`);
    if (!CONDITION.includes(one(row['condition']))) say(`condition "${one(row['condition'])}"`);
    if (/<[a-z/!][^>]*>/iu.test(one(row['description']))) say('description holds HTML');
    const price = priceInPaisa(one(row['price']));
    if (!price) say(`price "${one(row['price'])}" is not "<amount> <ISO 4217 code>"`);
    else if (price.currency !== currency) say(`price is in ${price.currency}`);
    const saleText = one(row['sale_price']);
    if (saleText !== '') {
      const sale = priceInPaisa(saleText);
      if (!sale) say(`sale_price "${saleText}" is not "<amount> <ISO 4217 code>"`);
      else if (price && (sale.currency !== price.currency || sale.paisa >= price.paisa))
        say('sale_price is not below price in the same currency');
    }
    for (const field of ['link', 'image_link']) {
      if (!absoluteHttpUrl(one(row[field]))) say(`${field} "${one(row[field])}" is not an absolute http(s) URL`);
    }
    const additional = many(row['additional_image_link']);
    if (additional.length > MAX_ADDITIONAL_IMAGES) say('more than 20 additional_image_link');
    for (const url of additional) if (!absoluteHttpUrl(url)) say(`additional_image_link "${url}"`);
  });
  return problems;
}
