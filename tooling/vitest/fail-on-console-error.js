// A test that makes the code under test call console.error fails (docs/architecture.md).
import { afterEach, beforeEach, vi } from 'vitest';

let errors = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    errors.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called:\n${seen.join('\n')}`);
});
