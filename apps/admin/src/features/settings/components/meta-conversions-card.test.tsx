import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MetaConversions } from '@haat/domain/schemas';
import { apiServer, ok, type ReceivedRequest } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MetaConversionsCard } from './meta-conversions-card.tsx';

const state = (overrides: Partial<MetaConversions> = {}): MetaConversions => ({
  pixel_id: '123456789012345',
  test_event_code: null,
  token_set: false,
  own_domain: 'kurti-ghor.com',
  last_sent_at: null,
  last_error: null,
  ...overrides,
});

describe('MetaConversionsCard', () => {
  it('saves the token without showing it again, then shows what the last send did', async () => {
    await signInWithShop();
    const saves: unknown[] = [];
    apiServer().on('GET', '/api/admin/v3/meta-conversions', ok(state()));
    apiServer().on('PUT', '/api/admin/v3/meta-conversions', (request: ReceivedRequest) => {
      saves.push(request.json);
      return ok(state({ token_set: true, last_error: 'auth_failed' }));
    });
    const { user } = renderWithProviders(<MetaConversionsCard />);

    const section = await screen.findByRole('region', { name: 'Meta Conversions API' });
    expect(within(section).getByText('Purchases on kurti-ghor.com are sent.')).toBeTruthy();
    const field = within(section).getByLabelText<HTMLInputElement>('Access token');
    expect(field.type).toBe('password');
    expect(within(section).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.type(field, 'EAAGtoken0123456789abcdef');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Access token saved')).toBeTruthy();
    expect(saves).toEqual([{ access_token: 'EAAGtoken0123456789abcdef' }]);
    expect(within(section).getByLabelText<HTMLInputElement>('New access token').value).toBe('');
    expect(within(section).getByText(/Meta refused the access token/u)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Remove the access token' })).toBeTruthy();
  });

  it('says what is missing before anything can be sent', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/meta-conversions', ok(state({ pixel_id: null, own_domain: null })));
    renderWithProviders(<MetaConversionsCard />);
    const section = await screen.findByRole('region', { name: 'Meta Conversions API' });
    expect(within(section).getByText('Set your Facebook Pixel ID above first.')).toBeTruthy();
    expect(within(section).getByText(/Connect one under Domain/u)).toBeTruthy();
  });
});
