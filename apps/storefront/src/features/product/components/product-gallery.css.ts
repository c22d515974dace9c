import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const main = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const mainImage = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumbButton = style({
  display: 'block',
  width: '4.5rem',
  height: '4.5rem',
  padding: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary },
    '&:hover': { borderColor: vars.color.primaryHover },
  },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
