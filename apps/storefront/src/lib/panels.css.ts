// The framed blocks that checkout, the cart, orders and the dashboard share: one definition of each look.
import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

/** A framed surface whose children stack; each page sets its own gap. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `clamp(${vars.space.lg}, 3vw, ${vars.space.xl})`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const panelTitle = style({ fontSize: vars.fontSize.lg });

/** A label and its amount at either end of a line of an order's or cart's summary. */
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

/** One framed line of a list (orders, notifications, a tracked order's results). */
export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
