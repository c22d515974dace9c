import { createElement, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../class-names.ts';
import { card } from './card.css.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  elevation?: 'flat' | 'raised';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** The element to render, e.g. `article` for a product or `li` inside a list. */
  as?: 'div' | 'article' | 'section' | 'li';
}

/** A surface with the theme's border, radius and (when raised) shadow. */
export function Card({ elevation, padding, as = 'div', className, ...props }: CardProps) {
  return createElement(as, { ...props, className: cx(card({ elevation, padding }), className) });
}
