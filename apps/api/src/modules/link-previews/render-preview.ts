/**
 * Draws a link preview with sharp: a 1200x630 JPEG of at most 300 KB (LINK_PREVIEW_SIZE and
 * LINK_PREVIEW_MAX_BYTES of @haat/domain). No text is drawn: a shop's name may be Bengali, and a server
 * without a Bengali font would draw boxes; the page's og:title carries the name and price.
 * - a product's picture or a banner: the whole picture, as large as fits, over a blurred, darkened
 *   stretch of itself, so nothing is cut off and no bars are left;
 * - a logo: centred on its own background colour (its corner pixel over white), so the logo never
 *   disappears into a theme colour of the same shade.
 */
import sharp, { type Sharp } from 'sharp';
import { LINK_PREVIEW_MAX_BYTES, LINK_PREVIEW_SIZE } from '@haat/domain/schemas';
import { MAX_INPUT_PIXELS } from '../../platform/storage/images.ts';
import type { PreviewKind } from './link-previews.service.ts';

const { width: WIDTH, height: HEIGHT } = LINK_PREVIEW_SIZE;
/**
 * Tried in turn until the JPEG fits LINK_PREVIEW_MAX_BYTES. A photo fits at the first; random noise, the
 * worst case, needs 45 (about 250 KB), and at the last it is under 100 KB. libjpeg-turbo, not mozjpeg:
 * mozjpeg's files are a fifth smaller but take 20 to 30 times as long (300 ms instead of 15).
 */
const QUALITIES = [82, 72, 60, 45, 30, 15] as const;
/** The box a logo is fitted into. */
const LOGO_BOX = 440;
const WHITE = { r: 255, g: 255, b: 255 };

const open = (picture: Uint8Array): Sharp => sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/** The picture over a blurred, darkened stretch of itself: a tiny cover crop enlarged again is the blur. */
async function fittedOverBackdrop(picture: Uint8Array): Promise<Sharp> {
  const tiny = await open(picture)
    .flatten({ background: WHITE })
    .resize(48, 26, { fit: 'cover' })
    .modulate({ brightness: 0.8 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const backdrop = await sharp(tiny.data, { raw: tiny.info }).resize(WIDTH, HEIGHT, { fit: 'fill' }).png().toBuffer();
  const fitted = await open(picture)
    .flatten({ background: WHITE })
    .resize(WIDTH, HEIGHT, { fit: 'inside' })
    .png()
    .toBuffer();
  return sharp(backdrop).composite([{ input: fitted, gravity: 'centre' }]);
}

/** A logo centred on the colour of its top-left corner (over white, for a transparent logo). */
async function logoOnItsBackground(picture: Uint8Array): Promise<Sharp> {
  const corner = await open(picture)
    .flatten({ background: WHITE })
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  const background = { r: corner[0] ?? 255, g: corner[1] ?? 255, b: corner[2] ?? 255 };
  const logo = await open(picture)
    .flatten({ background })
    .resize(LOGO_BOX, LOGO_BOX, { fit: 'inside' })
    .png()
    .toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background } }).composite([
    { input: logo, gravity: 'centre' },
  ]);
}

/** The preview of a stored picture (any format sharp reads; uploads are WebP). Throws when it is no image. */
export async function renderLinkPreview(picture: Uint8Array, kind: PreviewKind): Promise<Buffer> {
  const drawn = kind === 'logo' ? await logoOnItsBackground(picture) : await fittedOverBackdrop(picture);
  const { data, info } = await drawn.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let jpeg: Buffer | undefined;
  for (const quality of QUALITIES) {
    jpeg = await sharp(data, { raw: info }).jpeg({ quality }).toBuffer();
    if (jpeg.byteLength <= LINK_PREVIEW_MAX_BYTES) return jpeg;
  }
  return jpeg!;
}
