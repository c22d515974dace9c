import type { CSSProperties } from 'react';
import { cx } from '../class-names.ts';
import { skeleton } from './skeleton.css.ts';

export interface SkeletonProps {
  shape?: 'block' | 'text' | 'circle';
  /** CSS length or px number. */
  width?: number | string;
  height?: number | string;
  /** For `text`: how many lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder while content loads. Hidden from assistive technology: pair it with a Spinner or
 * an aria-busy region that announces the loading.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={className} style={{ display: 'block', width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={skeleton({ shape })}
            style={{ height, width: index === lines - 1 ? '60%' : undefined }}
          />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={cx(skeleton({ shape }), className)} style={style} />;
}
