import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const title = style({ fontSize: `clamp(${vars.fontSize.xl}, 3vw, ${vars.fontSize.display})` });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const stock = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const inStock = style({ color: vars.color.success });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const buttons = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(10rem, 1fr))' } },
});

// The whole row: its label ("পছন্দের তালিকায় যোগ করুন") would wrap to three lines in half of a phone's width.
export const wish = style({
  gridColumn: '1 / -1',
  selectors: { '&[data-wished="true"]': { color: vars.color.danger, borderColor: vars.color.danger } },
});

export const cod = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontSize: vars.fontSize.sm,
});
