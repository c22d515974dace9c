import { Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamDocument } from './stream-document.ts';

function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

function Page({ text }: { text: Promise<string> }) {
  return (
    <html lang="bn">
      <body>
        <h1>Shell</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Later text={text} />
        </Suspense>
      </body>
    </html>
  );
}

const DEADLINE_MS = 11_000;

function render(text: Promise<string>, waitForAll: boolean, errors: unknown[] = []) {
  return streamDocument(<Page text={text} />, {
    nonce: 'bm9uY2U=',
    waitForAll,
    status: 200,
    headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8' }),
    deadlineMs: DEADLINE_MS,
    onError: (error) => errors.push(error),
  });
}

describe('streamDocument', () => {
  beforeEach(() => {
    // Only the deadline's timers: React schedules its work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('streams the shell first and lets go of the render once everything has loaded', async () => {
    let done!: (text: string) => void;
    const response = await render(new Promise<string>((resolve) => (done = resolve)), false);
    expect(response.status).toBe(200);
    // The shell has gone out; the deadline waits for the rest.
    expect(vi.getTimerCount()).toBe(1);
    done('Loaded');
    const html = await response.text();
    expect(html).toContain('<h1>Shell</h1>');
    expect(html).toContain('Loaded');
    // Nothing left holding the render (a timer left running kept each render in memory until it fired).
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers crawlers with the whole page and lets go of the render', async () => {
    const response = await render(Promise.resolve('Loaded'), true);
    const html = await response.text();
    expect(html).toContain('<p>Loaded</p>');
    expect(html).not.toContain('Loading');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends the fallback of what has not loaded by the deadline, for the browser to render', async () => {
    const errors: unknown[] = [];
    const response = await render(new Promise<string>(() => {}), false, errors);
    const html = response.text();
    await vi.advanceTimersByTimeAsync(DEADLINE_MS);
    const text = await html;
    expect(text).toContain('<h1>Shell</h1>');
    expect(text).toContain('Loading');
    expect(text).not.toContain('Loaded');
    expect(errors).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
