import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs.tsx';

type Tab = 'ongoing' | 'completed' | 'canceled';

function OrderTabs({ onChange }: { onChange: (tab: Tab) => void }) {
  const [tab, setTab] = useState<Tab>('ongoing');
  return (
    <Tabs
      label="Orders"
      value={tab}
      onChange={(next) => {
        onChange(next);
        setTab(next);
      }}
      items={[
        { id: 'ongoing', label: 'Ongoing' },
        { id: 'completed', label: 'Completed' },
        { id: 'canceled', label: 'Canceled' },
      ]}
    >
      <p>Orders of {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the tab list and labels the panel with the selected tab', () => {
    render(<OrderTabs onChange={() => undefined} />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ongoing', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed', selected: false })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Ongoing' }).textContent).toBe('Orders of ongoing');
  });

  it('selects a tab by click, and by arrow keys, Home and End (wrapping around)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OrderTabs onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(onChange).toHaveBeenLastCalledWith('completed');
    expect(screen.getByRole('tabpanel', { name: 'Completed' }).textContent).toBe('Orders of completed');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Canceled', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ongoing', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Canceled', selected: true })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Ongoing', selected: true })).toBeTruthy();
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('canceled');
  });

  it('leaves one tab stop in the list: the selected tab', async () => {
    const user = userEvent.setup();
    render(<OrderTabs onChange={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['-1', '0', '-1']);
  });
});
