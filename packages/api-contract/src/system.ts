/** Process health (outside the API bases): for the orchestrator and the proxy, not for the apps. */

export { livez } from './system/livez.ts';
export { readyz } from './system/readyz.ts';
