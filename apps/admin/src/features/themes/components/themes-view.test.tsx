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
});
