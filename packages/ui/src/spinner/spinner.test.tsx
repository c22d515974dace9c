import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test/render.tsx';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is a status with the visible text "Loading..." in English', () => {
    renderWithI18n(<Spinner />, 'en');
    const status = screen.getByRole('status');
    expect(status).toHaveProperty('textContent', 'Loading...');
  });

  it('says "Loading..." in Bengali when bn is active', () => {
    renderWithI18n(<Spinner />, 'bn');
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).not.toBe('Loading...');
    expect(text).toMatch(/[\u0980-\u09FF]/u);
  });

  it('shows a given label instead', () => {
    renderWithI18n(<Spinner label="Saving your order" />);
    expect(screen.getByRole('status').textContent).toBe('Saving your order');
  });
});
