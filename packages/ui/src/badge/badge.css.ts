import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const tones = ['red', 'blue', 'yellow', 'grey', 'green', 'orange'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      red: {},
      blue: {},
      yellow: {},
      grey: {},
      green: {},
      orange: {},
    },
    solid: {
      true: {},
      false: {},
    },
    size: {
      sm: { fontSize: vars.fontSize.xs, paddingBlock: '0.125rem', paddingInline: vars.space.sm },
      md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space.xxs, paddingInline: vars.space.md },
    },
  },
  compoundVariants: tones.flatMap((tone) => [
    {
      variants: { tone, solid: true },
      style: { backgroundColor: vars.badge[tone].solid, color: vars.badge[tone].onSolid },
    },
    {
      variants: { tone, solid: false },
      style: { backgroundColor: vars.badge[tone].soft, color: vars.badge[tone].onSoft },
    },
  ]),
  defaultVariants: { tone: 'grey', solid: false, size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
