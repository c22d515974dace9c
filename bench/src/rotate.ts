/** An endless round-robin over a non-empty list. */
export function rotate<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('Nothing to rotate over');
  let index = 0;
  return () => {
    const item = items[index]!;
    index = (index + 1) % items.length;
    return item;
  };
}
