import { useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../button/button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Runs on Confirm. A returned promise keeps the dialog open and busy until it settles; it closes on success. */
  onConfirm: () => void | Promise<unknown>;
  /** Defaults to "Confirm" (translated). */
  confirmLabel?: ReactNode;
  /** Defaults to "Cancel" (translated). */
  cancelLabel?: ReactNode;
  /** Red confirm button; on by default because this is for destructive actions. */
  destructive?: boolean;
  /** Busy state controlled by the caller instead of the returned promise. */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * Asks before a destructive action. An alertdialog: focus starts on Cancel, a click outside does
 * not close it, Escape and Cancel do.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmLabel,
  cancelLabel,
  destructive = true,
  loading,
  children,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const busy = loading ?? pending;

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // The caller reports the failure (e.g. a toast); the dialog stays open to try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      role="alertdialog"
      title={title}
      description={description}
      showCloseButton={false}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
