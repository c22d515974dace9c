import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeShop } from '../../test/fixtures.ts';
import { renderInShop } from '../../test/render.tsx';
import { Footer } from './footer.tsx';
import { safeHttpUrl } from '../../lib/safe-http-url.ts';

describe('Footer', () => {
  it('has the docs/product/storefront.md content: contact, policies, social and share links, QR code, language, powered-by', async () => {
    renderInShop(<Footer />, { shop: makeShop({ theme: 2 }) });
    const footer = screen.getByRole('contentinfo');
    expect(footer.dataset['footerTheme']).toBe('2');
    expect(within(footer).getByText('Mirpur 10, Dhaka')).toBeDefined();
    expect(within(footer).getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe('tel:+8801712345678');
    // The owner's email is not the shop's to publish (decision 193).
    expect(within(footer).queryByRole('link', { name: 'rupa@example.com' })).toBeNull();
    const policies = within(footer).getByRole('navigation', { name: 'Shop information' });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/rongdhonu/track-order',
      '/rongdhonu/about-us',
      '/rongdhonu/privacy-policy',
      '/rongdhonu/terms-of-conditions',
      '/rongdhonu/refund-policy',
      '/rongdhonu/cancellation-policy',
    ]);
    const social = within(footer).getByRole('list', { name: 'Follow the shop' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Facebook']);
    const share = within(footer).getByRole('list', { name: 'Share this shop' });
    expect(within(share).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('://rongdhonu.haat.localhost'),
    );
    expect(within(share).getAllByRole('link')).toHaveLength(4);
    expect(within(footer).getByText('Powered by Haat')).toBeDefined();
    const qr = await within(footer).findByRole('img', { name: /QR code/u }, { timeout: 5000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/u);
  });

  it('toggles the language and shows Bengali', async () => {
    renderInShop(<Footer />);
    await userEvent.click(screen.getByRole('button', { name: 'Change language to বাংলা' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('bn'));
    expect(screen.getByRole('link', { name: 'অর্ডার ট্র্যাক করুন' })).toBeDefined();
    expect(localStorage.getItem('locale')).toBe('bn');
  });

  it('uses the custom domain in the QR code and share links, and theme 3 is centred and compact', () => {
    renderInShop(<Footer hideOnMobile />, {
      shop: makeShop({ theme: 3, custom_domain: { domain: 'boighor.test' } }),
      mode: { kind: 'own', slug: 'rongdhonu', origin: 'custom-domain' },
    });
    expect(screen.getByRole('contentinfo').dataset['footerTheme']).toBe('3');
    expect(screen.getByRole('link', { name: 'Track order' }).getAttribute('href')).toBe('/track-order');
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent('://boighor.test'),
    );
  });

  it('links only http(s) social addresses', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl(' https://instagram.com/x ')).toBe('https://instagram.com/x');
    expect(safeHttpUrl('not a url')).toBeNull();
  });
});
