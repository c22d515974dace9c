import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { spinnerRing } from '../spinner/spinner.css.ts';
import { button, icon, iconButton, type ButtonVariants } from './button.css.ts';

export type ButtonVariant = NonNullable<ButtonVariants['variant']>;
export type ButtonSize = NonNullable<ButtonVariants['size']>;

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The button look as a class, for router links and other elements that must look like a button. */
export function buttonClass({ variant, size, fullWidth }: ButtonStyleProps = {}): string {
  return button({ variant, size, fullWidth });
}

interface ContentProps {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

function ButtonContent({
  loading,
  startIcon,
  endIcon,
  children,
}: ContentProps & { loading?: boolean; children?: ReactNode }) {
  return (
    <>
      {loading ? (
        <span aria-hidden="true" className={spinnerRing({ size: 'sm' })} />
      ) : (
        startIcon && (
          <span aria-hidden="true" className={icon}>
            {startIcon}
          </span>
        )
      )}
      {children}
      {endIcon && (
        <span aria-hidden="true" className={icon}>
          {endIcon}
        </span>
      )}
    </>
  );
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps, ContentProps {
  /** Shows a spinner, sets aria-busy and ignores presses, keeping focus on the button. */
  loading?: boolean;
}

/** A button (type="button" unless told otherwise). For navigation use ButtonLink or buttonClass(). */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  startIcon,
  endIcon,
  className,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      {...props}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      className={cx(button({ variant, size, fullWidth }), className)}
      onClick={handleClick}
    >
      <ButtonContent loading={loading} startIcon={startIcon} endIcon={endIcon}>
        {children}
      </ButtonContent>
    </button>
  );
}

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'>, ButtonStyleProps, ContentProps {
  href: string;
}

/** A link that looks like a button (plain `<a href>`; for router links use buttonClass()). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <a {...props} className={cx(button({ variant, size, fullWidth }), className)}>
      <ButtonContent startIcon={startIcon} endIcon={endIcon}>
        {children}
      </ButtonContent>
    </a>
  );
}

export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'>, Omit<ButtonStyleProps, 'fullWidth'> {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  round?: boolean;
  /** The icon; it is hidden from assistive technology. */
  children: ReactNode;
}

/** A square (or round) button showing only an icon. */
export function IconButton({
  variant = 'ghost',
  size,
  round,
  className,
  type = 'button',
  children,
  ...props
}: IconButtonProps) {
  return (
    <button type={type} {...props} className={cx(button({ variant, size }), iconButton({ size, round }), className)}>
      <span aria-hidden="true" className={icon}>
        {children}
      </span>
    </button>
  );
}
