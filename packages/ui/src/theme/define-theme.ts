import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** Every value a theme must give: the contract's shape with plain strings. */
export type ThemeTokens = Leaves<typeof vars>;

const reducedMotion: ThemeTokens['motion'] = {
  fast: '0ms',
  normal: '0ms',
  drawer: '0ms',
  easeOut: 'linear',
  easeInOut: 'linear',
};

/**
 * Fills the contract for one class. Call it from a `.css.ts` file. Transitions that read the
 * motion variables collapse to 0 ms for people who ask for reduced motion.
 */
export function defineTheme(className: string, tokens: ThemeTokens): void {
  const selector = `.${className}`;
  createGlobalTheme(selector, vars, tokens);
  globalStyle(selector, {
    '@media': {
      '(prefers-reduced-motion: reduce)': { vars: assignVars(vars.motion, reducedMotion) },
    },
  });
}
