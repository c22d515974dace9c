import { style } from '@vanilla-extract/css';

export const icon = style({ display: 'inline-block', verticalAlign: '-0.125em', flexShrink: 0 });

/** Before a name in running text, e.g. a page title. */
export const inline = style({ marginInlineEnd: '0.35em' });
