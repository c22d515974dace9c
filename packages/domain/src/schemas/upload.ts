import * as v from 'valibot';
import { requestBody } from './rules.ts';

/** The uploads of the admin (banner, logo, product images): `multipart/form-data` with one file under `image`. */
export const imageUploadFormSchema = requestBody({ image: v.file('validation.required') });
export type ImageUploadForm = v.InferInput<typeof imageUploadFormSchema>;
