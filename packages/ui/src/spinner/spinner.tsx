import { useLingui } from '@lingui/react/macro';
import { cx } from '../class-names.ts';
import { ringColour, spinner, spinnerRing } from './spinner.css.ts';

export interface SpinnerProps {
  /** Visible text; "Loading..." (translated) unless given. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** `page` centres it in a tall area (the storefront shell's loading state). */
  layout?: 'inline' | 'block' | 'page';
  className?: string;
}

/** A turning ring with visible text, announced politely (role="status"). */
export function Spinner({ label, size = 'md', layout = 'block', className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <div role="status" className={cx(spinner({ layout }), className)}>
      <span aria-hidden="true" className={cx(spinnerRing({ size }), ringColour)} />
      <span>{label ?? t`Loading...`}</span>
    </div>
  );
}
