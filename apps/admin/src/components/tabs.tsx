import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import * as styles from './tabs.css.ts';

export interface TabItem<TId extends string> {
  id: TId;
  label: ReactNode;
}

export interface TabsProps<TId extends string> {
  items: TabItem<TId>[];
  value: TId;
  onChange: (id: TId) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The panel, labelled by the selected tab. */
  children: ReactNode;
}

/** ARIA tabs on Radix: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs<TId extends string>({ items, value, onChange, label, children }: TabsProps<TId>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onChange(next as TId)}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} className={styles.tab}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value}>{children}</RadixTabs.Content>
    </RadixTabs.Root>
  );
}
