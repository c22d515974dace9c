import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client.ts';
import { ok, startTestApi, type TestApi } from '../../../test/api-server.ts';
import { setTestLocale } from '../../../test/i18n.ts';
import { renderInShop } from '../../../test/render.tsx';
import { GatewayPayButtons } from './gateway-pay-buttons.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  queryClient.clear();
});
afterEach(() => api.close());

const OPTIONS = '/api/shop/orders/HT-ABCD1234/payments/gateways';

describe('GatewayPayButtons', () => {
  it("offers the shop's gateways for the amount due and sends the shopper to the gateway's page", async () => {
    api.on('GET', OPTIONS, ok({ gateways: ['bkash', 'sslcommerz'], amount_due: 120 }));
    api.on(
      'POST',
      '/api/shop/orders/HT-ABCD1234/payments/bkash',
      ok({ redirect_url: 'https://pay.example/x', amount: 120 }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    try {
      renderInShop(<GatewayPayButtons code="HT-ABCD1234" mobile="01711000111" />);
      expect(await screen.findByRole('button', { name: 'Card or other wallet (SSLCommerz)' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Pay with bKash' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/x'));
      const started = api.requests.find((request) => request.method === 'POST')!;
      expect(started.body).toMatchObject({
        mobile: '01711000111',
        return_url: expect.stringMatching(/\/payments\/bkash\/callback$/u),
      });
      expect(started.body).not.toHaveProperty('amount');
      expect(api.requests.find((request) => request.method === 'GET')!.url.searchParams.get('mobile')).toBe(
        '01711000111',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('in Bengali, the bKash button reads "bKash দিয়ে পে করুন"', async () => {
    setTestLocale('bn');
    api.on('GET', OPTIONS, ok({ gateways: ['bkash'], amount_due: 120 }));
    renderInShop(<GatewayPayButtons code="HT-ABCD1234" mobile="01711000111" />);
    expect(await screen.findByRole('button', { name: 'bKash দিয়ে পে করুন' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /SSLCommerz/u })).toBeNull();
  });

  it('shows nothing when nothing is due or the shop has no gateway', async () => {
    api.on('GET', OPTIONS, ok({ gateways: [], amount_due: 0 }));
    const { container } = renderInShop(<GatewayPayButtons code="HT-ABCD1234" mobile="01711000111" />);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    expect(container.querySelector('[data-testid="gateway-pay"]')).toBeNull();
  });
});
