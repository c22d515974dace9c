import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore.ts';

/** A task that finishes when `release` is called, recording its name when it starts. */
function gate(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => (started.push(name), done), release: () => release() };
}

describe('Semaphore', () => {
  it('lets lanes take turns: a long queue in one lane delays another lane by one turn', async () => {
    const slots = new Semaphore(1);
    const started: string[] = [];
    const gates = ['a1', 'a2', 'a3', 'a4', 'b1'].map((name) => gate(started, name));
    const runs = gates.map((g, i) => slots.run(g.task, { lane: i < 4 ? 'shop-a' : 'shop-b' }));
    for (const g of gates) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      g.release();
    }
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
  });

  it('runs urgent tasks in their reserved slot at once, never behind ordinary ones', async () => {
    const slots = new Semaphore(1, 1);
    const started: string[] = [];
    const busy = gate(started, 'busy');
    const queued = gate(started, 'queued');
    const urgent = gate(started, 'urgent');
    const runs = [
      slots.run(busy.task, { lane: 'x' }),
      slots.run(queued.task, { lane: 'x' }),
      slots.run(urgent.task, { urgent: true }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(started).toEqual(['busy', 'urgent']);
    expect(slots.running).toBe(2);
    busy.release();
    urgent.release();
    queued.release();
    await Promise.all(runs);
    expect(started).toEqual(['busy', 'urgent', 'queued']);
    expect(slots.running).toBe(0);
  });

  it('counts the waiting tasks of each lane', async () => {
    const slots = new Semaphore(1);
    const started: string[] = [];
    const tasks = [gate(started, 'a1'), gate(started, 'a2'), gate(started, 'a3'), gate(started, 'b1')];
    const runs = tasks.map((task, index) => slots.run(task.task, { lane: index < 3 ? 'a' : 'b' }));
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect([slots.waitingIn('a'), slots.waitingIn('b'), slots.waitingIn('c'), slots.waiting]).toEqual([2, 1, 0, 3]);
    for (const task of tasks) task.release();
    await Promise.all(runs);
    expect(slots.waitingIn('a')).toBe(0);
  });
});
