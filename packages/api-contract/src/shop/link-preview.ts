/** The link-preview entries' shared parts. */
import * as v from 'valibot';

/** A file answer's bytes (the entry's `file` names their type). */
export const fileBytes = v.instance(Uint8Array);

export const LINK_PREVIEW_IMAGE_DESCRIPTION =
  'A 1200x630 JPEG of at most 300 KB, made once per picture and kept in the image storage. With the current ' +
  'version in `v` (as `GET /link-preview` gives the URL) it is `Cache-Control: public, max-age=31536000, ' +
  'immutable`; without it, or with an old one, it is the current picture for 5 minutes. A strong `ETag` ' +
  '(the version) answers `If-None-Match` with 304. 503 with `Retry-After` when too many previews are being made.';
