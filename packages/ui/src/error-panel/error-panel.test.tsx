import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render.tsx';
import { ErrorPanel, type ErrorPanelVariant } from './error-panel.tsx';

describe('ErrorPanel', () => {
  it.each<[ErrorPanelVariant, string, string]>([
    ['no-internet', 'No internet connection', 'No internet connection, check and try again.'],
    ['not-found', 'Page not found', 'The page you are looking for does not exist or has moved.'],
    ['server-error', 'Server error', 'Server error, try again later.'],
    ['generic', 'Something went wrong', 'Unexpected error, try again.'],
  ])('%s shows its own title and message', (variant, title, message) => {
    renderWithI18n(<ErrorPanel variant={variant} />);
    const region = screen.getByRole('region', { name: title });
    expect(within(region).getByRole('heading', { level: 2, name: title })).toBeDefined();
    expect(within(region).getByText(message)).toBeDefined();
  });

  it('shows the exact texts it is given (storefront shell, docs/product/routes.md)', () => {
    renderWithI18n(
      <ErrorPanel
        variant="not-found"
        headingLevel={1}
        title="Shop Not Found"
        message="Please Check Shop URL or Contact the shop owner"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Shop Not Found' })).toBeDefined();
    expect(screen.getByText('Please Check Shop URL or Contact the shop owner')).toBeDefined();
  });

  it('Try Again and Go Home call their callbacks', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onHome = vi.fn();
    renderWithI18n(<ErrorPanel variant="server-error" onRetry={onRetry} onHome={onHome} />);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onHome).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('shows only the actions it has callbacks for, with custom labels', () => {
    renderWithI18n(<ErrorPanel onHome={() => undefined} homeLabel="Return Home" />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Return Home']);
  });

  it('is translated in Bengali', () => {
    renderWithI18n(<ErrorPanel variant="no-internet" onRetry={() => undefined} onHome={() => undefined} />, 'bn');
    const texts = [screen.getByRole('heading').textContent, ...screen.getAllByRole('button').map((b) => b.textContent)];
    for (const text of texts) expect(text).toMatch(/[\u0980-\u09FF]/u);
  });
});
