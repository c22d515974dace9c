/** A shop's banner: every upload is cover-cropped to exactly this size (docs/product/rules.md). */
export const BANNER_SIZE = { width: 1920, height: 560 } as const;

/** A page-wide picture on a phone (a 412 px screen at 2×): banners are also stored this wide (decision 125). */
export const MEDIUM_IMAGE_WIDTH = 960;

/** Every uploaded picture's card file: this wide, or the picture's own width when it is narrower. */
export const CARD_IMAGE_WIDTH = 480;
