import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { apiServer, fail, ok } from '../../../test/api-server.ts';
import { shop, signInWithShop } from '../../../test/fixtures.ts';
import { errorOf, field } from '../../../test/queries.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SettingsForm } from './settings-form.tsx';

describe('SettingsForm', () => {
  it('refuses a social link that is not a URL and invalid GTM and pixel ids, without calling the API', async () => {
    const loaded = await signInWithShop();
    const { user } = renderWithProviders(<SettingsForm shop={loaded} />);
    await user.type(field('Facebook'), 'my facebook page');
    await user.type(field('Google Tag Manager id'), 'GTM-1');
    await user.type(field('Meta pixel id'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(errorOf('Facebook')).toBe('Enter a valid URL, starting with http:// or https://');
    expect(errorOf('Google Tag Manager id')).not.toBeNull();
    expect(errorOf('Meta pixel id')).not.toBeNull();
    expect(errorOf('Shop name')).toBeNull();
    expect(field('Facebook').value).toBe('my facebook page');
    expect(apiServer().requests).toHaveLength(0);
  });

  it('asks for the WhatsApp number when WhatsApp chat is chosen', async () => {
    const loaded = await signInWithShop();
    const { user } = renderWithProviders(<SettingsForm shop={loaded} />);
    await user.selectOptions(field('Chat channel'), 'whatsapp');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(errorOf('WhatsApp number')).toBe('This field is required');
  });

  it('saves the whole settings body and shows the server’s values', async () => {
    const loaded = await signInWithShop();
    apiServer().on('PUT', '/api/admin/v3/online-shop', (request) =>
      ok({
        ...shop,
        ...(request.json as object),
        online_shop_settings: { ...shop.online_shop_settings, gtm: 'GTM-ABC123' },
      }),
    );
    const { user } = renderWithProviders(<SettingsForm shop={loaded} />);
    await user.clear(field('Shop name'));
    await user.type(field('Shop name'), 'Rupa Fashion House');
    await user.type(field('Facebook'), 'https://facebook.com/rupa');
    await user.type(field('Google Tag Manager id'), 'gtm-abc123');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const body = apiServer().requests[0]?.json as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Rupa Fashion House',
      facebook: 'https://facebook.com/rupa',
      public: true,
      online_shop_settings: { gtm: 'GTM-ABC123', default_chat_channel: null },
    });
    expect(field('Google Tag Manager id').value).toBe('GTM-ABC123');
  });

  it('puts a 422 about a nested setting under its field, by the body’s dot path', async () => {
    const loaded = await signInWithShop();
    apiServer().on(
      'PUT',
      '/api/admin/v3/online-shop',
      fail(422, 'Invalid', { 'online_shop_settings.pixel_id': ['validation.pixel_invalid'] }),
    );
    const { user } = renderWithProviders(<SettingsForm shop={loaded} />);
    await user.type(field('Meta pixel id'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(errorOf('Meta pixel id')).toBe('Enter a valid Facebook Pixel ID (5 to 20 digits)'));
    expect(document.activeElement).toBe(field('Meta pixel id'));
    expect(errorOf('Shop name')).toBeNull();
  });
});
