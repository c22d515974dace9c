// Everything in one import for convenience; subpaths (e.g. '@haat/ui/button') work too.
// Unused parts drop out of app bundles: only the .css.ts/.css files are marked as side effects.
export { vars, type ThemeVars } from './theme/contract.css.ts';
export {
  themeClass,
  applyThemeClass,
  storefrontTheme,
  type ThemeNumber,
  type ThemeClassName,
} from './theme/theme-class.ts';
export { layers } from './layers.ts';
export {
  Button,
  ButtonLink,
  IconButton,
  buttonClass,
  type ButtonProps,
  type ButtonLinkProps,
  type IconButtonProps,
  type ButtonStyleProps,
  type ButtonVariant,
  type ButtonSize,
} from './button/button.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge.tsx';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './badge/order-status-badge.tsx';
export { FormField, useFormFieldControl, type FormFieldProps, type FormFieldState } from './form-field/form-field.tsx';
export { Input, Textarea, Select, type InputProps, type TextareaProps, type SelectProps } from './input/input.tsx';
export { Drawer, type DrawerProps } from './drawer/drawer.tsx';
export { Dialog, DialogClose, type DialogProps } from './dialog/dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog.tsx';
export { Spinner, type SpinnerProps } from './spinner/spinner.tsx';
export { ErrorPanel, type ErrorPanelProps, type ErrorPanelVariant } from './error-panel/error-panel.tsx';
export { Toaster, toasterSettings, type ToasterProps } from './toast/toaster.tsx';
export { toast, type ToastOptions } from './toast/toast.ts';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton.tsx';
export { VisuallyHidden, visuallyHiddenClass, type VisuallyHiddenProps } from './visually-hidden/visually-hidden.tsx';
export { Card, type CardProps } from './card/card.tsx';
export { Stack, Cluster, type StackProps, type ClusterProps, type Space } from './layout/layout.tsx';
export { Price, type PriceProps } from './price/price.tsx';
