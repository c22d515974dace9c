import { useId, type ReactNode } from 'react';
import * as styles from './section.css.ts';

export interface SectionProps {
  title: ReactNode;
  /** E.g. a "see all" link beside the title. */
  action?: ReactNode;
  headingLevel?: 1 | 2;
  children: ReactNode;
}

/** A titled block of a catalogue page; the heading names the region. */
export function Section({ title, action, headingLevel = 2, children }: SectionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.header}>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {children}
    </section>
  );
}
