/**
 * The one place apps take toasts from, so the toast library can be swapped here (docs/architecture.md).
 * `toast('Saved')`, `toast.success(...)`, `toast.error(...)`, `toast.dismiss()`. Render <Toaster/> once.
 */
export { toast } from 'sonner';
export type { ExternalToast as ToastOptions } from 'sonner';
