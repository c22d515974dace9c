import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const stars = style({ display: 'inline-flex', gap: '2px', color: vars.color.accent, verticalAlign: 'middle' });

export const empty = style({ color: vars.color.border });
