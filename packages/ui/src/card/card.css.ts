import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const card = recipe({
  base: {
    display: 'block',
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    elevation: {
      flat: {},
      raised: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md, borderColor: 'transparent' },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { elevation: 'flat', padding: 'md' },
});
