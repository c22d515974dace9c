import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

/** A screen's content area: the chrome's 1200px width, with room above and below. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `clamp(${vars.space.xl}, 4vw, ${vars.space.xxxl})`,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: `${vars.space.lg} ${vars.space.xxxl}`,
});

/** Forms and single-column screens (login, checkout steps, order pages). */
export const narrowPage = style([page, { maxWidth: '40rem' }]);

export const pageTitle = style({ fontSize: `clamp(${vars.fontSize.xl}, 3vw, ${vars.fontSize.display})` });

export const lead = style({ color: vars.color.textMuted });

/** The product page: gallery and purchase panel side by side from 900px. */
export const productLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxl },
  },
});

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${breadcrumbs} li + li::before`, { content: '"›"', marginInlineEnd: vars.space.xs });

export const squareSkeleton = style({ aspectRatio: '1 / 1' });
