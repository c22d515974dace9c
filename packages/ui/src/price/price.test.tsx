import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatMoney } from '@haat/i18n';
import { renderWithI18n } from '../test/render.tsx';
import { Price } from './price.tsx';

describe('Price', () => {
  it('shows the amount formatted for the active language', () => {
    const { container, unmount } = renderWithI18n(<Price amount={1250} />, 'en');
    expect(container.textContent).toBe(formatMoney(1250, 'en'));
    unmount();
    const bn = renderWithI18n(<Price amount={1250} />, 'bn');
    expect(bn.container.textContent).toBe(formatMoney(1250, 'bn'));
    expect(bn.container.textContent).toMatch(/[০-৯]/u);
  });

  it('strikes through the original price when discounted and says both aloud', () => {
    const { container } = renderWithI18n(<Price amount={450} original={500} />, 'en');
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe(formatMoney(500, 'en'));
    expect(screen.getByText(`Price ${formatMoney(450, 'en')}, was ${formatMoney(500, 'en')}`)).toBeDefined();
  });

  it('shows no original when it is not higher than the price', () => {
    const { container } = renderWithI18n(<Price amount={500} original={500} />, 'en');
    expect(container.querySelector('s')).toBeNull();
  });

  it('uses a given formatter', () => {
    const { container } = renderWithI18n(<Price amount={99} format={(taka) => `Tk ${taka}`} />);
    expect(container.textContent).toBe('Tk 99');
  });
});
