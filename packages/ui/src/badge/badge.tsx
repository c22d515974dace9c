import type { ComponentPropsWithRef } from 'react';
import { cx } from '../class-names.ts';
import { badge, type BadgeVariants } from './badge.css.ts';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  /** Filled with the tone's strong colour (e.g. pending: red with white text); otherwise a soft tint. */
  solid?: boolean;
  size?: 'sm' | 'md';
}

/** A small label with a colour tone. The text carries the meaning; colour only supports it. */
export function Badge({ tone, solid, size, className, ...props }: BadgeProps) {
  return <span {...props} data-tone={tone ?? 'grey'} className={cx(badge({ tone, solid, size }), className)} />;
}
