/** Below this width the storefront is in its phone layout (bottom bar, compact header). */
export const DESKTOP_MIN_WIDTH = 768;

export const media = {
  mobile: `screen and (max-width: ${DESKTOP_MIN_WIDTH - 1}px)`,
  desktop: `screen and (min-width: ${DESKTOP_MIN_WIDTH}px)`,
} as const;

/** Height of the mobile bottom bar, kept clear at the bottom of the page. */
export const BOTTOM_BAR_HEIGHT = 64;
