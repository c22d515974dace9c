import { createElement, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../class-names.ts';
import { cluster, stack } from './layout.css.ts';

export type Space = 'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';
type LayoutElement = 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'header' | 'footer';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  gap?: Space;
  align?: Align;
  justify?: Justify;
  as?: LayoutElement;
}

/** Children in a column with the theme's spacing between them. */
export function Stack({ gap, align, justify, as = 'div', className, ...props }: StackProps) {
  return createElement(as, { ...props, className: cx(stack({ gap, align, justify }), className) });
}

export interface ClusterProps extends StackProps {
  wrap?: boolean;
}

/** Children in a row that wraps, e.g. buttons or badges. */
export function Cluster({ gap, align, justify, wrap, as = 'div', className, ...props }: ClusterProps) {
  return createElement(as, { ...props, className: cx(cluster({ gap, align, justify, wrap }), className) });
}
