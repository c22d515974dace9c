import { imageUrlOn } from '@haat/domain/image-url';
import { env } from '../env.ts';

/** An image path from the API as a URL this app can load (on the API's origin). */
export const imageUrl = (path: string | null | undefined): string | null => imageUrlOn(env.apiUrl, path);
