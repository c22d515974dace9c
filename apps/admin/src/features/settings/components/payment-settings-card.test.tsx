import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_PAYMENT_RULES } from '@haat/domain/advance-payment';
import { apiServer, fail, ok } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentSettingsForm } from './payment-settings-card.tsx';

describe('PaymentSettingsForm', () => {
  it('saves the delivery charge from risky numbers with a bKash number typed in Bengali digits, warning about 48 hours', async () => {
    await signInWithShop();
    apiServer().on('PUT', '/api/admin/v3/payment-settings', (request) => ok(request.json));
    const { user } = renderWithProviders(<PaymentSettingsForm settings={DEFAULT_PAYMENT_RULES} />);
    expect(screen.queryByTestId('dispatch-warning')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ask in advance' }), 'delivery_charge');
    expect(screen.getByTestId('dispatch-warning').textContent).toContain('48 hours');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ask it of' }), 'risky');
    await user.type(screen.getByRole('textbox', { name: 'bKash number' }), '০১৯১১০০০০০১');
    await user.type(screen.getByRole('textbox', { name: 'Refund terms' }), 'ফেরত ৭ দিনে');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(apiServer().requests.find((request) => request.method === 'PUT')?.json).toEqual({
      mode: 'delivery_charge',
      percent: 10,
      applies: 'risky',
      above_amount: 0,
      expiry_minutes: 30,
      refund_terms: 'ফেরত ৭ দিনে',
      personal_numbers: { bkash_personal: '01911000001', nagad_personal: null, rocket_personal: null },
    });
  });

  it('does not warn for 10 % or less, and refuses a wallet number that is not a mobile before calling the API', async () => {
    await signInWithShop();
    apiServer().on('PUT', '/api/admin/v3/payment-settings', fail(500, 'no'));
    const { user } = renderWithProviders(
      <PaymentSettingsForm settings={{ ...DEFAULT_PAYMENT_RULES, mode: 'percentage' }} />,
    );
    expect(screen.queryByTestId('dispatch-warning')).toBeNull();
    const percent = screen.getByRole('textbox', { name: 'Percentage of the price' });
    await user.clear(percent);
    await user.type(percent, '25');
    expect(screen.getByTestId('dispatch-warning')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Nagad number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/valid Bangladeshi mobile|11 digits/u)).toBeTruthy();
    expect(apiServer().requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});
