import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './visually-hidden.css.ts';
import { cx } from '../class-names.ts';

export { visuallyHidden as visuallyHiddenClass };

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={cx(visuallyHidden, className)} />;
}
