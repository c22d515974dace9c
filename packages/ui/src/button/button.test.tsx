import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render.tsx';
import { Button, ButtonLink, IconButton, buttonClass } from './button.tsx';

describe('Button', () => {
  it('is a type="button" that calls onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: aria-busy, ignores presses, stays focusable and does not submit its form', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Place order
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('uses a different class per variant, size and width', () => {
    const classes = new Set([
      buttonClass(),
      buttonClass({ variant: 'secondary' }),
      buttonClass({ variant: 'ghost' }),
      buttonClass({ variant: 'danger' }),
      buttonClass({ variant: 'link' }),
      buttonClass({ size: 'sm' }),
      buttonClass({ size: 'lg' }),
      buttonClass({ fullWidth: true }),
    ]);
    expect(classes.size).toBe(8);
    renderWithI18n(<Button variant="danger">Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toBe(buttonClass({ variant: 'danger' }));
  });
});

describe('ButtonLink', () => {
  it('renders a link with the button look', () => {
    renderWithI18n(
      <ButtonLink href="/shop/rahim-store/cart" variant="secondary">
        View cart
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link.getAttribute('href')).toBe('/shop/rahim-store/cart');
    expect(link.className).toBe(buttonClass({ variant: 'secondary' }));
  });
});

describe('IconButton', () => {
  it('is named by its aria-label and hides the icon', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithI18n(
      <IconButton aria-label="Open menu" onClick={onClick}>
        <svg data-icon="menu" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
