/** Real image files for upload tests, drawn by sharp. */
import sharp from 'sharp';

export async function testImage(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** A multipart body with `bytes` under `field` (default `image`). */
export function imageForm(
  bytes: Uint8Array,
  options: { field?: string; filename?: string; type?: string } = {},
): FormData {
  const form = new FormData();
  form.append(
    options.field ?? 'image',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'upload.png',
  );
  return form;
}
