import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clip,
  csvField,
  metaFeedCsv,
  metaFeedItems,
  metaFeedXml,
  metaPrice,
  optionField,
  plainText,
  xmlText,
  type MetaFeedProduct,
} from './meta-feed.ts';

const kurti: MetaFeedProduct = {
  id: 7,
  name: 'Cotton Kurti',
  description: '<p>Soft &amp; cool</p><p>Hand wash</p>',
  options: [
    { name: 'Size', bn_name: 'সাইজ' },
    { name: 'Colour', bn_name: 'রং' },
  ],
  images: [
    { id: 1, url: 'https://img.example/1.webp' },
    { id: 2, url: 'https://img.example/2.webp' },
  ],
  variants: [
    { id: 70, options: ['M', 'Red'], regular_paisa: 120000, price_paisa: 120000, stock: 3, image_id: null },
    { id: 71, options: ['L', 'Blue'], regular_paisa: 130000, price_paisa: 117050, stock: 0, image_id: 2 },
  ],
  url: 'https://rongdhonu.haat.example/product/kurti',
};

describe('metaPrice', () => {
  it('writes paisa as taka with two decimals and the currency', () => {
    expect(metaPrice(120000)).toBe('1200.00 BDT');
    expect(metaPrice(117050)).toBe('1170.50 BDT');
    expect(metaPrice(5)).toBe('0.05 BDT');
  });

  it('is exact for every whole paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), (paisa) => {
        const [number] = metaPrice(paisa).split(' ');
        expect(Math.round(Number(number) * 100)).toBe(paisa);
        expect(number).toMatch(/^\d+\.\d\d$/u);
      }),
    );
  });
});

describe('plainText', () => {
  it('drops tags, reads entities and keeps paragraphs as lines', () => {
    expect(plainText('<p>Soft &amp; cool</p><p>Hand&nbsp;wash &#2453;</p>')).toBe('Soft & cool\nHand wash ক');
    expect(plainText('a\r\n\r\n\r\n\r\nb  c')).toBe('a\n\nb c');
  });
});

describe('clip', () => {
  it('cuts at code points', () => {
    expect(clip('abc', 5)).toBe('abc');
    expect(Array.from(clip('😀'.repeat(300), 200))).toHaveLength(200);
  });
});

describe('optionField', () => {
  it('knows size and colour in English and Bengali', () => {
    expect(optionField({ name: 'Size', bn_name: null })).toBe('size');
    expect(optionField({ name: 'মাপ', bn_name: null })).toBe('size');
    expect(optionField({ name: 'Shade', bn_name: 'রং' })).toBe('color');
    expect(optionField({ name: 'Material', bn_name: null })).toBeNull();
  });
});

describe('metaFeedItems', () => {
  it('gives each variant of a product with options its item, grouped by the product', () => {
    const [first, second] = metaFeedItems([kurti], 'Rongdhonu');
    expect(first).toEqual({
      id: '7-70',
      item_group_id: '7',
      title: 'Cotton Kurti (M / Red)',
      description: 'Soft & cool\nHand wash',
      availability: 'in stock',
      condition: 'new',
      price: '1200.00 BDT',
      sale_price: null,
      link: 'https://rongdhonu.haat.example/product/kurti?variant=70',
      image_link: 'https://img.example/1.webp',
      additional_image_link: ['https://img.example/2.webp'],
      brand: 'Rongdhonu',
      google_product_category: null,
      size: 'M',
      color: 'Red',
    });
    expect(second).toMatchObject({
      id: '7-71',
      availability: 'out of stock',
      price: '1300.00 BDT',
      sale_price: '1170.50 BDT',
      image_link: 'https://img.example/2.webp',
      additional_image_link: ['https://img.example/1.webp'],
    });
  });

  it("gives a simple product one item with the product's id and no group, and leaves out one without a picture", () => {
    const simple: MetaFeedProduct = {
      ...kurti,
      options: [],
      variants: [{ ...kurti.variants[0]!, options: [] }],
      description: '',
    };
    const items = metaFeedItems([simple, { ...simple, id: 8, images: [] }], 'Shop');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: '7',
      item_group_id: null,
      title: 'Cotton Kurti',
      description: 'Cotton Kurti',
      link: 'https://rongdhonu.haat.example/product/kurti',
      size: null,
      color: null,
    });
  });
});

describe('writing', () => {
  it('quotes CSV cells that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a "b", c\nd')).toBe('"a ""b"", c\nd"');
  });

  it('escapes XML and drops characters XML cannot hold', () => {
    expect(xmlText(`<a href="x">&'\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('writes the header and one CSV row per item, and one XML item per item', () => {
    const items = metaFeedItems([kurti], 'Rongdhonu');
    const csv = metaFeedCsv(items);
    expect(csv.startsWith('id,item_group_id,title,description,availability,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const xml = metaFeedXml(items, { title: 'Rongdhonu', link: 'https://x.example', description: 'd' });
    expect(xml.match(/<item>/gu)).toHaveLength(2);
    expect(xml).toContain('<g:description>Soft &amp; cool\nHand wash</g:description>');
  });
});
