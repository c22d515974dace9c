import { describe, expect, it } from 'vitest';
import { adminThemeTokens } from './admin-theme.css.ts';
import type { ThemeTokens } from './define-theme.ts';
import { theme1Tokens } from './theme-1.css.ts';
import { theme2Tokens } from './theme-2.css.ts';
import { theme3Tokens } from './theme-3.css.ts';
import { applyThemeClass, storefrontTheme, themeClass } from './theme-class.ts';

describe('themeClass', () => {
  it('names storefront themes 1-3 theme-N and the admin theme 4 admin-theme', () => {
    expect([1, 2, 3, 4].map((n) => themeClass(n as 1 | 2 | 3 | 4))).toEqual([
      'theme-1',
      'theme-2',
      'theme-3',
      'admin-theme',
    ]);
  });

  it('applyThemeClass swaps the theme class on <html> and keeps other classes', () => {
    const html = document.documentElement;
    html.className = 'js';
    applyThemeClass(2);
    applyThemeClass(4);
    expect([...html.classList].sort()).toEqual(['admin-theme', 'js']);
    html.className = '';
  });

  it('storefrontTheme reads a shop theme value and falls back to 1', () => {
    expect([1, 2, 3, '3', 4, null, 'x'].map(storefrontTheme)).toEqual([1, 2, 3, 3, 1, 1, 1]);
  });
});

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/iu.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = match[1];
  const channel = (offset: number) => {
    const c = Number.parseInt(value.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const themes: [string, ThemeTokens][] = [
  ['theme-1', theme1Tokens],
  ['theme-2', theme2Tokens],
  ['theme-3', theme3Tokens],
  ['admin-theme', adminThemeTokens],
];

describe.each(themes)('%s colours', (_name, { color, badge }) => {
  it('text pairs reach WCAG AA 4.5:1', () => {
    const textPairs: [string, string, string][] = [
      ['text/background', color.text, color.background],
      ['text/surface', color.text, color.surface],
      ['text/surfaceSunken', color.text, color.surfaceSunken],
      ['textMuted/background', color.textMuted, color.background],
      ['textMuted/surface', color.textMuted, color.surface],
      ['textMuted/surfaceSunken', color.textMuted, color.surfaceSunken],
      ['link/background', color.link, color.background],
      ['link/surface', color.link, color.surface],
      ['onPrimary/primary', color.onPrimary, color.primary],
      ['onPrimary/primaryHover', color.onPrimary, color.primaryHover],
      ['onPrimarySoft/primarySoft', color.onPrimarySoft, color.primarySoft],
      ['onAccent/accent', color.onAccent, color.accent],
      ['onAccent/accentHover', color.onAccent, color.accentHover],
      ['onDanger/danger', color.onDanger, color.danger],
      ['onDanger/dangerHover', color.onDanger, color.dangerHover],
      ['danger/surface', color.danger, color.surface],
      ['danger/background', color.danger, color.background],
      ['success/surface', color.success, color.surface],
      ['warning/surface', color.warning, color.surface],
      ['info/surface', color.info, color.surface],
      ['onSuccess/success', color.onSuccess, color.success],
      ['onWarning/warning', color.onWarning, color.warning],
      ['onInfo/info', color.onInfo, color.info],
      ['onNeutral/neutral', color.onNeutral, color.neutral],
      ...Object.entries(badge).flatMap(([tone, b]): [string, string, string][] => [
        [`badge ${tone} solid`, b.onSolid, b.solid],
        [`badge ${tone} soft`, b.onSoft, b.soft],
      ]),
    ];
    const failing = textPairs
      .map(([pair, fg, bg]) => ({ pair, ratio: Number(contrast(fg, bg).toFixed(2)) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it('control borders and the focus ring reach 3:1 (WCAG 1.4.11)', () => {
    const uiPairs: [string, string, string][] = [
      ['borderStrong/surface', color.borderStrong, color.surface],
      ['focusRing/background', color.focusRing, color.background],
      ['focusRing/surface', color.focusRing, color.surface],
    ];
    const failing = uiPairs
      .map(([pair, fg, bg]) => ({ pair, ratio: Number(contrast(fg, bg).toFixed(2)) }))
      .filter(({ ratio }) => ratio < 3);
    expect(failing).toEqual([]);
  });
});

describe('all themes', () => {
  it('keeps the documented timings (docs/product/rules.md#layout-constants): drawer slide 300 ms', () => {
    expect(themes.map(([, tokens]) => tokens.motion.drawer)).toEqual(['300ms', '300ms', '300ms', '300ms']);
  });

  it('each theme has its own primary colour and corner style', () => {
    const looks = themes.map(([, tokens]) => `${tokens.color.primary} ${tokens.radius.control}`);
    expect(new Set(looks).size).toBe(themes.length);
  });

  it('puts the self-hosted Bengali font first', () => {
    for (const [, tokens] of themes) expect(tokens.font.body.startsWith("'Noto Sans Bengali Variable'")).toBe(true);
  });
});
