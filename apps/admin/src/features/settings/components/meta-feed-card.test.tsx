import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MetaFeedCard } from './meta-feed-card.tsx';

const API = 'http://api.example/api/shop/meta-feed/1';
const feedFor = (token: string) => ({
  csv_url: `${API}/${token}/products.csv`,
  xml_url: `${API}/${token}/products.xml`,
  published: true,
});

describe('MetaFeedCard', () => {
  it('makes the feed address, shows both addresses, and makes a new one after asking', async () => {
    await signInWithShop();
    const tokens = ['first-token', 'second-token'];
    apiServer().on('GET', '/api/admin/v3/meta-feed', ok({ csv_url: null, xml_url: null, published: true }));
    apiServer().on('POST', '/api/admin/v3/meta-feed/token', () => ok(feedFor(tokens.shift()!)));
    const { user } = renderWithProviders(<MetaFeedCard />);

    const section = await screen.findByRole('region', { name: 'Meta catalogue feed' });
    expect(within(section).queryByRole('textbox')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Make the feed address' }));
    expect(await screen.findByText('Feed address made')).toBeTruthy();
    expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'Feed address (CSV)' }).value).toBe(
      `${API}/first-token/products.csv`,
    );
    expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'Feed address (XML)' }).value).toBe(
      `${API}/first-token/products.xml`,
    );
    expect(within(section).getByRole('button', { name: 'Copy Feed address (CSV)' })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new feed address?' });
    expect(within(dialog).getByText(/The old address stops working at once/u)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByText('New feed address made')).toBeTruthy();
    expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'Feed address (CSV)' }).value).toBe(
      `${API}/second-token/products.csv`,
    );
    expect(apiServer().requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('says in Bengali that Meta reads the feed only while the shop is published', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/meta-feed', ok({ ...feedFor('t'), published: false }));
    renderWithProviders(<MetaFeedCard />, { locale: 'bn' });
    const section = await screen.findByRole('region', { name: 'মেটা ক্যাটালগ ফিড' });
    expect(within(section).getByRole('status').textContent).toBe('দোকান প্রকাশিত থাকলেই কেবল মেটা ফিডটি পড়তে পারে।');
    expect(within(section).getByRole('textbox', { name: 'ফিডের ঠিকানা (CSV)' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'নতুন ঠিকানা তৈরি করুন' })).toBeTruthy();
  });
});
