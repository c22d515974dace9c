import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCatalogueCsv, htmlToText, type ImportPlan } from './catalogue-csv.ts';
import { unitPriceTaka } from './price.ts';

/** Shopify's product CSV columns (help.shopify.com, "Using CSV files to import and export products"). */
const SHOPIFY_HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option1 Linked To',
  'Option2 Name',
  'Option2 Value',
  'Option2 Linked To',
  'Option3 Name',
  'Option3 Value',
  'Option3 Linked To',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Variant Weight Unit',
  'Variant Tax Code',
  'Cost per item',
  'Status',
];

/** WooCommerce's product export columns (Products → Export, all columns). */
const WOO_HEADER = [
  'ID',
  'Type',
  'SKU',
  'Name',
  'Published',
  'Is featured?',
  'Visibility in catalog',
  'Short description',
  'Description',
  'Date sale price starts',
  'Date sale price ends',
  'Tax status',
  'Tax class',
  'In stock?',
  'Stock',
  'Low stock amount',
  'Backorders allowed?',
  'Sold individually?',
  'Weight (kg)',
  'Length (cm)',
  'Width (cm)',
  'Height (cm)',
  'Allow customer reviews?',
  'Purchase note',
  'Sale price',
  'Regular price',
  'Categories',
  'Tags',
  'Shipping class',
  'Images',
  'Download limit',
  'Download expiry days',
  'Parent',
  'Grouped products',
  'Upsells',
  'Cross-sells',
  'External URL',
  'Button text',
  'Position',
  'Attribute 1 name',
  'Attribute 1 value(s)',
  'Attribute 1 visible',
  'Attribute 1 global',
  'Attribute 2 name',
  'Attribute 2 value(s)',
  'Attribute 2 visible',
  'Attribute 2 global',
];

const quote = (cell: string) => (/[",\n\r]/u.test(cell) ? `"${cell.replace(/"/gu, '""')}"` : cell);

/** A CSV file with `header` and rows given by column name (other cells empty). */
function csv(header: string[], rows: Record<string, string>[]): string {
  return [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))]
    .map((cells) => cells.map(quote).join(','))
    .join('\r\n');
}

const shopify = (rows: Record<string, string>[]) => csv(SHOPIFY_HEADER, rows);
const woo = (rows: Record<string, string>[]) => csv(WOO_HEADER, rows);

const kurti: Record<string, string>[] = [
  {
    Handle: 'cotton-kurti',
    Title: 'সুতি কুর্তি, হাতের কাজ',
    'Body (HTML)': '<p>নরম সুতি, <strong>আরামদায়ক</strong></p><p>ধোয়া যায় &amp; টেকসই</p>',
    Published: 'TRUE',
    'Option1 Name': 'সাইজ',
    'Option1 Value': 'M',
    'Option2 Name': 'রং',
    'Option2 Value': 'লাল',
    'Variant SKU': 'KURTI-M-RED',
    'Variant Grams': '250',
    'Variant Inventory Qty': '5',
    'Variant Price': '950.00',
    'Variant Compare At Price': '1,200.00',
    'Variant Barcode': '8901234567890',
    'Image Src': 'https://cdn.example.com/kurti-red.jpg',
    'Image Position': '1',
    'Variant Image': 'https://cdn.example.com/kurti-red.jpg',
    Status: 'active',
  },
  {
    Handle: 'cotton-kurti',
    'Option1 Value': 'L',
    'Option2 Value': 'লাল',
    'Variant SKU': 'KURTI-L-RED',
    'Variant Inventory Qty': '০৩',
    'Variant Price': '950',
    'Variant Image': 'https://cdn.example.com/kurti-red.jpg',
    'Image Src': 'https://cdn.example.com/kurti-blue.jpg',
    'Image Position': '2',
  },
  {
    Handle: 'cotton-kurti',
    'Option1 Value': 'M',
    'Option2 Value': 'নীল',
    'Variant SKU': 'KURTI-M-BLUE',
    'Variant Inventory Qty': '-2',
    'Variant Price': '1000',
    'Variant Image': 'https://cdn.example.com/kurti-blue.jpg',
  },
  { Handle: 'cotton-kurti', 'Image Src': 'https://cdn.example.com/kurti-back.jpg', 'Image Position': '3' },
];

const errorCodes = (plan: ImportPlan) => plan.errors.map((error) => [error.row, error.code]);

describe('parseCatalogueCsv, Shopify', () => {
  it('groups rows by handle into one product with options, variants and pictures', () => {
    const plan = parseCatalogueCsv(shopify(kurti));
    expect(plan.errors).toEqual([]);
    expect(plan.format).toBe('shopify');
    expect(plan.rows).toBe(4);
    expect(plan.products).toHaveLength(1);
    const [product] = plan.products;
    expect(product).toMatchObject({
      handle: 'cotton-kurti',
      rows: [2, 3, 4, 5],
      name: 'সুতি কুর্তি, হাতের কাজ',
      description: 'নরম সুতি, আরামদায়ক\nধোয়া যায় & টেকসই',
      active: true,
      options: [
        { name: 'সাইজ', values: ['M', 'L'] },
        { name: 'রং', values: ['লাল', 'নীল'] },
      ],
      images: [
        'https://cdn.example.com/kurti-red.jpg',
        'https://cdn.example.com/kurti-blue.jpg',
        'https://cdn.example.com/kurti-back.jpg',
      ],
    });
    expect(product!.variants).toEqual([
      {
        row: 2,
        options: ['M', 'লাল'],
        selling_price: 1200,
        discount: 250,
        stock: 5,
        sku: 'KURTI-M-RED',
        barcode: '8901234567890',
        weight_grams: 250,
        image_url: 'https://cdn.example.com/kurti-red.jpg',
        enabled: true,
      },
      expect.objectContaining({ row: 3, options: ['L', 'লাল'], selling_price: 950, discount: 0, stock: 3 }),
      // Shopify's negative stock (oversold) starts at zero.
      expect.objectContaining({ row: 4, options: ['M', 'নীল'], stock: 0, weight_grams: null }),
    ]);
  });

  it('maps the compare-at price to the selling price and the variant price to what the shopper pays', () => {
    const [product] = parseCatalogueCsv(shopify(kurti)).products;
    const first = product!.variants[0]!;
    expect(unitPriceTaka({ ...first, discount_type: 'FIXED' })).toBe(950);
    // A compare-at price at or below the price is no discount.
    const plan = parseCatalogueCsv(
      shopify([{ Handle: 'a', Title: 'A', 'Variant Price': '500', 'Variant Compare At Price': '400' }]),
    );
    expect(plan.products[0]!.variants[0]).toMatchObject({ selling_price: 500, discount: 0 });
  });

  it('reads the simple product (option Title / Default Title) as a product without options', () => {
    const plan = parseCatalogueCsv(
      shopify([
        {
          Handle: 'tea',
          Title: 'চা পাতা',
          'Option1 Name': 'Title',
          'Option1 Value': 'Default Title',
          'Variant Price': '৳২৫০',
          'Variant SKU': 'TEA',
          Status: 'draft',
        },
      ]),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.products[0]).toMatchObject({ options: [], active: false });
    expect(plan.products[0]!.variants[0]).toMatchObject({ options: [], selling_price: 250, enabled: false });
  });

  it('reads quoted commas, quotes and line breaks in cells, and a byte-order mark', () => {
    const text =
      '\uFEFFHandle,Title,Body (HTML),Variant Price\r\n' +
      'shari,"জামদানি শাড়ি, ঢাকাই","<p>এক ""বিশেষ"" শাড়ি,<br>দুই লাইনে</p>","2,500"\r\n';
    const plan = parseCatalogueCsv(text);
    expect(plan.errors).toEqual([]);
    expect(plan.products[0]).toMatchObject({
      handle: 'shari',
      name: 'জামদানি শাড়ি, ঢাকাই',
      description: 'এক "বিশেষ" শাড়ি,\nদুই লাইনে',
    });
    expect(plan.products[0]!.variants[0]!.selling_price).toBe(2500);
  });

  it('reports a missing title, a bad price and a missing option value with Bengali and English texts', () => {
    const plan = parseCatalogueCsv(
      shopify([
        { Handle: 'no-title', 'Variant Price': '100' },
        { Handle: 'bad-price', Title: 'খারাপ দাম', 'Variant Price': 'একশো' },
        {
          Handle: 'shirt',
          Title: 'শার্ট',
          'Option1 Name': 'Size',
          'Option1 Value': 'M',
          'Option2 Name': 'Colour',
          'Option2 Value': 'Red',
          'Variant Price': '500',
        },
        { Handle: 'shirt', 'Option1 Value': 'L', 'Variant Price': '500' },
        { Handle: 'fine', Title: 'ঠিক আছে', 'Variant Price': '10' },
      ]),
    );
    expect(errorCodes(plan)).toEqual([
      [2, 'missing_title'],
      [3, 'bad_price'],
      [5, 'missing_option_value'],
    ]);
    expect(plan.products.map((product) => product.handle)).toEqual(['fine']);
    expect(plan.errors[0]).toMatchObject({
      handle: 'no-title',
      column: 'Title',
      message: { bn: 'পণ্যের নাম (Title) নেই।', en: 'The product has no title.' },
    });
    expect(plan.errors[1]!.message.en).toBe('The price "একশো" is not a valid price.');
    expect(plan.errors[2]!.message).toEqual({
      bn: 'অপশন "Colour"-এর মান নেই।',
      en: 'The option "Colour" has no value in this row.',
    });
  });

  it('reports duplicate SKUs across products (any case) and a repeated combination', () => {
    const plan = parseCatalogueCsv(
      shopify([
        {
          Handle: 'a',
          Title: 'A',
          'Option1 Name': 'Size',
          'Option1 Value': 'M',
          'Variant SKU': 'X1',
          'Variant Price': '1',
        },
        { Handle: 'a', 'Option1 Value': 'M', 'Variant SKU': 'X2', 'Variant Price': '1' },
        { Handle: 'b', Title: 'B', 'Variant SKU': 'x1', 'Variant Price': '1' },
      ]),
    );
    expect(errorCodes(plan)).toEqual([
      [3, 'duplicate_variant'],
      [4, 'duplicate_sku'],
    ]);
    expect(plan.errors[1]!.message.bn).toBe('SKU "x1" একাধিকবার আছে।');
    expect(plan.products).toEqual([]);
  });

  it('refuses more than 250 variants and more than 3 options, with the limit in Bengali digits', () => {
    const rows = Array.from({ length: 251 }, (_, index) => ({
      Handle: 'big',
      Title: index === 0 ? 'বড়' : '',
      'Option1 Name': index === 0 ? 'N' : '',
      'Option1 Value': String(index),
      'Variant Price': '1',
    }));
    const many = parseCatalogueCsv(shopify(rows));
    expect(errorCodes(many)).toEqual([
      [2, 'too_many_variants'],
      [2, 'too_many_values'],
    ]);
    expect(many.errors[0]!.message.bn).toBe('একটি পণ্যের সর্বোচ্চ ২৫০টি ভ্যারিয়েন্ট থাকতে পারে।');

    const four = parseCatalogueCsv(
      'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Option4 Name,Option4 Value,Variant Price\n' +
        'x,X,A,1,B,2,C,3,D,4,10\n',
    );
    // Shopify has three option columns: a fourth is not read, so the product is fine with three.
    expect(four.products[0]!.options).toHaveLength(3);
  });

  it('refuses picture addresses that are not http or https', () => {
    const plan = parseCatalogueCsv(
      shopify([{ Handle: 'a', Title: 'A', 'Variant Price': '1', 'Image Src': 'file:///etc/passwd' }]),
    );
    expect(errorCodes(plan)).toEqual([[2, 'bad_url']]);
  });

  it('answers one error for an empty file, an unknown one and an unreadable one', () => {
    expect(parseCatalogueCsv('').errors.map((error) => error.code)).toEqual(['empty_file']);
    expect(parseCatalogueCsv('name,price\nশার্ট,100\n').errors.map((error) => error.code)).toEqual(['unknown_format']);
    expect(parseCatalogueCsv('Handle,Title\n"a,b\n').errors.map((error) => error.code)).toEqual(['unreadable_csv']);
  });
});

describe('parseCatalogueCsv, WooCommerce', () => {
  const rows: Record<string, string>[] = [
    {
      ID: '10',
      Type: 'variable',
      SKU: 'PANJABI',
      Name: 'সুতি পাঞ্জাবি',
      Published: '1',
      Description: 'ঈদের পাঞ্জাবি, হালকা',
      Images: 'https://shop.example/panjabi-white.jpg, https://shop.example/panjabi-black.jpg',
      'Attribute 1 name': 'Size',
      'Attribute 1 value(s)': 'M, L',
      'Attribute 2 name': 'রং',
      'Attribute 2 value(s)': 'সাদা, কালো',
    },
    {
      ID: '11',
      Type: 'variation',
      SKU: 'PANJABI-M-W',
      Published: '1',
      Stock: '4',
      'Regular price': '1500',
      'Sale price': '1200',
      'Weight (kg)': '0.4',
      Parent: 'id:10',
      Images: 'https://shop.example/panjabi-white.jpg',
      'Attribute 1 name': 'Size',
      'Attribute 1 value(s)': 'M',
      'Attribute 2 name': 'রং',
      'Attribute 2 value(s)': 'সাদা',
    },
    {
      ID: '12',
      Type: 'variation',
      SKU: 'PANJABI-L-B',
      Published: '0',
      Stock: '',
      'Regular price': '1500',
      Parent: 'PANJABI',
      'Attribute 1 name': 'Size',
      'Attribute 1 value(s)': 'L',
      'Attribute 2 name': 'রং',
      'Attribute 2 value(s)': 'কালো',
    },
    { ID: '20', Type: 'simple', SKU: 'TUPI', Name: 'টুপি, সাদা', Published: '1', 'Regular price': '150', Stock: '30' },
  ];

  it('reads parents and their variation rows into products with options', () => {
    const plan = parseCatalogueCsv(woo(rows));
    expect(plan.errors).toEqual([]);
    expect(plan.format).toBe('woocommerce');
    expect(plan.products).toHaveLength(2);
    const [panjabi, tupi] = plan.products;
    expect(panjabi).toMatchObject({
      handle: 'PANJABI',
      rows: [2, 3, 4],
      name: 'সুতি পাঞ্জাবি',
      options: [
        { name: 'Size', values: ['M', 'L'] },
        { name: 'রং', values: ['সাদা', 'কালো'] },
      ],
      images: ['https://shop.example/panjabi-white.jpg', 'https://shop.example/panjabi-black.jpg'],
    });
    expect(panjabi!.variants).toEqual([
      {
        row: 3,
        options: ['M', 'সাদা'],
        selling_price: 1500,
        discount: 300,
        stock: 4,
        sku: 'PANJABI-M-W',
        barcode: null,
        weight_grams: 400,
        image_url: 'https://shop.example/panjabi-white.jpg',
        enabled: true,
      },
      expect.objectContaining({ options: ['L', 'কালো'], selling_price: 1500, discount: 0, stock: 0, enabled: false }),
    ]);
    expect(tupi).toMatchObject({ handle: 'TUPI', name: 'টুপি, সাদা', options: [] });
    expect(tupi!.variants[0]).toMatchObject({ selling_price: 150, stock: 30 });
  });

  it('reports a variation without its parent, a missing value and a duplicate SKU', () => {
    const plan = parseCatalogueCsv(
      woo([
        ...rows,
        { ID: '30', Type: 'variation', SKU: 'LOST', 'Regular price': '1', Parent: 'id:99' },
        {
          ID: '13',
          Type: 'variation',
          SKU: 'tupi',
          'Regular price': '1',
          Parent: 'id:10',
          'Attribute 1 name': 'Size',
          'Attribute 1 value(s)': 'M',
        },
      ]),
    );
    expect(errorCodes(plan)).toEqual([
      [6, 'missing_parent'],
      [7, 'duplicate_sku'],
      [7, 'missing_option_value'],
    ]);
    expect(plan.products.map((product) => product.handle)).toEqual(['TUPI']);
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs as lines', () => {
    expect(htmlToText('<ul><li>এক</li><li>দুই</li></ul>')).toBe('এক\nদুই');
  });
});

describe('properties', () => {
  const cell = fc.string({ unit: fc.constantFrom('ক', 'া', 'a', ',', '"', ' ', '\n', '১', 'x'), maxLength: 12 });

  it('reads back any title, description and values a Shopify file holds, whatever commas and quotes they have', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: cell, body: cell, values: fc.uniqueArray(cell, { maxLength: 4 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        (products) => {
          const rows = products.flatMap((product, index) => {
            const values = product.values.map((value) => value.trim()).filter((value) => value !== '');
            const unique = [...new Set(values.map((value) => value.toLowerCase()))].length === values.length;
            const names = unique && values.length > 0 ? values : ['-'];
            return names.map((value, position) => ({
              Handle: `p${index}`,
              Title: position === 0 ? `T ${product.title}` : '',
              'Body (HTML)': position === 0 ? product.body : '',
              'Option1 Name': position === 0 ? 'Size' : '',
              'Option1 Value': value,
              'Variant Price': '10',
            }));
          });
          const plan = parseCatalogueCsv(shopify(rows));
          expect(plan.errors).toEqual([]);
          expect(plan.products.map((product) => product.name)).toEqual(
            products.map((product) => `T ${product.title}`.trim()),
          );
          for (const product of plan.products) {
            expect(product.variants.map((variant) => variant.options[0])).toEqual(product.options[0]!.values);
          }
        },
      ),
    );
  });

  it('never throws, and every product it keeps has a price and a value for each option', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 0, maxLength: 6 }), { maxLength: 8 }), (cells) => {
        const text = [
          'Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant SKU',
          ...cells.map((row) => row.map(quote).join(',')),
        ].join('\n');
        const plan = parseCatalogueCsv(text);
        for (const product of plan.products) {
          expect(product.name).not.toBe('');
          for (const variant of product.variants) {
            expect(variant.selling_price).toBeGreaterThan(0);
            expect(variant.options).toHaveLength(product.options.length);
            expect(variant.options.every((value) => value !== '')).toBe(true);
          }
        }
        for (const error of plan.errors) expect(error.message.bn).not.toBe('');
      }),
    );
  });
});

describe('the demo file (docs/demo/products-shopify.csv)', () => {
  it('reads without errors into four products with sizes and colours', () => {
    const text = readFileSync(new URL('../../../docs/demo/products-shopify.csv', import.meta.url), 'utf8');
    const plan = parseCatalogueCsv(text);
    expect(plan.errors).toEqual([]);
    expect(plan.products.map((product) => [product.handle, product.variants.length])).toEqual([
      ['tant-sharee', 3],
      ['linen-panjabi', 6],
      ['three-piece', 2],
      ['cotton-tupi', 1],
    ]);
  });
});
