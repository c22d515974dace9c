import { useRef } from 'react';

/**
 * Radix returns focus to its own Trigger on close; a dialog opened from app state (a store flag)
 * has none, so focus would drop to <body>. These handlers remember what had focus when the dialog
 * opened and give it back when it closes.
 */
export function useRestoreFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = previous.current;
      previous.current = null;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
