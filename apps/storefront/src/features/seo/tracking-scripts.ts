// The owner's tracking scripts, loaded (as a chunk) only when a plan allows one (tracking-plan.ts).
// Ids are checked again here and never written into script text: the src is built with URL, and
// dataLayer/fbq are set up in code.
import { GTM_ID_PATTERN, PIXEL_ID_PATTERN } from '@haat/domain/validators';

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

export interface TrackingWindow {
  dataLayer?: unknown[];
  fbq?: Fbq;
  _fbq?: Fbq;
}

function addScript(doc: Document, src: string, marker: string): void {
  if (doc.querySelector(`script[data-tracking="${marker}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset['tracking'] = marker;
  doc.head.append(script);
}

/** Google Tag Manager: the container script plus the dataLayer start event. */
export function injectGtm(id: string, doc: Document = document, win: TrackingWindow = window as TrackingWindow): void {
  if (!GTM_ID_PATTERN.test(id)) throw new Error('Not a GTM container id');
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const src = new URL(GTM_SCRIPT_URL);
  src.searchParams.set('id', id);
  addScript(doc, src.href, 'gtm');
}

/** The Meta pixel: the fbq queue (as Meta's snippet builds it, in code), init and a first PageView. */
export function injectPixel(
  id: string,
  doc: Document = document,
  win: TrackingWindow = window as TrackingWindow,
): void {
  if (!PIXEL_ID_PATTERN.test(id)) throw new Error('Not a Meta pixel id');
  if (!win.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    win.fbq = fbq;
    win._fbq = fbq;
  }
  win.fbq('init', id);
  win.fbq('track', 'PageView');
  addScript(doc, new URL(PIXEL_SCRIPT_URL).href, 'pixel');
}

/** A later page view in the single-page app. */
export function trackPageView(win: TrackingWindow = window as TrackingWindow): void {
  win.fbq?.('track', 'PageView');
}
