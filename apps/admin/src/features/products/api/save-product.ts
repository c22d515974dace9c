import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { Product } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export interface SaveProductInput {
  /** null creates a product. */
  id: number | null;
  body: ProductInput;
  /** Uploaded after the product is saved. */
  image: File | null;
}

/** `POST /products` or `PUT /products/{id}`, then `POST /products/{id}/image` when an image was chosen. */
export async function saveProduct({
  id,
  body,
  image,
}: SaveProductInput): Promise<{ product: Product; imageFailed: boolean }> {
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

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
