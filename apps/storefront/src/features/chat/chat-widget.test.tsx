import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../entities/customer/auth.ts';
import { ok, startTestApi, type TestApi } from '../../test/api-server.ts';
import { makeCustomer, makeShop } from '../../test/fixtures.ts';
import { renderInShop } from '../../test/render.tsx';
import { ChatWidget } from './chat-widget.tsx';

const settings = makeShop().online_shop_settings;
const LAZY = { timeout: 5000 };

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

describe('ChatWidget', () => {
  it('is absent for a visitor when the shop has no WhatsApp or Messenger', () => {
    renderInShop(<ChatWidget />);
    expect(screen.queryByRole('button', { name: 'Chat with the shop' })).toBeNull();
  });

  it('opens a WhatsApp link with a prefilled text', async () => {
    const shop = makeShop({
      online_shop_settings: { ...settings, default_chat_channel: 'whatsapp', whatsapp_chat: '01712-345678' },
    });
    renderInShop(<ChatWidget />, { shop });
    await userEvent.click(screen.getByRole('button', { name: 'Chat with the shop' }));
    const popup = await screen.findByRole('dialog', { name: 'Chat with Rongdhonu Fashion' }, LAZY);
    const link = within(popup).getByRole('link', { name: 'Chat on WhatsApp' });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/8801712345678?text=${encodeURIComponent('Hello Rongdhonu Fashion, I have a question.')}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the Messenger page', async () => {
    const shop = makeShop({
      online_shop_settings: {
        ...settings,
        default_chat_channel: 'messenger',
        facebook_chat: 'https://facebook.com/boighor',
      },
    });
    renderInShop(<ChatWidget />, { shop });
    await userEvent.click(screen.getByRole('button', { name: 'Chat with the shop' }));
    const popup = await screen.findByRole('dialog', {}, LAZY);
    expect(within(popup).getByRole('link', { name: 'Chat on Messenger' }).getAttribute('href')).toBe(
      'https://m.me/boighor',
    );
  });

  it('shows the on-site thread to a logged-in customer and sends a message', async () => {
    api.on(
      'GET',
      '/api/shop/customer/messages',
      ok([
        {
          id: 1,
          customer_id: 5,
          sender: 'shop',
          body: 'আসসালামু আলাইকুম',
          read_at: null,
          created_at: '2026-11-20T08:30:00.000Z',
        },
      ]),
    );
    api.on('POST', '/api/shop/customer/messages', (request) =>
      ok(
        {
          id: 2,
          customer_id: 5,
          sender: 'customer',
          body: (request.body as { body: string }).body,
          read_at: null,
          created_at: '2026-11-20T08:31:00.000Z',
        },
        201,
      ),
    );
    renderInShop(<ChatWidget />);
    act(() => useAuthStore.getState().login({ token: 'tok', customer: makeCustomer() }));
    await userEvent.click(screen.getByRole('button', { name: 'Chat with the shop' }));
    expect(await screen.findByText('আসসালামু আলাইকুম', {}, LAZY)).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Is the saree in stock?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Is the saree in stock?')).toBeDefined();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ body: 'Is the saree in stock?' });
  });
});
