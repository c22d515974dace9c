import Bowser from 'bowser';

export type DeviceKind = 'phone' | 'tablet' | 'computer' | 'tv';

/** What a session's User-Agent says of where it was opened: browser, system and kind of device, each when known. */
export interface DeviceInfo {
  browser: string | null;
  system: string | null;
  kind: DeviceKind | null;
}

const kinds: Record<string, DeviceKind> = { mobile: 'phone', tablet: 'tablet', desktop: 'computer', tv: 'tv' };

/** Reads a User-Agent with bowser (decision 155); names of browsers and systems are proper names, kept as they are. */
export function describeUserAgent(userAgent: string): DeviceInfo {
  const { browser, os, platform } = Bowser.parse(userAgent);
  return {
    browser: browser.name || null,
    system: os.name || null,
    kind: (platform.type && kinds[platform.type]) || null,
  };
}
