// The fields schema.org's consumers (Google's rich results) require of the structured data we emit,
// checked in tests of the head builders and of the served HTML. Returns the problems, [] when none.
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const absoluteUrl = (value: unknown): boolean =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/u.test(new URL(value).protocol);
const number = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^\d+(?:\.\d+)?$/u.test(value));
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function checkOffer(offer: unknown, at: string): string[] {
  if (!isNode(offer) || offer['@type'] !== 'Offer') return [`${at}: not an Offer`];
  const problems: string[] = [];
  if (!number(offer['price'])) problems.push(`${at}.price: not a number`);
  if (!(typeof offer['priceCurrency'] === 'string' && /^[A-Z]{3}$/u.test(offer['priceCurrency']))) {
    problems.push(`${at}.priceCurrency: not an ISO 4217 code`);
  }
  if (
    offer['availability'] !== undefined &&
    !(typeof offer['availability'] === 'string' && offer['availability'].startsWith('https://schema.org/'))
  ) {
    problems.push(`${at}.availability: not a schema.org ItemAvailability`);
  }
  return problems;
}

function checkRating(rating: unknown, at: string): string[] {
  if (!isNode(rating) || rating['@type'] !== 'AggregateRating') return [`${at}: not an AggregateRating`];
  const problems: string[] = [];
  if (!number(rating['ratingValue'])) problems.push(`${at}.ratingValue: not a number`);
  const count = rating['reviewCount'] ?? rating['ratingCount'];
  if (!(typeof count === 'number' && Number.isInteger(count) && count > 0)) {
    problems.push(`${at}: reviewCount or ratingCount must be a positive integer`);
  }
  return problems;
}

function checkProduct(node: Node): string[] {
  const problems: string[] = [];
  if (!text(node['name'])) problems.push('Product.name: missing');
  if (node['offers'] === undefined && node['review'] === undefined && node['aggregateRating'] === undefined) {
    problems.push('Product: needs offers, review or aggregateRating');
  }
  list(node['offers']).forEach((offer, index) => problems.push(...checkOffer(offer, `Product.offers[${index}]`)));
  if (node['aggregateRating'] !== undefined)
    problems.push(...checkRating(node['aggregateRating'], 'Product.aggregateRating'));
  for (const image of list(node['image']))
    if (!absoluteUrl(image)) problems.push(`Product.image: ${String(image)} is not absolute`);
  return problems;
}

/** Google's product variants: a group with `productGroupID`, `variesBy` and each variant a Product with its offer. */
function checkProductGroup(node: Node): string[] {
  const problems: string[] = [];
  if (!text(node['name'])) problems.push('ProductGroup.name: missing');
  if (!text(node['productGroupID'])) problems.push('ProductGroup.productGroupID: missing');
  if (list(node['variesBy']).length === 0) problems.push('ProductGroup.variesBy: missing');
  const variants = list(node['hasVariant']);
  if (variants.length === 0) problems.push('ProductGroup.hasVariant: missing');
  variants.forEach((variant, index) => {
    const at = `ProductGroup.hasVariant[${index}]`;
    if (!isNode(variant) || variant['@type'] !== 'Product') return problems.push(`${at}: not a Product`);
    if (variant['offers'] === undefined) problems.push(`${at}.offers: missing`);
    if (!absoluteUrl(variant['url'])) problems.push(`${at}.url: not an absolute URL`);
    problems.push(...checkProduct(variant).map((problem) => `${at}: ${problem}`));
  });
  return problems;
}

function checkBreadcrumbs(node: Node): string[] {
  const items = node['itemListElement'];
  if (!Array.isArray(items) || items.length === 0) return ['BreadcrumbList.itemListElement: missing'];
  return items.flatMap((item, index) => {
    const at = `BreadcrumbList.itemListElement[${index}]`;
    if (!isNode(item) || item['@type'] !== 'ListItem') return [`${at}: not a ListItem`];
    const problems: string[] = [];
    if (item['position'] !== index + 1) problems.push(`${at}.position: expected ${index + 1}`);
    if (!text(item['name'])) problems.push(`${at}.name: missing`);
    // The last crumb may leave out its item (Google); ours always carry one.
    if (!absoluteUrl(item['item'])) problems.push(`${at}.item: not an absolute URL`);
    return problems;
  });
}

function checkStore(node: Node): string[] {
  const problems: string[] = [];
  if (!text(node['name'])) problems.push('Store.name: missing');
  if (!absoluteUrl(node['url'])) problems.push('Store.url: not an absolute URL');
  if (node['image'] !== undefined && !absoluteUrl(node['image'])) problems.push('Store.image: not an absolute URL');
  if (node['address'] !== undefined && !(isNode(node['address']) && node['address']['@type'] === 'PostalAddress')) {
    problems.push('Store.address: not a PostalAddress');
  }
  return problems;
}

/** Problems in one JSON-LD document (Product, BreadcrumbList or Store); other types are only checked for @context. */
export function schemaOrgProblems(document: unknown): string[] {
  if (!isNode(document)) return ['not a JSON object'];
  const problems: string[] = [];
  if (document['@context'] !== 'https://schema.org') problems.push('@context: expected https://schema.org');
  switch (document['@type']) {
    case 'Product':
      return [...problems, ...checkProduct(document)];
    case 'ProductGroup':
      return [...problems, ...checkProductGroup(document)];
    case 'BreadcrumbList':
      return [...problems, ...checkBreadcrumbs(document)];
    case 'Store':
      return [...problems, ...checkStore(document)];
    default:
      return [...problems, `@type: ${String(document['@type'])} is not checked`];
  }
}
