import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { I18nProvider, useLocale } from './react.tsx';
import { setLocale } from './i18n.ts';
import { shellMessages } from './messages/shell.ts';

function Screen() {
  const { t } = useLingui();
  const { locale, toggle } = useLocale();
  return (
    <main>
      <p>
        <Trans id="shell.loading">Loading...</Trans>
      </p>
      <button type="button" onClick={toggle}>
        {t(shellMessages.tryAgain)}
      </button>
      <output aria-label="locale">{locale}</output>
    </main>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('I18nProvider and useLocale', () => {
  // First test of the file: nothing is active yet, so the provider activates the default.
  it('renders Bengali by default and English after toggling', () => {
    render(
      <I18nProvider>
        <Screen />
      </I18nProvider>,
    );
    expect(screen.getByText('লোড হচ্ছে...')).toBeDefined();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeDefined();
    expect(screen.getByLabelText('locale').textContent).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');

    fireEvent.click(screen.getByRole('button'));

    expect(screen.getByText('Loading...')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDefined();
    expect(screen.getByLabelText('locale').textContent).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');

    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByText('লোড হচ্ছে...')).toBeDefined();
  });

  it('re-renders when the language is changed outside React', () => {
    render(
      <I18nProvider>
        <Screen />
      </I18nProvider>,
    );
    act(() => setLocale('en'));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDefined();
    act(() => setLocale('bn'));
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeDefined();
  });
});
