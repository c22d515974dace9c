/** The Meta catalogue feed's shared parts (decision 218). */
import * as v from 'valibot';

export const META_FEED_DESCRIPTION =
  "One item per enabled variant of the shop's products with a picture, with Meta's fields (`id`, `item_group_id`, " +
  '`title`, `description`, `availability`, `condition`, `price`, `sale_price`, `link`, `image_link`, ' +
  "`additional_image_link`, `brand`, `google_product_category`, `size`, `color`). The path carries the shop's " +
  "secret feed token (the owner's `GET /meta-feed`); a wrong or rotated token, an unknown or unpublished shop are " +
  'all the same 404. A strong `ETag` follows every change of the products; `If-None-Match` answers 304. ' +
  '`Cache-Control: private, max-age=300`: no shared cache keeps a secret address.';

/** A feed's text (the entry's `file` names its type). */
export const feedText = v.string();
