import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { IconButton } from '../button/button.tsx';
import { cx } from '../class-names.ts';
import * as styles from './dialog.css.ts';
import { useRestoreFocus } from './restore-focus.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the bottom, right-aligned (they wrap on phones). */
  actions?: ReactNode;
  /** An element that opens the dialog (rendered as-is; it gets focus back on close). */
  trigger?: ReactNode;
  showCloseButton?: boolean;
  /** `alertdialog` for confirmations: no closing by a click outside. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes first; Radix's default is the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
  children?: ReactNode;
}

/** A centred modal dialog on Radix: focus trapped, Escape closes, focus returns on close. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  actions,
  trigger,
  showCloseButton = true,
  role = 'dialog',
  onOpenAutoFocus,
  className,
  children,
}: DialogProps) {
  const { t } = useLingui();
  const restoreFocus = useRestoreFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-overlay="" />
        <RadixDialog.Content
          role={role}
          className={cx(styles.content, className)}
          onOpenAutoFocus={(event) => {
            restoreFocus.onOpenAutoFocus();
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={restoreFocus.onCloseAutoFocus}
          onPointerDownOutside={(event) => {
            if (role === 'alertdialog') event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {showCloseButton && (
              <RadixDialog.Close asChild>
                <IconButton aria-label={t`Close`} size="sm" className={styles.closeButton}>
                  <X size={20} />
                </IconButton>
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the enclosing Dialog or Drawer when the wrapped button is pressed. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
