import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PaymentGatewayAccount } from '@haat/domain/schemas';
import { apiServer, fail, ok, type ReceivedRequest } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentGatewaysCard } from './payment-gateways-card.tsx';

const bkash: PaymentGatewayAccount = {
  gateway: 'bkash',
  account: 'sandboxTokenizedUser02',
  updated_at: '2026-11-29T10:00:00.000Z',
  checked_at: '2026-11-29T10:00:00.000Z',
};

describe('PaymentGatewaysCard', () => {
  it('connects bKash with its four credentials, never shows them again, and names the account', async () => {
    await signInWithShop();
    let accounts: PaymentGatewayAccount[] = [];
    const saves: unknown[] = [];
    apiServer().on('GET', '/api/admin/v3/payment-gateways', () => ok(accounts));
    apiServer().on('PUT', '/api/admin/v3/payment-gateways/bkash', (request: ReceivedRequest) => {
      saves.push(request.json);
      accounts = [bkash];
      return ok(bkash);
    });
    const { user } = renderWithProviders(<PaymentGatewaysCard />);
    const section = await screen.findByRole('region', { name: 'bKash merchant account' });
    expect(within(section).getByText('Not connected.')).toBeTruthy();
    const connect = within(section).getByRole('button', { name: 'Connect' });
    expect(connect).toHaveProperty('disabled', true);
    expect(within(section).getByLabelText<HTMLInputElement>('App secret').type).toBe('password');
    await user.type(within(section).getByLabelText('App key'), 'key-1');
    await user.type(within(section).getByLabelText('App secret'), 'secret-1');
    await user.type(within(section).getByLabelText('Username'), 'sandboxTokenizedUser02');
    await user.type(within(section).getByLabelText('Password'), 'pass-1');
    await user.click(connect);
    expect(await screen.findByText('bKash connected')).toBeTruthy();
    expect(saves).toEqual([
      {
        gateway: 'bkash',
        app_key: 'key-1',
        app_secret: 'secret-1',
        username: 'sandboxTokenizedUser02',
        password: 'pass-1',
      },
    ]);
    expect(await within(section).findByText(/Connected as sandboxTokenizedUser02/u)).toBeTruthy();
    expect(within(section).getByLabelText<HTMLInputElement>('App secret').value).toBe('');
    expect(within(section).getByRole('button', { name: 'Disconnect' })).toBeTruthy();
  });

  it('says so when the gateway refuses the credentials', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/payment-gateways', ok([]));
    apiServer().on(
      'PUT',
      '/api/admin/v3/payment-gateways/sslcommerz',
      fail(422, 'The given data was invalid', { store_password: ['validation.gateway_keys_refused'] }),
    );
    const { user } = renderWithProviders(<PaymentGatewaysCard />);
    const section = await screen.findByRole('region', { name: /SSLCommerz/u });
    await user.type(within(section).getByLabelText('Store ID'), 'shop01');
    await user.type(within(section).getByLabelText('Store password'), 'wrong');
    await user.click(within(section).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The gateway did not accept these credentials.')).toBeTruthy();
  });
});
