import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import * as styles from './empty-state.css.ts';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

/** What a list shows when it has nothing yet. */
export function EmptyState({ title, children, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <span aria-hidden="true">{icon ?? <Inbox size={36} strokeWidth={1.5} />}</span>
      <p className={styles.title}>{title}</p>
      {children && <p>{children}</p>}
      {action}
    </div>
  );
}
