import { useState } from 'react';

/**
 * True from the first time `open` is true: lazy overlay content loads when first opened and then
 * stays mounted, so it can animate closed and open again at once.
 */
export function useHasOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
