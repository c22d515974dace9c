/** Below this width the storefront is in its phone layout (bottom bar, compact header). */
export const DESKTOP_MIN_WIDTH = 768;

export const media = {
  mobile: `screen and (max-width: ${DESKTOP_MIN_WIDTH - 1}px)`,
  desktop: `screen and (min-width: ${DESKTOP_MIN_WIDTH}px)`,
} as const;

/** Height of the mobile bottom bar, kept clear at the bottom of the page. */
export const BOTTOM_BAR_HEIGHT = 64;

/** Height of the chat launcher (3.25rem), the larger of the two floating buttons (chat, scroll to top). */
export const FLOATING_BUTTON_SIZE = 52;

/** On phones the floating buttons sit this far from the bottom: just above the bottom bar. */
export const FLOATING_BUTTON_BOTTOM = BOTTOM_BAR_HEIGHT + 12;

/**
 * On phones, the band at the bottom of the screen that the bottom bar and the floating buttons cover: the page
 * keeps this much room at its end, and the browser scrolls focused or revealed content above it.
 */
export const FLOATING_CLEARANCE = FLOATING_BUTTON_BOTTOM + FLOATING_BUTTON_SIZE + 12;
