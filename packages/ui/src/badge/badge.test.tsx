import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test/render.tsx';
import { Badge } from './badge.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

function badgeNamed(text: string): HTMLElement {
  return screen.getByText(text);
}

describe('Badge', () => {
  it('gives each tone and fill its own class', () => {
    renderWithI18n(
      <>
        {(['red', 'blue', 'yellow', 'grey', 'green', 'orange'] as const).flatMap((tone) => [
          <Badge key={`${tone}-soft`} tone={tone}>{`${tone} soft`}</Badge>,
          <Badge key={`${tone}-solid`} tone={tone} solid>{`${tone} solid`}</Badge>,
        ])}
      </>,
    );
    const classNames = new Set(
      ['red', 'blue', 'yellow', 'grey', 'green', 'orange'].flatMap((tone) => [
        badgeNamed(`${tone} soft`).className,
        badgeNamed(`${tone} solid`).className,
      ]),
    );
    expect(classNames.size).toBe(12);
  });
});

describe('OrderStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'red', true],
    ['accepted', 'Accepted', 'blue', false],
    ['processing', 'Processing', 'yellow', false],
    ['shipped', 'Shipped', 'grey', false],
    ['delivered', 'Delivered', 'green', false],
    ['completed', 'Completed', 'green', false],
    ['canceled', 'Canceled', 'red', false],
    ['returned', 'Returned', 'orange', false],
  ])('%s: "%s" on %s (solid: %s)', (status, label, tone, solid) => {
    renderWithI18n(<OrderStatusBadge status={status} />);
    const badge = badgeNamed(label);
    expect(badge.dataset.tone).toBe(tone);
    const expected = screen.getByText(label).className;
    renderWithI18n(
      <Badge tone={tone as 'red'} solid={solid}>
        reference
      </Badge>,
    );
    expect(expected).toBe(badgeNamed('reference').className);
  });

  it('shows an unknown status as it came, on grey', () => {
    renderWithI18n(<OrderStatusBadge status="on_hold" />);
    const badge = badgeNamed('on_hold');
    expect(badge.dataset.tone).toBe('grey');
    expect(badge.dataset.status).toBe('on_hold');
  });

  it('returned looks unlike canceled', () => {
    renderWithI18n(
      <>
        <OrderStatusBadge status="returned" />
        <OrderStatusBadge status="canceled" />
      </>,
    );
    expect(badgeNamed('Returned').className).not.toBe(badgeNamed('Canceled').className);
  });

  it('translates known statuses in Bengali', () => {
    renderWithI18n(<OrderStatusBadge status="pending" />, 'bn');
    const badge = document.querySelector<HTMLElement>('[data-status="pending"]');
    expect(badge?.textContent).toMatch(/[\u0980-\u09FF]/u);
    expect(badge?.dataset.tone).toBe('red');
  });
});
