import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { product, signInWithShop } from '../../../test/fixtures.ts';
import { errorOf } from '../../../test/queries.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { VariantsEditor } from './variants-editor.tsx';

const variant = (id: number, options: string[], stock: number) => ({
  id,
  options,
  selling_price: 2450,
  discount: 10,
  discount_type: 'PERCENT' as const,
  own_price: false,
  own_discount: false,
  stock,
  sku: null,
  barcode: null,
  weight_grams: null,
  image_id: null,
  enabled: true,
});

/** A simple product as `GET /products/{id}` answers it: one default variant, two pictures. */
const detail = {
  ...product,
  discount_type: 'PERCENT' as const,
  image_width: null,
  image_medium_url: null,
  description: '',
  category: null,
  rating_average: 0,
  rating_count: 0,
  images: [
    { id: 51, url: '/i/51.webp', thumbnail_url: '/i/51-t.webp', medium_url: null, width: null },
    { id: 52, url: '/i/52.webp', thumbnail_url: '/i/52-t.webp', medium_url: null, width: null },
  ],
  options: [],
  variants: [variant(7, [], 4)],
};

function renderEditor(locale: 'bn' | 'en' = 'en') {
  const saved = vi.fn();
  const result = renderWithProviders(<VariantsEditor product={detail} onSaved={saved} onCancel={() => undefined} />, {
    locale,
  });
  return { ...result, saved };
}

const row = (title: string) => within(screen.getByRole('listitem', { name: title }));

describe('VariantsEditor', () => {
  it('turns a simple product into sizes, keeping its stock on the first, and saves the whole grid', async () => {
    await signInWithShop();
    apiServer().on('PUT', '/api/admin/v3/products/11/variants', ok(detail));
    const { user, saved } = renderEditor();
    expect(screen.getAllByTestId('variant-row')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('New value of Size'), 'M{Enter}');
    await user.type(screen.getByLabelText('New value of Size'), 'L');
    await user.click(screen.getByRole('button', { name: 'Add value' }));
    expect(screen.getAllByTestId('variant-row').map((element) => element.getAttribute('aria-label'))).toEqual([
      'M',
      'L',
    ]);
    expect(row('M').getByLabelText(/^Stock/u)).toHaveProperty('value', '4');
    await user.type(row('L').getByLabelText(/^Price/u), '২৬০০');
    await user.clear(row('L').getByLabelText(/^Stock/u));
    await user.type(row('L').getByLabelText(/^Stock/u), '2');
    await user.type(row('L').getByLabelText('SKU'), 'JS-L');
    await user.selectOptions(row('L').getByLabelText('Picture'), '52');
    await user.click(screen.getByRole('button', { name: 'Save sizes and colours' }));
    expect(await screen.findByText('Sizes and colours saved')).toBeTruthy();
    expect(saved).toHaveBeenCalledOnce();
    const body = apiServer().requests.at(-1)?.json as { options: unknown; variants: unknown[] };
    // The body as the domain schema leaves it: blank Bengali names and swatches are left out.
    expect(body.options).toEqual([{ name: 'Size', values: [{ name: 'M' }, { name: 'L' }] }]);
    expect(body.variants).toEqual([
      expect.objectContaining({ id: 7, options: ['M'], stock: 4, selling_price: null, enabled: true }),
      expect.objectContaining({ options: ['L'], stock: 2, selling_price: 2600, sku: 'JS-L', image_id: 52 }),
    ]);
    expect(body.variants[1]).not.toHaveProperty('id');
  });

  it('sets the stock of all sizes of red at once and turns blue off', async () => {
    await signInWithShop();
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('New value of Size'), 'M{Enter}');
    await user.type(screen.getByLabelText('New value of Size'), 'L{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('New value of Colour'), 'Red{Enter}');
    await user.type(screen.getByLabelText('New value of Colour'), 'Blue{Enter}');
    expect(screen.getAllByTestId('variant-row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'All Red' }));
    expect(screen.getByText('2 chosen')).toBeTruthy();
    const bulk = within(screen.getByRole('group', { name: 'Change many at once' }));
    await user.type(bulk.getByLabelText('Stock'), '20');
    await user.click(bulk.getByRole('button', { name: 'Apply to the chosen' }));
    expect(row('M / Red').getByLabelText(/^Stock/u)).toHaveProperty('value', '20');
    expect(row('L / Red').getByLabelText(/^Stock/u)).toHaveProperty('value', '20');
    expect(row('L / Blue').getByLabelText(/^Stock/u)).toHaveProperty('value', '0');
    await user.click(screen.getByRole('button', { name: 'All Blue' }));
    await user.click(bulk.getByRole('button', { name: 'Turn off' }));
    expect(row('M / Blue').getByLabelText('On sale')).toHaveProperty('checked', false);
    expect(row('M / Red').getByLabelText('On sale')).toHaveProperty('checked', true);
    // Renaming a value keeps its rows and what was typed in them.
    await user.clear(screen.getByLabelText('Value 1 of Colour'));
    await user.type(screen.getByLabelText('Value 1 of Colour'), 'Maroon');
    expect(row('M / Maroon').getByLabelText(/^Stock/u)).toHaveProperty('value', '20');
  });

  it('shows what the API would refuse, in Bengali, and sends nothing', async () => {
    await signInWithShop();
    const { user } = renderEditor('bn');
    await user.click(screen.getByRole('button', { name: 'অপশন যোগ করুন' }));
    const newValue = screen.getByLabelText('সাইজ-এর নতুন মান');
    await user.type(newValue, 'M{Enter}');
    await user.type(newValue, 'm{Enter}');
    await user.click(screen.getByRole('button', { name: 'সাইজ ও রং সংরক্ষণ করুন' }));
    expect(await screen.findByText('চিহ্নিত ঘরগুলো ঠিক করুন।')).toBeTruthy();
    expect(errorOf('সাইজ-এর মান ২')).toBeTruthy();
    expect(apiServer().requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});
