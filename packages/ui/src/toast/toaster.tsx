import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { layers } from '../layers.ts';
import { vars } from '../theme/contract.css.ts';

/** docs/product/texts.md: notifications stay 4 seconds, at most 3 are visible, bottom-right. */
export const toasterSettings = {
  duration: 4000,
  visibleToasts: 3,
  position: 'bottom-right',
} as const;

// Sonner reads these custom properties; pointing them at the theme keeps toasts on-theme.
const themedStyle = {
  '--normal-bg': vars.color.surfaceRaised,
  '--normal-text': vars.color.text,
  '--normal-border': vars.color.border,
  '--success-bg': vars.badge.green.soft,
  '--success-text': vars.badge.green.onSoft,
  '--success-border': vars.badge.green.soft,
  '--error-bg': vars.badge.red.soft,
  '--error-text': vars.badge.red.onSoft,
  '--error-border': vars.badge.red.soft,
  '--info-bg': vars.badge.blue.soft,
  '--info-text': vars.badge.blue.onSoft,
  '--info-border': vars.badge.blue.soft,
  '--warning-bg': vars.badge.yellow.soft,
  '--warning-text': vars.badge.yellow.onSoft,
  '--warning-border': vars.badge.yellow.soft,
  '--border-radius': vars.radius.md,
  fontFamily: vars.font.body,
  zIndex: layers.toast,
} as CSSProperties;

export interface ToasterProps {
  /** Distance from the screen edge, e.g. to clear a mobile bottom bar. */
  offset?: number | string;
  mobileOffset?: number | string;
  /** Where toasts stack; bottom-right unless the screen needs them elsewhere (e.g. the top on a phone). */
  position?: SonnerToasterProps['position'];
}

/** The toast host; render once near the app root. Show toasts with `toast` from '@haat/ui/toast'. */
export function Toaster({ offset, mobileOffset, position = toasterSettings.position }: ToasterProps) {
  const { t } = useLingui();
  return (
    <SonnerToaster
      {...toasterSettings}
      position={position}
      richColors
      closeButton={false}
      offset={offset}
      mobileOffset={mobileOffset}
      style={themedStyle}
      containerAriaLabel={t`Notifications`}
    />
  );
}
