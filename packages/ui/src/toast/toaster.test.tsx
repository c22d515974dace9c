import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Drawer } from '../drawer/drawer.tsx';
import { renderWithI18n } from '../test/render.tsx';
import { toast } from './toast.ts';
import { Toaster, toasterSettings } from './toaster.tsx';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

function toastList(): HTMLElement {
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  if (!list) throw new Error('no toast list rendered');
  return list;
}

describe('Toaster', () => {
  it('uses docs/product/texts.md settings: 4 s, 3 visible, bottom-right', () => {
    expect(toasterSettings).toEqual({ duration: 4000, visibleToasts: 3, position: 'bottom-right' });
  });

  it('shows toasts bottom-right in a labelled region', async () => {
    renderWithI18n(<Toaster />);
    act(() => {
      toast.success('Item removed from cart');
    });
    expect(await screen.findByText('Item removed from cart')).toBeDefined();
    expect(screen.getByRole('region', { name: /Notifications/u })).toBeDefined();
    expect(toastList().dataset.yPosition).toBe('bottom');
    expect(toastList().dataset.xPosition).toBe('right');
  });

  it('shows toasts where the screen asks, e.g. top-center on a phone', async () => {
    renderWithI18n(<Toaster position="top-center" />);
    act(() => {
      toast('Item removed from cart');
    });
    expect(await screen.findByText('Item removed from cart')).toBeDefined();
    expect(toastList().dataset.yPosition).toBe('top');
    expect(toastList().dataset.xPosition).toBe('center');
  });

  it('keeps at most 3 toasts visible', async () => {
    renderWithI18n(<Toaster />);
    act(() => {
      for (const text of ['one', 'two', 'three', 'four']) toast(text);
    });
    await screen.findByText('four');
    const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
    const visible = toasts.filter((element) => element.dataset.visible === 'true');
    expect(visible).toHaveLength(3);
  });

  it('removes a toast after 4 seconds', async () => {
    vi.useFakeTimers();
    renderWithI18n(<Toaster />);
    act(() => {
      toast('Cart cleared');
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Cart cleared')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(3800));
    expect(screen.getByText('Cart cleared')).toBeDefined();
    expect(document.querySelector('[data-sonner-toast][data-removed="true"]')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Cart cleared')).toBeNull();
  });

  it('stays announced while a drawer hides the rest of the page', async () => {
    renderWithI18n(
      <>
        <Toaster />
        <Drawer open onOpenChange={() => undefined} title="Cart">
          <p>Rice 5 kg</p>
        </Drawer>
      </>,
    );
    await screen.findByRole('dialog', { name: 'Cart' });
    act(() => {
      toast('Item removed from cart');
    });
    expect(await screen.findByRole('region', { name: /Notifications/u })).toBeDefined();
    expect(screen.getByText('Item removed from cart').closest('[aria-hidden="true"]')).toBeNull();
  });
});
