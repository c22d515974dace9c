import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { renderInShop } from '../test/render.tsx';
import InfoPage from './info-page.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

describe('information page', () => {
  it.each([
    ['the shared host', '/rongdhonu/refund-policy', { kind: 'market' } as const],
    ["the shop's own origin", '/refund-policy', { kind: 'own', slug: 'rongdhonu', origin: 'custom-domain' } as const],
  ])('shows the page its address names, on %s', async (_host, path, mode) => {
    api.on('GET', '/api/shop/pages/refund-policy', ok({ title: 'Refund policy', body: 'Seven days.\n\nUnused only.' }));
    renderInShop(<InfoPage />, { path, mode });
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund policy' })).toBeDefined();
    expect(screen.getByText('Seven days.')).toBeDefined();
    expect(screen.getByText('Unused only.')).toBeDefined();
  });
});
