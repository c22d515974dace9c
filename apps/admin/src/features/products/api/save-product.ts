import { useMutation } from '@tanstack/react-query';
import type { ProductInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { Product } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { productsChanged } from './products.ts';

export interface SaveProductInput {
  /** null creates a product. */
  id: number | null;
  body: ProductInput;
  /** Uploaded after the product is saved. */
  image: File | null;
}

/** Creates or changes the product, then uploads its image when one was chosen. */
async function saveProduct({ id, body, image }: SaveProductInput): Promise<{ product: Product; imageFailed: boolean }> {
  const product =
    id === null
      ? await adminApi.call(adminEndpoints.createProduct, { body })
      : await adminApi.call(adminEndpoints.updateProduct, { params: { id }, body });
  if (!image) return { product, imageFailed: false };
  try {
    return {
      product: await adminApi.call(adminEndpoints.uploadProductImage, { params: { id: product.id }, form: { image } }),
      imageFailed: false,
    };
  } catch {
    // The product itself is saved; the owner can try the image again from the edit form.
    return { product, imageFailed: true };
  }
}

export const useSaveProduct = () => useMutation({ mutationFn: saveProduct, onSettled: productsChanged });
