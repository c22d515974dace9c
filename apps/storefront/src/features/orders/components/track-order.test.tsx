import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client.ts';
import { startTestApi, type Reply, type TestApi } from '../../../test/api-server.ts';
import { setTestLocale } from '../../../test/i18n.ts';
import { renderInShop } from '../../../test/render.tsx';
import { TrackOrder } from './track-order.tsx';

const tooMany = (headers: Record<string, string> = {}): Reply => ({
  status: 429,
  json: { status: 429, message: 'Too many attempts' },
  headers,
});

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  queryClient.clear();
});
afterEach(() => api.close());

describe('TrackOrder when the API says too many attempts (429)', () => {
  it('says when to try again, from Retry-After', async () => {
    api.on('GET', '/api/shop/orders/track', tooMany({ 'Retry-After': '90' }));
    renderInShop(<TrackOrder initialQuery="HT-ABCD1234" onSearch={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please try again in 2 minutes.',
    );
  });

  it('in Bengali, with Bengali digits', async () => {
    setTestLocale('bn');
    api.on('GET', '/api/shop/orders/track', tooMany({ 'Retry-After': '30' }));
    renderInShop(<TrackOrder initialQuery="HT-ABCD1234" onSearch={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'অনেকবার চেষ্টা করা হয়েছে। ৩০ সেকেন্ড পর আবার চেষ্টা করুন।',
    );
  });

  it('without Retry-After, asks to wait a few minutes', async () => {
    api.on('GET', '/api/shop/orders/track', tooMany());
    renderInShop(<TrackOrder initialQuery="HT-ABCD1234" onSearch={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});
