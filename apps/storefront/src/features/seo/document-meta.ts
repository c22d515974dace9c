import type { Shop } from '@haat/domain/schemas';

export interface DocumentMeta {
  title: string;
  description: string | null;
  /** docs/product/storefront.md: a shop with public false is marked noindex. */
  noindex: boolean;
}

/** Title and description from the shop's meta, falling back to its name. */
export function shopDocumentMeta(shop: Pick<Shop, 'name' | 'meta_title' | 'meta_description' | 'public'>): DocumentMeta {
  return {
    title: shop.meta_title?.trim() || shop.name,
    description: shop.meta_description?.trim() || null,
    noindex: !shop.public,
  };
}

function metaTag(doc: Document, name: string): HTMLMetaElement | null {
  return doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
}

function setMeta(doc: Document, name: string, content: string | null): void {
  let tag = metaTag(doc, name);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = doc.createElement('meta');
    tag.name = name;
    doc.head.append(tag);
  }
  tag.content = content;
}

/** Writes the title, the description and the robots tag into the document's head. */
export function applyDocumentMeta(meta: DocumentMeta, doc: Document = document): void {
  doc.title = meta.title;
  setMeta(doc, 'description', meta.description);
  setMeta(doc, 'robots', meta.noindex ? 'noindex' : null);
}
