import './theme-1.css.ts';
import './theme-2.css.ts';
import './theme-3.css.ts';
import './admin-theme.css.ts';

/** Shop themes 1–3 (storefront) and 4 (admin), docs/product/README.md. */
export type ThemeNumber = 1 | 2 | 3 | 4;

const classNames = { 1: 'theme-1', 2: 'theme-2', 3: 'theme-3', 4: 'admin-theme' } as const satisfies Record<
  ThemeNumber,
  string
>;

export type ThemeClassName = (typeof classNames)[ThemeNumber];

/** The class that applies a theme; put it on `<html>` or the app root. */
export function themeClass(theme: ThemeNumber): ThemeClassName {
  return classNames[theme];
}

/** A shop's stored theme value to a storefront theme; anything unexpected falls back to theme 1. */
export function storefrontTheme(value: unknown): 1 | 2 | 3 {
  const number = typeof value === 'string' ? Number(value) : value;
  return number === 2 || number === 3 ? number : 1;
}

/**
 * Puts the theme's class on `<html>` (default), removing any other theme class. Use `<html>` or
 * `<body>`: drawers, dialogs and toasts render in portals under `<body>` and need the variables too.
 */
export function applyThemeClass(theme: ThemeNumber, element: Element = document.documentElement): void {
  element.classList.remove(...Object.values(classNames));
  element.classList.add(classNames[theme]);
}
