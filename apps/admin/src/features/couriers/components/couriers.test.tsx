import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { field } from '../../../test/queries.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CouriersView } from './couriers-view.tsx';

const ACCOUNTS = '/api/admin/v3/courier-accounts';
const steadfastAccount = {
  courier: 'steadfast',
  store_id: null,
  webhook_url: 'https://api.haat.example/api/webhooks/couriers/steadfast',
  updated_at: '2026-06-01T06:00:00.000Z',
};

describe('CouriersView', () => {
  it('connects Steadfast with its two keys and shows the webhook secret once', async () => {
    await signInWithShop();
    apiServer().on('GET', ACCOUNTS, ok([]));
    apiServer().on(
      'PUT',
      `${ACCOUNTS}/steadfast`,
      ok({ ...steadfastAccount, webhook_secret: 'the-secret-shown-once' }),
    );
    const { user } = renderWithProviders(<CouriersView />);
    await user.click(await screen.findByRole('button', { name: 'Connect Steadfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Steadfast' });
    await user.type(field('API key'), 'sf-key');
    await user.type(field('Secret key'), 'sf-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const webhook = await screen.findByTestId('courier-webhook');
    expect(webhook.textContent).toContain(steadfastAccount.webhook_url);
    expect(webhook.textContent).toContain('the-secret-shown-once');
    expect(apiServer().requests.find((request) => request.method === 'PUT')?.json).toEqual({
      courier: 'steadfast',
      api_key: 'sf-key',
      secret_key: 'sf-secret',
    });
  });

  it('asks for every field a courier needs before sending anything', async () => {
    await signInWithShop();
    apiServer().on('GET', ACCOUNTS, ok([]));
    const { user } = renderWithProviders(<CouriersView />);
    await user.click(await screen.findByRole('button', { name: 'Connect Pathao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Pathao' });
    await user.type(field('Client ID'), 'client');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(field('Client secret').getAttribute('aria-invalid')).toBe('true');
    expect(apiServer().requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a connected courier and disconnects it', async () => {
    await signInWithShop();
    apiServer().on('GET', ACCOUNTS, ok([steadfastAccount]));
    apiServer().on('DELETE', `${ACCOUNTS}/steadfast`, ok(null));
    const { user } = renderWithProviders(<CouriersView />);
    expect((await screen.findByTestId('courier-steadfast')).textContent).toContain('Connected');
    await user.click(screen.getByRole('button', { name: 'Disconnect Steadfast' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disconnect this courier?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Courier disconnected')).toBeTruthy();
  });
});
