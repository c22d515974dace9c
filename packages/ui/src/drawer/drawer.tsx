import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { IconButton } from '../button/button.tsx';
import { cx } from '../class-names.ts';
import { useRestoreFocus } from '../dialog/restore-focus.ts';
import { visuallyHidden } from '../visually-hidden/visually-hidden.css.ts';
import * as styles from './drawer.css.ts';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name of the drawer; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  side?: 'left' | 'right';
  /** Width in px (cart 350, categories 320, dashboard 280); capped at the screen width. */
  width?: number;
  /** Pinned under the scrolling body, e.g. a subtotal and checkout button. */
  footer?: ReactNode;
  /** An element that opens the drawer (rendered as-is; it gets focus back on close). */
  trigger?: ReactNode;
  showCloseButton?: boolean;
  className?: string;
  bodyClassName?: string;
  children?: ReactNode;
}

/**
 * A modal side panel built on Radix Dialog: focus is trapped inside, Escape and a click on the
 * overlay close it, and it slides in over `vars.motion.drawer` (300 ms, none for reduced motion).
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  side = 'right',
  width = 320,
  footer,
  trigger,
  showCloseButton = true,
  className,
  bodyClassName,
  children,
}: DrawerProps) {
  const { t } = useLingui();
  const restoreFocus = useRestoreFocus();
  const showHeader = !hideTitle || showCloseButton;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-overlay="" />
        <RadixDialog.Content
          className={cx(styles.content({ side }), className)}
          style={{ width: `${width}px` }}
          data-side={side}
          {...restoreFocus}
        >
          {showHeader && (
            <div className={cx(styles.header, hideTitle && styles.headerWithoutTitle)}>
              <RadixDialog.Title className={hideTitle ? visuallyHidden : styles.title}>{title}</RadixDialog.Title>
              {showCloseButton && (
                <RadixDialog.Close asChild>
                  <IconButton aria-label={t`Close`} size="sm">
                    <X size={20} />
                  </IconButton>
                </RadixDialog.Close>
              )}
            </div>
          )}
          {!showHeader && <RadixDialog.Title className={visuallyHidden}>{title}</RadixDialog.Title>}
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          <div className={cx(styles.body, bodyClassName)}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
