// The production build renders with Preact (compat) instead of React: the same components in about
// 10 KB of gzip instead of 66 (decision 32). Everything the app and its libraries import from 'react'
// comes from here (plain JS: Preact's compat types cannot be re-exported with `export *`).
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React Router's RouterProvider calls useOptimistic, which Preact does not have. It only sets an
 * optimistic state when `useTransitions` is on, which this app never turns on, so a passthrough is exact.
 * @template State
 * @param {State} passthrough
 * @returns {[State, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}
