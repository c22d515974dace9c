/// <reference types="node" />
import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImportDialog } from './import-dialog.tsx';

const check = {
  format: 'shopify',
  rows: 5,
  products: [
    {
      handle: 'cotton-kurti',
      name: 'সুতি কুর্তি',
      rows: [2, 3, 4],
      action: 'create',
      product_id: null,
      options: ['সাইজ', 'রং'],
      variants: 3,
      variants_matched: 0,
      pictures: 0,
    },
    {
      handle: 'tea',
      name: 'চা পাতা',
      rows: [5],
      action: 'update',
      product_id: 9,
      options: [],
      variants: 1,
      variants_matched: 1,
      pictures: 0,
    },
  ],
  errors: [
    {
      row: 6,
      handle: 'no-price',
      code: 'bad_price',
      column: 'Variant Price',
      message: { bn: 'দাম "free" সঠিক নয়।', en: 'The price "free" is not a valid price.' },
    },
  ],
  creates: 1,
  updates: 1,
};

const progress = (done: number, state: string) => ({
  id: 41,
  state,
  format: 'shopify',
  total: 2,
  done,
  created: done > 0 ? 1 : 0,
  updated: done > 1 ? 1 : 0,
  pictures: 0,
  errors: [],
  created_at: '2026-11-29T08:00:00.000Z',
  finished_at: state === 'done' ? '2026-11-29T08:00:05.000Z' : null,
});

/**
 * Node's File: with jsdom's, fetch (undici) cannot send the form at all. jsdom's FormData still writes this one as
 * text, so the test checks the field, not the bytes (the API's tests send real files).
 */
const csvFile = () => new NodeFile(['Handle,Title\n'], 'products.csv', { type: 'text/csv' }) as unknown as File;

describe('ImportDialog', () => {
  it('shows the dry run per product and the errors, then follows the import to 100 %', async () => {
    await signInWithShop();
    const api = apiServer();
    api.on('POST', '/api/admin/v3/product-imports/check', ok(check));
    api.on('POST', '/api/admin/v3/product-imports', ok(progress(0, 'queued'), 202));
    let polls = 0;
    api.on('GET', '/api/admin/v3/product-imports/41', () => {
      polls += 1;
      return ok(polls === 1 ? progress(1, 'running') : progress(2, 'done'));
    });
    const { user } = renderWithProviders(<ImportDialog open onClose={() => undefined} />);

    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    const products = await screen.findByRole('list', { name: 'Products in the file' });
    expect(within(products).getByRole('listitem', { name: 'সুতি কুর্তি' }).textContent).toContain('New');
    expect(within(products).getByRole('listitem', { name: 'চা পাতা' }).textContent).toContain('Changed');
    expect(screen.getByRole('list', { name: 'Errors in the file' }).textContent).toBe(
      'Row 6: The price "free" is not a valid price.',
    );
    const sent = api.requests.find((request) => request.url.pathname.endsWith('/product-imports/check'));
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/u);
    expect(sent?.body).toContain('name="file"');

    await user.click(screen.getByRole('button', { name: 'Import 2 products' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await screen.findByText(/Import finished/u, {}, { timeout: 5000 });
    expect(bar.getAttribute('value')).toBe('100');
    expect(screen.getByText('2 of 2 products: 1 new, 1 changed, 0 pictures')).toBeTruthy();
  });

  it('speaks Bengali, errors and numbers included', async () => {
    await signInWithShop();
    apiServer().on('POST', '/api/admin/v3/product-imports/check', ok(check));
    const { user } = renderWithProviders(<ImportDialog open onClose={() => undefined} />, { locale: 'bn' });
    await user.upload(screen.getByLabelText('CSV ফাইল'), csvFile());
    expect((await screen.findByRole('list', { name: 'ফাইলের ভুলগুলো' })).textContent).toBe('সারি ৬: দাম "free" সঠিক নয়।');
    expect(screen.getByRole('button', { name: '২টি পণ্য ইমপোর্ট করুন' }).hasAttribute('disabled')).toBe(false);
  });
});
