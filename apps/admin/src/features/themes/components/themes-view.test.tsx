import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { loadedShop, shop, signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ThemesView } from './themes-view.tsx';

describe('ThemesView', () => {
  it('previews each theme in its own theme class and saves the chosen one', async () => {
    await signInWithShop({ theme: 1 });
    apiServer().on('PUT', '/api/admin/v3/online-shop/theme', (request) => ok({ ...shop, ...(request.json as object) }));
    const { user } = renderWithProviders(<ThemesView />);
    for (const theme of [1, 2, 3]) {
      const previews = document.querySelectorAll(`[data-theme-preview="${theme}"]`);
      expect(previews.length).toBeGreaterThan(0);
      expect(previews[0]?.classList.contains(`theme-${theme}`)).toBe(true);
    }
    // The large preview follows the choice before it is saved.
    await user.click(screen.getByRole('radio', { name: 'Theme 3: Compact' }));
    expect(screen.getByRole('heading', { name: 'Preview: Compact' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Theme saved')).toBeTruthy();
    expect(apiServer().requests[0]?.json).toEqual({ theme: 3 });
    expect((await loadedShop())?.data?.shop.theme).toBe(3);
  });

  it('shows the shop’s logo and its name in the owner’s language in every preview', async () => {
    await signInWithShop({ logo_url: 'logos/rupa.webp' });
    renderWithProviders(<ThemesView />, { locale: 'bn' });
    for (const theme of [1, 2, 3]) {
      const preview = document.querySelector(`[data-theme-preview="${theme}"]`)!;
      expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/logos\/rupa\.webp$/u);
      expect(preview.textContent).toContain('রূপা ফ্যাশন');
      expect(preview.textContent).not.toContain('Rupa Fashion');
    }
  });

  it('without a logo, shows the initial of the name the owner reads', async () => {
    await signInWithShop({ logo_url: null });
    renderWithProviders(<ThemesView />, { locale: 'bn' });
    const preview = document.querySelector('[data-theme-preview="1"]')!;
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.textContent).toMatch(/^ররূপা ফ্যাশন/u);
  });
});
