import { describe, expect, it } from 'vitest';
import { makeShop } from '../../test/fixtures.ts';
import { shopDocumentMeta } from './document-meta.ts';
import { trackingPlan } from './tracking-plan.ts';
import { GTM_SCRIPT_URL, injectGtm, injectPixel, trackPageView, type TrackingWindow } from './tracking-scripts.ts';

const own = { kind: 'own', slug: 'boighor', origin: 'custom-domain' } as const;
const subdomain = { kind: 'own', slug: 'boighor', origin: 'subdomain' } as const;

describe('document meta', () => {
  it("uses the meta title and description, falling back to the name in the page's language; noindex when not public", () => {
    expect(
      shopDocumentMeta(makeShop({ meta_title: ' Books of Bengal ', meta_description: 'Old and new books' }), 'en'),
    ).toEqual({
      name: 'Rongdhonu Fashion',
      title: 'Books of Bengal',
      description: 'Old and new books',
      noindex: false,
    });
    expect(shopDocumentMeta(makeShop({ meta_title: '  ', public: false }), 'en')).toEqual({
      name: 'Rongdhonu Fashion',
      title: 'Rongdhonu Fashion',
      description: null,
      noindex: true,
    });
    expect(shopDocumentMeta(makeShop({ meta_title: null }), 'bn')).toMatchObject({
      name: 'রংধনু ফ্যাশন',
      title: 'রংধনু ফ্যাশন',
    });
  });
});

describe('trackingPlan', () => {
  const settings = { gtm: 'GTM-AB12CD', pixel_id: '123456789012' };

  it('never tracks on the shared market host', () => {
    expect(trackingPlan(settings, { kind: 'market' })).toEqual({ gtmId: null, pixelId: null });
  });

  it('tracks on the shop own domain or subdomain with valid ids only', () => {
    expect(trackingPlan(settings, own)).toEqual({ gtmId: 'GTM-AB12CD', pixelId: '123456789012' });
    expect(trackingPlan(settings, subdomain)).toEqual({ gtmId: 'GTM-AB12CD', pixelId: '123456789012' });
    expect(trackingPlan({ gtm: "GTM-AB12');alert(1)//", pixel_id: '12<script>' }, own)).toEqual({
      gtmId: null,
      pixelId: null,
    });
    expect(trackingPlan({ gtm: null, pixel_id: '   ' }, own)).toEqual({ gtmId: null, pixelId: null });
  });
});

describe('tracking scripts', () => {
  it('adds GTM as a script element whose src is built with URL, once, with the dataLayer start event', () => {
    const win: TrackingWindow = {};
    injectGtm('GTM-AB12CD', document, win);
    injectGtm('GTM-AB12CD', document, win);
    const scripts = document.head.querySelectorAll<HTMLScriptElement>('script[data-tracking="gtm"]');
    expect(scripts).toHaveLength(1);
    const src = new URL(scripts[0]!.src);
    expect(`${src.origin}${src.pathname}`).toBe(GTM_SCRIPT_URL);
    expect(src.searchParams.get('id')).toBe('GTM-AB12CD');
    expect(scripts[0]!.textContent).toBe('');
    expect(win.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    expect(() => injectGtm('GTM-1"><script>', document, win)).toThrow();
  });

  it('sets up the pixel queue in code and counts page views', () => {
    const win: TrackingWindow = {};
    injectPixel('123456789012', document, win);
    trackPageView(win);
    expect(win.fbq?.queue).toEqual([
      ['init', '123456789012'],
      ['track', 'PageView'],
      ['track', 'PageView'],
    ]);
    const script = document.head.querySelector<HTMLScriptElement>('script[data-tracking="pixel"]');
    expect(script?.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(() => injectPixel('abc', document, win)).toThrow();
  });
});
