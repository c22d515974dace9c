import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FileQuestionMark, House, RefreshCw, ServerCrash, TriangleAlert, WifiOff, type LucideIcon } from 'lucide-react';
import { Button } from '../button/button.tsx';
import { cx } from '../class-names.ts';
import * as styles from './error-panel.css.ts';

export type ErrorPanelVariant = 'no-internet' | 'not-found' | 'server-error' | 'generic';

const icons: Record<ErrorPanelVariant, LucideIcon> = {
  'no-internet': WifiOff,
  'not-found': FileQuestionMark,
  'server-error': ServerCrash,
  generic: TriangleAlert,
};

export interface ErrorPanelProps {
  variant?: ErrorPanelVariant;
  /** Overrides the variant's default title (the storefront passes docs/product/routes.md's exact texts). */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows "Try Again" when given. */
  onRetry?: () => void;
  /** Shows "Go Home" when given. */
  onHome?: () => void;
  retryLabel?: ReactNode;
  homeLabel?: ReactNode;
  /** Heading level of the title: 1 when the panel is the whole page. */
  headingLevel?: 1 | 2 | 3;
  /** `page` centres it in a tall area; `inline` for a failed section. */
  layout?: 'page' | 'inline';
  className?: string;
  /** Extra content under the message (e.g. a contact number). */
  children?: ReactNode;
}

/** The error displays of docs/product/routes.md: an icon, a title, a message, Try Again and Go Home. */
export function ErrorPanel({
  variant = 'generic',
  title,
  message,
  onRetry,
  onHome,
  retryLabel,
  homeLabel,
  headingLevel = 2,
  layout = 'page',
  className,
  children,
}: ErrorPanelProps) {
  const { t } = useLingui();
  const defaults: Record<ErrorPanelVariant, { title: string; message: string }> = {
    'no-internet': {
      title: t`No internet connection`,
      message: t`No internet connection, check and try again.`,
    },
    'not-found': {
      title: t`Page not found`,
      message: t`The page you are looking for does not exist or has moved.`,
    },
    'server-error': {
      title: t`Server error`,
      message: t`Server error, try again later.`,
    },
    generic: {
      title: t`Something went wrong`,
      message: t`Unexpected error, try again.`,
    },
  };
  const headingId = useId();
  const Icon = icons[variant];
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={cx(styles.panel({ layout }), className)} data-variant={variant}>
      <div className={styles.iconCircle({ variant })} aria-hidden="true">
        <Icon size={36} strokeWidth={1.75} />
      </div>
      <Heading id={headingId} className={styles.title}>
        {title ?? defaults[variant].title}
      </Heading>
      <p className={styles.message}>{message ?? defaults[variant].message}</p>
      {children}
      {(onRetry || onHome) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="primary" startIcon={<RefreshCw size={18} />} onClick={onRetry}>
              {retryLabel ?? t`Try Again`}
            </Button>
          )}
          {onHome && (
            <Button variant="secondary" startIcon={<House size={18} />} onClick={onHome}>
              {homeLabel ?? t`Go Home`}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
