import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_COD_RISK_SETTINGS } from '@haat/domain/cod-risk';
import { apiServer, fail, ok } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrderSettingsForm } from './order-settings-form.tsx';

const settings = { auto_cancel_hours: 24, cod_risk: DEFAULT_COD_RISK_SETTINGS };

describe('OrderSettingsForm', () => {
  it('saves the hours, thresholds, network and rules (call, one-time code) as the API takes them (Bengali digits read)', async () => {
    await signInWithShop();
    apiServer().on('PUT', '/api/admin/v3/order-settings', (request) => ok(request.json));
    const { user } = renderWithProviders(<OrderSettingsForm settings={settings} />);
    const hours = screen.getByRole('textbox', { name: /Cancel unconfirmed orders after/u });
    await user.clear(hours);
    await user.type(hours, '১২');
    await user.type(screen.getByRole('textbox', { name: /Refuse cash on delivery/u }), '3');
    await user.click(screen.getByRole('checkbox', { name: /Haat network/u }));
    const hold = within(screen.getByRole('group', { name: /Hold the order/u }));
    await user.click(hold.getByRole('checkbox', { name: 'New customers' }));
    const otp = within(screen.getByRole('group', { name: /one-time code/u }));
    expect(otp.getByRole('checkbox', { name: 'High-risk customers' })).toHaveProperty('checked', true);
    await user.click(otp.getByRole('checkbox', { name: 'High-risk customers' }));
    await user.click(otp.getByRole('checkbox', { name: 'New customers' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(apiServer().requests.find((request) => request.method === 'PUT')?.json).toEqual({
      auto_cancel_hours: 12,
      cod_risk: {
        safe_below: 20,
        high_from: 40,
        network_opt_in: true,
        rules: { block_after_returns: 3, hold_for_call: ['high', 'new'], otp_for: ['new'] },
      },
    });
  });

  it('refuses what the domain schema refuses, before calling the API', async () => {
    await signInWithShop();
    apiServer().on('PUT', '/api/admin/v3/order-settings', fail(500, 'no'));
    const { user } = renderWithProviders(<OrderSettingsForm settings={settings} />);
    const hours = screen.getByRole('textbox', { name: /Cancel unconfirmed orders after/u });
    await user.clear(hours);
    await user.type(hours, '0');
    const safe = screen.getByRole('textbox', { name: /Safe below/u });
    await user.clear(safe);
    await user.type(safe, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The high-risk level must be at least the safe level')).toBeTruthy();
    expect(apiServer().requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});
