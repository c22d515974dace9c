import { expectTypeOf, test } from 'vitest';
import type { ComponentProps } from 'react';
import type { IconButton } from './button.tsx';

type IconButtonProps = ComponentProps<typeof IconButton>;

test('IconButton cannot be used without an accessible name', () => {
  expectTypeOf<IconButtonProps['aria-label']>().toEqualTypeOf<string>();
  expectTypeOf<{ children: null }>().not.toExtend<IconButtonProps>();
  expectTypeOf<{ 'aria-label': 'Open menu'; children: null }>().toExtend<IconButtonProps>();
});
