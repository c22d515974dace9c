// Toasts, loaded on first use so the toast library stays out of the first-load JavaScript.
// The first notify() asks the app to mount its Toaster (src/shell/lazy-toaster.tsx); sonner drops toasts
// shown before its Toaster subscribes, so each toast waits until the mounted Toaster says it is ready.
import { useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once by the mounted Toaster. */
export function markToasterReady(): void {
  markReady();
}

/** True once a toast was asked for: the app then mounts the Toaster. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    // No toast is ever asked for while rendering on the server.
    () => false,
  );
}

export type NotifyKind = 'success' | 'error' | 'info' | 'message';

/** Shows a toast (docs/product/texts.md: 4 s, at most 3, bottom-right); the text is already translated. */
export function notify(message: string, kind: NotifyKind = 'message'): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([toasterReady, import('@haat/ui/toast')]).then(([, { toast }]) => {
    if (kind === 'message') toast(message);
    else toast[kind](message);
  });
}
