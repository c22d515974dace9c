import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once, then `batch` more in each following
 * task. Rendering twenty product cards in one go blocks a slow phone's main thread for a few hundred
 * milliseconds; in batches, taps and the first paint get through in between.
 */
export function useProgressiveCount(total: number, first: number, batch: number): number {
  const [count, setCount] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((current) => current + batch), 0);
    return () => clearTimeout(timer);
  }, [count, total, batch]);
  return Math.min(count, total);
}
