/**
 * Catalogue CSV import (issue 28 item 5, decision 215): a shop's products from Shopify's product CSV (rows grouped
 * by `Handle`) or WooCommerce's product export (parents and `variation` rows) as one neutral plan: products with
 * their options, variants and picture URLs, and every row's errors with Bengali and English texts. csv-parse reads
 * the CSV syntax (quotes, commas and line breaks in cells, a byte-order mark); this module reads the columns.
 *
 * Prices: Haat keeps a selling price and a discount off it (price.ts), Shopify the price paid and a "compare at"
 * price above it, WooCommerce a regular and a sale price. Compare-at (or regular) becomes the selling price and the
 * difference a FIXED discount, so the shopper pays the CSV's price and sees what it was.
 */
import { parse } from 'csv-parse/sync';
import { toAsciiDigits } from './digits.ts';
import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  OPTION_NAME_MAX_LENGTH,
  VARIANT_CODE_MAX_LENGTH,
  VARIANT_MAX_STOCK,
  VARIANT_MAX_WEIGHT_GRAMS,
} from './schemas/variant.ts';

export type CatalogueFormat = 'shopify' | 'woocommerce';

export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_PRICE = 10_000_000;
const NAME_MAX_LENGTH = 150;
const DESCRIPTION_MAX_LENGTH = 5000;
const HANDLE_MAX_LENGTH = 255;
/** Pictures a product keeps (as the admin allows, products.admin.service.ts MAX_PRODUCT_IMAGES). */
const MAX_PICTURES = 10;

export interface ImportOption {
  name: string;
  values: string[];
}

export interface ImportVariant {
  /** The CSV row (1 is the header, as a spreadsheet numbers it). */
  row: number;
  /** One value per option, in the options' order ([] for a simple product). */
  options: string[];
  /** Taka, before discount. */
  selling_price: number;
  /** Taka off the selling price (FIXED). */
  discount: number;
  stock: number;
  sku: string | null;
  barcode: string | null;
  weight_grams: number | null;
  /** One of the product's `images`. */
  image_url: string | null;
  enabled: boolean;
}

export interface ImportProduct {
  /** What matches it on a second import: Shopify's handle; WooCommerce's SKU, else `woo-<ID>`, else its name. */
  handle: string;
  /** The rows it was read from. */
  rows: number[];
  name: string;
  description: string;
  /** false: draft or archived (Shopify), not published (WooCommerce); its variants are imported switched off. */
  active: boolean;
  options: ImportOption[];
  variants: ImportVariant[];
  /** Picture URLs in order (the first is the cover), http or https. */
  images: string[];
}

export const importErrorCodes = [
  'empty_file',
  'unreadable_csv',
  'unknown_format',
  'too_many_rows',
  'missing_handle',
  'missing_title',
  'title_too_long',
  'bad_price',
  'bad_compare_price',
  'bad_number',
  'duplicate_sku',
  'sku_taken',
  'code_too_long',
  'too_many_options',
  'too_many_values',
  'option_name_too_long',
  'missing_option_name',
  'missing_option_value',
  'duplicate_variant',
  'too_many_variants',
  'no_variants',
  'bad_url',
  'missing_parent',
  'not_saved',
  'picture_failed',
] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

export interface ImportError {
  /** The CSV row, or null for the whole file. */
  row: number | null;
  handle: string | null;
  code: ImportErrorCode;
  /** The column it is about, as the CSV names it. */
  column: string | null;
  /** What the owner reads, in Bengali and in English. */
  message: { bn: string; en: string };
}

export interface ImportPlan {
  format: CatalogueFormat | null;
  /** Data rows read (the header not counted). */
  rows: number;
  /** Products without errors, in the file's order; a product with an error is left out whole. */
  products: ImportProduct[];
  errors: ImportError[];
}

type Values = Record<string, string | number>;

const bnNumber = (value: string | number) => String(value).replace(/[0-9]/gu, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);

/** The texts of each error; `values` fill `{name}` placeholders (numbers in Bengali digits in the Bengali text). */
const TEXTS: Record<ImportErrorCode, { bn: string; en: string }> = {
  empty_file: { bn: 'ফাইলে কোনো পণ্য নেই।', en: 'The file has no products.' },
  unreadable_csv: { bn: 'ফাইলটি CSV হিসেবে পড়া যায়নি: {detail}', en: 'The file could not be read as CSV: {detail}' },
  unknown_format: {
    bn: 'এটি Shopify বা WooCommerce-এর পণ্যের CSV নয় (Handle বা Type কলাম নেই)।',
    en: 'This is not a Shopify or WooCommerce product CSV (no Handle or Type column).',
  },
  too_many_rows: { bn: 'একবারে সর্বোচ্চ {max}টি সারি আনা যায়।', en: 'A file can have at most {max} rows.' },
  missing_handle: { bn: 'Handle খালি।', en: 'The Handle is empty.' },
  missing_title: { bn: 'পণ্যের নাম (Title) নেই।', en: 'The product has no title.' },
  title_too_long: { bn: 'নাম {max} অক্ষরের বেশি।', en: 'The title is longer than {max} characters.' },
  bad_price: { bn: 'দাম "{value}" সঠিক নয়।', en: 'The price "{value}" is not a valid price.' },
  bad_compare_price: {
    bn: 'আগের দাম "{value}" সঠিক নয়।',
    en: 'The compare-at (regular) price "{value}" is not a valid price.',
  },
  bad_number: { bn: '"{value}" সঠিক সংখ্যা নয়।', en: '"{value}" is not a valid number.' },
  duplicate_sku: { bn: 'SKU "{value}" একাধিকবার আছে।', en: 'The SKU "{value}" is used more than once.' },
  sku_taken: {
    bn: 'SKU "{value}" দোকানের অন্য একটি পণ্যে আছে।',
    en: 'The SKU "{value}" belongs to another product of the shop.',
  },
  code_too_long: { bn: '"{value}" {max} অক্ষরের বেশি।', en: '"{value}" is longer than {max} characters.' },
  too_many_options: {
    bn: 'একটি পণ্যের সর্বোচ্চ {max}টি অপশন থাকতে পারে।',
    en: 'A product can have at most {max} options.',
  },
  too_many_values: {
    bn: 'অপশন "{value}"-এর সর্বোচ্চ {max}টি মান থাকতে পারে।',
    en: 'The option "{value}" can have at most {max} values.',
  },
  option_name_too_long: {
    bn: 'অপশন বা মান "{value}" {max} অক্ষরের বেশি।',
    en: 'The option or value "{value}" is longer than {max} characters.',
  },
  missing_option_name: {
    bn: 'অপশনের মান আছে কিন্তু অপশনের নাম নেই।',
    en: 'An option has values but no name.',
  },
  missing_option_value: {
    bn: 'অপশন "{value}"-এর মান নেই।',
    en: 'The option "{value}" has no value in this row.',
  },
  duplicate_variant: {
    bn: '"{value}" ভ্যারিয়েন্টটি একাধিকবার আছে।',
    en: 'The variant "{value}" is listed more than once.',
  },
  too_many_variants: {
    bn: 'একটি পণ্যের সর্বোচ্চ {max}টি ভ্যারিয়েন্ট থাকতে পারে।',
    en: 'A product can have at most {max} variants.',
  },
  no_variants: { bn: 'পণ্যটির কোনো দাম বা ভ্যারিয়েন্ট নেই।', en: 'The product has no price or variant.' },
  bad_url: {
    bn: 'ছবির ঠিকানা "{value}" http বা https লিংক নয়।',
    en: 'The picture address "{value}" is not an http or https link.',
  },
  not_saved: {
    bn: 'পণ্যটি সেভ করা যায়নি: {detail}',
    en: 'The product could not be saved: {detail}',
  },
  picture_failed: {
    bn: 'ছবি "{value}" আনা যায়নি: {detail}',
    en: 'The picture "{value}" could not be fetched: {detail}',
  },
  missing_parent: {
    bn: 'ভ্যারিয়েশনের মূল পণ্য "{value}" ফাইলে নেই।',
    en: 'The variation\'s parent "{value}" is not in the file.',
  },
};

function fill(text: string, values: Values, bengali: boolean): string {
  return text.replace(/\{(\w+)\}/gu, (_, key: string) => {
    const value = values[key];
    if (value === undefined) return '';
    return bengali && typeof value === 'number' ? bnNumber(value) : String(value);
  });
}

/** An error with its texts. */
export function importError(
  code: ImportErrorCode,
  at: { row: number | null; handle: string | null; column?: string | null },
  values: Values = {},
): ImportError {
  const texts = TEXTS[code];
  return {
    row: at.row,
    handle: at.handle,
    code,
    column: at.column ?? null,
    message: { bn: fill(texts.bn, values, true), en: fill(texts.en, values, false) },
  };
}

// ---- cells ------------------------------------------------------------------------------------

/** A row with its cells by column name (trimmed; absent columns read as ''). */
interface Row {
  number: number;
  get(column: string): string;
}

/** A number in a cell: ASCII or Bengali digits, thousands commas, a ৳ or currency code; '' is `empty`. */
function readNumber(cell: string): number | null | 'empty' {
  const cleaned = toAsciiDigits(cell)
    .replace(/[৳$,\s]|tk|bdt/giu, '')
    .trim();
  if (cleaned === '') return 'empty';
  if (!/^-?\d+(\.\d+)?$/u.test(cleaned)) return null;
  return Number(cleaned);
}

const isPrice = (value: number) => value >= 0 && value <= IMPORT_MAX_PRICE && Math.round(value * 100) === value * 100;

/** Plain text of an HTML description: paragraphs and breaks become line breaks, tags go, common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/giu, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/giu, '\n')
    .replace(/<[^>]*>/gu, '')
    .replace(/&nbsp;/gu, ' ')
    .replace(/&amp;/gu, '&')
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&quot;/gu, '"')
    .replace(/&#39;|&apos;/gu, "'")
    .replace(/[ \t]+\n/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim()
    .slice(0, DESCRIPTION_MAX_LENGTH);
}

const isWebUrl = (url: string) => /^https?:\/\/[^\s/]+/iu.test(url);

// ---- shared checks ------------------------------------------------------------------------------

/** What a format reader gathers for one product before the shared checks. */
interface Draft {
  handle: string;
  rows: number[];
  firstRow: number;
  name: string;
  description: string;
  active: boolean;
  /** Option names, in order (values gathered from the variants, or listed by a WooCommerce parent). */
  optionNames: string[];
  optionValues: string[][];
  variants: (ImportVariant & { missing: string[] })[];
  images: string[];
  errors: ImportError[];
}

function newDraft(handle: string, row: number): Draft {
  return {
    handle,
    rows: [],
    firstRow: row,
    name: '',
    description: '',
    active: true,
    optionNames: [],
    optionValues: [],
    variants: [],
    images: [],
    errors: [],
  };
}

interface PriceCells {
  price: { column: string; cell: string };
  compareAt: { column: string; cell: string };
}

/** Selling price and FIXED discount from the price paid and the price it was (compare-at, regular). */
function readPrices(
  row: Row,
  handle: string,
  cells: PriceCells,
  errors: ImportError[],
): { selling_price: number; discount: number } | null {
  const at = { row: row.number, handle };
  const price = readNumber(cells.price.cell);
  if (price === 'empty' || price === null || !isPrice(price) || price === 0) {
    errors.push(importError('bad_price', { ...at, column: cells.price.column }, { value: cells.price.cell }));
    return null;
  }
  const compareAt = readNumber(cells.compareAt.cell);
  if (compareAt === 'empty') return { selling_price: price, discount: 0 };
  if (compareAt === null || !isPrice(compareAt)) {
    errors.push(
      importError('bad_compare_price', { ...at, column: cells.compareAt.column }, { value: cells.compareAt.cell }),
    );
    return null;
  }
  // A compare-at price at or below the price is no discount (Shopify shows none either).
  if (compareAt <= price) return { selling_price: price, discount: 0 };
  return { selling_price: compareAt, discount: Math.round((compareAt - price) * 100) / 100 };
}

/** A whole number cell (stock, grams); '' gives `empty`; an error and null for anything else. */
function readCount(
  row: Row,
  handle: string,
  column: string,
  max: number,
  errors: ImportError[],
  scale = 1,
): number | null | 'empty' {
  const cell = row.get(column);
  const value = readNumber(cell);
  if (value === 'empty') return 'empty';
  const scaled = value === null ? null : Math.round(value * scale);
  // Shopify exports negative stock for oversold items: Haat's stock starts at zero.
  if (scaled !== null && scaled < 0 && column.toLowerCase().includes('qty')) return 0;
  if (scaled === null || scaled < 0 || scaled > max) {
    errors.push(importError('bad_number', { row: row.number, handle, column }, { value: cell }));
    return null;
  }
  return scaled;
}

function readCode(row: Row, handle: string, column: string, errors: ImportError[]): string | null {
  const cell = row.get(column).replace(/^'/u, '');
  if (cell === '') return null;
  if (cell.length > VARIANT_CODE_MAX_LENGTH) {
    errors.push(
      importError('code_too_long', { row: row.number, handle, column }, { value: cell, max: VARIANT_CODE_MAX_LENGTH }),
    );
    return null;
  }
  return cell;
}

function addImage(draft: Draft, url: string, row: number, column: string): string | null {
  if (url === '') return null;
  if (!isWebUrl(url)) {
    draft.errors.push(importError('bad_url', { row, handle: draft.handle, column }, { value: url }));
    return null;
  }
  if (!draft.images.includes(url)) draft.images.push(url);
  return url;
}

/** The checks every product passes whatever its format; its errors, or the product. */
function finish(draft: Draft): { product: ImportProduct | null; errors: ImportError[] } {
  const errors = [...draft.errors];
  const at = { row: draft.firstRow, handle: draft.handle };
  if (draft.name === '') errors.push(importError('missing_title', { ...at, column: 'Title' }));
  else if (draft.name.length > NAME_MAX_LENGTH)
    errors.push(importError('title_too_long', { ...at, column: 'Title' }, { max: NAME_MAX_LENGTH }));
  if (draft.optionNames.length > MAX_PRODUCT_OPTIONS)
    errors.push(importError('too_many_options', at, { max: MAX_PRODUCT_OPTIONS }));
  for (const name of draft.optionNames)
    if (name.length > OPTION_NAME_MAX_LENGTH)
      errors.push(importError('option_name_too_long', at, { value: name, max: OPTION_NAME_MAX_LENGTH }));
  if (draft.variants.length === 0) errors.push(importError('no_variants', at));
  if (draft.variants.length > MAX_PRODUCT_VARIANTS)
    errors.push(importError('too_many_variants', at, { max: MAX_PRODUCT_VARIANTS }));

  const options = draft.optionNames.slice(0, MAX_PRODUCT_OPTIONS).map((name, index) => ({
    name,
    values: [...(draft.optionValues[index] ?? [])],
  }));
  const seen = new Set<string>();
  for (const variant of draft.variants) {
    for (const name of variant.missing)
      errors.push(importError('missing_option_value', { row: variant.row, handle: draft.handle }, { value: name }));
    variant.options.forEach((value, index) => {
      const option = options[index];
      if (!option || value === '') return;
      if (value.length > OPTION_NAME_MAX_LENGTH)
        errors.push(
          importError(
            'option_name_too_long',
            { row: variant.row, handle: draft.handle },
            { value, max: OPTION_NAME_MAX_LENGTH },
          ),
        );
      if (!option.values.includes(value)) option.values.push(value);
    });
    const key = variant.options.map((value) => value.toLowerCase()).join('\u0000');
    if (seen.has(key))
      errors.push(
        importError(
          'duplicate_variant',
          { row: variant.row, handle: draft.handle },
          { value: variant.options.join(' / ') || draft.name },
        ),
      );
    seen.add(key);
  }
  for (const option of options)
    if (option.values.length > MAX_OPTION_VALUES)
      errors.push(importError('too_many_values', at, { value: option.name, max: MAX_OPTION_VALUES }));
  if (errors.length > 0) return { product: null, errors };
  return {
    product: {
      handle: draft.handle,
      rows: draft.rows,
      name: draft.name,
      description: draft.description,
      active: draft.active,
      options,
      variants: draft.variants.map(({ missing: _missing, ...variant }) => ({
        ...variant,
        enabled: variant.enabled && draft.active,
      })),
      images: draft.images.slice(0, MAX_PICTURES),
    },
    errors,
  };
}

/** Duplicate SKUs across the whole file (any case): every row after the first that has one is an error. */
function duplicateSkus(drafts: Draft[], skuColumn: string): void {
  const withSku = drafts
    .flatMap((draft) => draft.variants.map((variant) => ({ draft, variant })))
    .filter(({ variant }) => variant.sku !== null)
    .sort((a, b) => a.variant.row - b.variant.row);
  const seen = new Set<string>();
  for (const { draft, variant } of withSku) {
    const key = variant.sku!.toLowerCase();
    if (seen.has(key))
      draft.errors.push(
        importError(
          'duplicate_sku',
          { row: variant.row, handle: draft.handle, column: skuColumn },
          { value: variant.sku! },
        ),
      );
    seen.add(key);
  }
}

/** A format reader's products and the errors of rows that belong to none. */
interface Read {
  drafts: Draft[];
  errors: ImportError[];
}

// ---- Shopify ------------------------------------------------------------------------------------

const SHOPIFY_DEFAULT_OPTION = 'title';
const SHOPIFY_DEFAULT_VALUE = 'default title';

function readShopify(rows: Row[]): Read {
  const drafts = new Map<string, Draft>();
  const missingHandles: ImportError[] = [];
  /** Each picture's `Image Position`: pictures are kept in that order (those without one last). */
  const positions = new Map<string, number>();
  for (const row of rows) {
    const handle = row.get('Handle').slice(0, HANDLE_MAX_LENGTH);
    if (handle === '') {
      missingHandles.push(importError('missing_handle', { row: row.number, handle: null, column: 'Handle' }));
      continue;
    }
    let draft = drafts.get(handle);
    if (!draft) {
      draft = newDraft(handle, row.number);
      drafts.set(handle, draft);
    }
    draft.rows.push(row.number);
    if (draft.name === '') draft.name = row.get('Title');
    if (draft.description === '' && row.get('Body (HTML)') !== '')
      draft.description = htmlToText(row.get('Body (HTML)'));
    const status = row.get('Status').toLowerCase();
    if (status !== '' && draft.rows.length === 1) draft.active = status === 'active';
    const published = row.get('Published').toLowerCase();
    if (status === '' && published !== '' && draft.rows.length === 1) draft.active = published !== 'false';

    // Option names come with the product's first row (Shopify leaves them empty on the others).
    for (let index = 0; index < 3; index += 1) {
      const name = row.get(`Option${index + 1} Name`);
      if (name !== '' && draft.optionNames[index] === undefined) draft.optionNames[index] = name;
    }

    const values = [0, 1, 2].map((index) => row.get(`Option${index + 1} Value`));
    const isVariant =
      values.some((value) => value !== '') || row.get('Variant Price') !== '' || row.get('Variant SKU') !== '';
    const imageColumn = 'Image Src';
    const image = row.get(imageColumn);
    if (image !== '' && addImage(draft, image, row.number, imageColumn) !== null) {
      const position = readNumber(row.get('Image Position'));
      if (typeof position === 'number' && !positions.has(image)) positions.set(image, position);
    }
    if (!isVariant) continue;

    const errors = draft.errors;
    const prices = readPrices(
      row,
      handle,
      {
        price: { column: 'Variant Price', cell: row.get('Variant Price') },
        compareAt: { column: 'Variant Compare At Price', cell: row.get('Variant Compare At Price') },
      },
      errors,
    );
    const stock = readCount(row, handle, 'Variant Inventory Qty', VARIANT_MAX_STOCK, errors);
    const grams = readCount(row, handle, 'Variant Grams', VARIANT_MAX_WEIGHT_GRAMS, errors);
    const sku = readCode(row, handle, 'Variant SKU', errors);
    const barcode = readCode(row, handle, 'Variant Barcode', errors);
    const variantImage = addImage(draft, row.get('Variant Image'), row.number, 'Variant Image');
    draft.variants.push({
      row: row.number,
      options: values,
      missing: [],
      selling_price: prices?.selling_price ?? 0,
      discount: prices?.discount ?? 0,
      stock: typeof stock === 'number' ? stock : 0,
      sku,
      barcode,
      weight_grams: typeof grams === 'number' ? grams : null,
      image_url: variantImage,
      enabled: true,
    });
  }
  const positionOf = (url: string) => positions.get(url) ?? Number.MAX_SAFE_INTEGER;
  for (const draft of drafts.values()) {
    shopifyOptions(draft);
    draft.images.sort((a, b) => positionOf(a) - positionOf(b));
  }
  const list = [...drafts.values()];
  duplicateSkus(list, 'Variant SKU');
  return { drafts: list, errors: missingHandles };
}

/** Shopify's simple product is option "Title" with value "Default Title": no options. Values are cut to the names. */
function shopifyOptions(draft: Draft): void {
  const names = draft.optionNames;
  const isDefault =
    names.length === 1 &&
    names[0]!.toLowerCase() === SHOPIFY_DEFAULT_OPTION &&
    draft.variants.every(
      (variant) => variant.options[0]!.toLowerCase() === SHOPIFY_DEFAULT_VALUE || variant.options[0] === '',
    );
  if (isDefault || names.length === 0) {
    draft.optionNames = [];
    for (const variant of draft.variants) {
      if (!isDefault && variant.options.some((value) => value !== ''))
        draft.errors.push(importError('missing_option_name', { row: variant.row, handle: draft.handle }));
      variant.options = [];
    }
    return;
  }
  // A gap (Option2 named, Option1 not) is an option without a name.
  if (names.some((name) => name === undefined || name === ''))
    draft.errors.push(importError('missing_option_name', { row: draft.firstRow, handle: draft.handle }));
  const count = names.length;
  for (const variant of draft.variants) {
    if (variant.options.slice(count).some((value) => value !== ''))
      draft.errors.push(importError('missing_option_name', { row: variant.row, handle: draft.handle }));
    variant.options = variant.options.slice(0, count);
    variant.missing = variant.options.flatMap((value, index) => (value === '' ? [names[index] ?? ''] : []));
  }
}

// ---- WooCommerce --------------------------------------------------------------------------------

/** A WooCommerce row's types ("variable", "variation", "simple, virtual" …). */
const typesOf = (row: Row) =>
  row
    .get('Type')
    .toLowerCase()
    .split(',')
    .map((type) => type.trim());

/** `Attribute N name` columns in the header, by N. */
function wooAttributeNumbers(header: string[]): number[] {
  return header
    .flatMap((column) => {
      const match = /^attribute (\d+) name$/iu.exec(column);
      return match ? [Number(match[1])] : [];
    })
    .sort((a, b) => a - b);
}

/** WooCommerce lists values as "S, M, L" (a comma inside a value is escaped as "\,"). */
const splitList = (cell: string) =>
  cell
    .split(/(?<!\\),/u)
    .map((value) => value.replace(/\\,/gu, ',').trim())
    .filter((value) => value !== '');

function readWoo(rows: Row[], header: string[]): Read {
  const attributes = wooAttributeNumbers(header);
  const drafts: Draft[] = [];
  const byReference = new Map<string, Draft>();
  const orphans: ImportError[] = [];
  const weightColumn = header.find((column) => /^weight/iu.test(column)) ?? 'Weight (kg)';
  const weightScale = /\(g\)/iu.test(weightColumn) ? 1 : 1000;

  const variantOf = (row: Row, draft: Draft, options: string[]): ImportVariant & { missing: string[] } => {
    const errors = draft.errors;
    const prices = readPrices(
      row,
      draft.handle,
      {
        price: {
          column: row.get('Sale price') === '' ? 'Regular price' : 'Sale price',
          cell: row.get('Sale price') === '' ? row.get('Regular price') : row.get('Sale price'),
        },
        compareAt: { column: 'Regular price', cell: row.get('Sale price') === '' ? '' : row.get('Regular price') },
      },
      errors,
    );
    const stock = readCount(row, draft.handle, 'Stock', VARIANT_MAX_STOCK, errors);
    const grams = readCount(row, draft.handle, weightColumn, VARIANT_MAX_WEIGHT_GRAMS, errors, weightScale);
    const images = splitList(row.get('Images'));
    const image = images[0] ? addImage(draft, images[0], row.number, 'Images') : null;
    const published = row.get('Published');
    return {
      row: row.number,
      options,
      missing: [],
      selling_price: prices?.selling_price ?? 0,
      discount: prices?.discount ?? 0,
      stock: typeof stock === 'number' ? stock : 0,
      sku: readCode(row, draft.handle, 'SKU', errors),
      barcode: readCode(row, draft.handle, header.find((c) => /^(gtin|ean|upc|barcode)/iu.test(c)) ?? 'GTIN', errors),
      weight_grams: typeof grams === 'number' ? grams : null,
      image_url: image,
      enabled: published === '' || published === '1',
    };
  };

  for (const row of rows) {
    const types = typesOf(row);
    if (types.includes('variation')) continue;
    const handle = (row.get('SKU') || (row.get('ID') ? `woo-${row.get('ID')}` : '') || row.get('Name')).slice(
      0,
      HANDLE_MAX_LENGTH,
    );
    const draft = newDraft(handle, row.number);
    draft.rows.push(row.number);
    draft.name = row.get('Name');
    draft.description = htmlToText(row.get('Description') || row.get('Short description'));
    const published = row.get('Published');
    draft.active = published === '' || published === '1';
    for (const url of splitList(row.get('Images'))) addImage(draft, url, row.number, 'Images');
    if (handle === '')
      draft.errors.push(importError('missing_handle', { row: row.number, handle: null, column: 'SKU' }));
    if (types.includes('variable')) {
      for (const number of attributes) {
        const name = row.get(`Attribute ${number} name`);
        const values = splitList(row.get(`Attribute ${number} value(s)`));
        if (name === '' && values.length === 0) continue;
        if (name === '') draft.errors.push(importError('missing_option_name', { row: row.number, handle }));
        draft.optionNames.push(name);
        draft.optionValues.push(values);
      }
    } else {
      draft.variants.push(variantOf(row, draft, []));
    }
    drafts.push(draft);
    if (row.get('ID') !== '') byReference.set(`id:${row.get('ID')}`, draft);
    if (row.get('SKU') !== '') byReference.set(row.get('SKU').toLowerCase(), draft);
  }

  for (const row of rows) {
    if (!typesOf(row).includes('variation')) continue;
    const parent = row.get('Parent');
    const draft = byReference.get(parent.toLowerCase()) ?? byReference.get(`id:${parent}`);
    if (!draft) {
      orphans.push(
        importError('missing_parent', { row: row.number, handle: null, column: 'Parent' }, { value: parent }),
      );
      continue;
    }
    draft.rows.push(row.number);
    // A variation names its value of each of its parent's attributes by the attribute's name.
    const valueByName = new Map<string, string>();
    for (const number of attributes) {
      const name = row.get(`Attribute ${number} name`).toLowerCase();
      if (name !== '') valueByName.set(name, splitList(row.get(`Attribute ${number} value(s)`))[0] ?? '');
    }
    const options = draft.optionNames.map((name) => valueByName.get(name.toLowerCase()) ?? '');
    const variant = variantOf(row, draft, options);
    variant.missing = draft.optionNames.filter((_, index) => options[index] === '');
    draft.variants.push(variant);
  }
  duplicateSkus(drafts, 'SKU');
  return { drafts, errors: orphans };
}

// ---- the file -----------------------------------------------------------------------------------

function detectFormat(header: string[]): CatalogueFormat | null {
  const names = new Set(header.map((column) => column.toLowerCase()));
  if (names.has('handle')) return 'shopify';
  if (names.has('type') && (names.has('regular price') || names.has('parent'))) return 'woocommerce';
  return null;
}

/**
 * Reads a Shopify or WooCommerce product CSV into an import plan. Never throws: an unreadable file is one error.
 * Products with any error are left out of `products` (the owner fixes the file and imports again).
 */
export function parseCatalogueCsv(text: string): ImportPlan {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      format: null,
      rows: 0,
      products: [],
      errors: [importError('unreadable_csv', { row: null, handle: null }, { detail })],
    };
  }
  const [headerCells, ...dataRows] = records;
  const header = (headerCells ?? []).map((cell) => cell.trim());
  const rows = dataRows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const plan: ImportPlan = { format: detectFormat(header), rows: rows.length, products: [], errors: [] };
  const fileError = (code: ImportErrorCode, values: Values = {}) =>
    ({ ...plan, errors: [importError(code, { row: null, handle: null }, values)] }) satisfies ImportPlan;
  if (header.length === 0 || rows.length === 0) return fileError('empty_file');
  if (plan.format === null) return fileError('unknown_format');
  if (rows.length > IMPORT_MAX_ROWS) return fileError('too_many_rows', { max: IMPORT_MAX_ROWS });

  const indexOf = new Map<string, number>();
  header.forEach((column, index) => {
    if (!indexOf.has(column.toLowerCase())) indexOf.set(column.toLowerCase(), index);
  });
  const asRows: Row[] = [];
  dataRows.forEach((cells, index) => {
    if (!cells.some((cell) => cell.trim() !== '')) return;
    asRows.push({
      number: index + 2,
      get: (column) => {
        const at = indexOf.get(column.toLowerCase());
        return at === undefined ? '' : (cells[at] ?? '').trim();
      },
    });
  });
  const { drafts, errors } = plan.format === 'shopify' ? readShopify(asRows) : readWoo(asRows, header);
  plan.errors.push(...errors);
  for (const draft of drafts) {
    const { product, errors } = finish(draft);
    if (product) plan.products.push(product);
    plan.errors.push(...errors);
  }
  plan.errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return plan;
}
