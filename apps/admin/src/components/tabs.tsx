import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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

/** ARIA tabs: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs<TId extends string>({ items, value, onChange, label, children }: TabsProps<TId>) {
  const baseId = useId();
  const refs = useRef(new Map<TId, HTMLButtonElement>());
  const tabId = (id: TId) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    onChange(item.id);
    refs.current.get(item.id)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) refs.current.set(item.id, element);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(item.id)}
              onKeyDown={(event) => move(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </>
  );
}
