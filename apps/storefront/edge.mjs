// What the storefront server reads of a request's own headers before anything renders (server.mjs): the Host it
// may serve, the encodings the client takes, the entity tags it holds. Pure functions, tested in edge.test.ts.

/**
 * Why a request's Host cannot be served (400), or null: a host is a name or address and an optional port, nothing
 * else. User info (`a@evil.example`), a path or spaces would make another URL than the one asked for, or none.
 */
export function hostRefusal(host) {
  if (host === undefined || host === '') return null;
  if (!/^(?:[a-z0-9\-._~]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/iu.test(host)) return 'Bad Request: invalid Host header';
  return null;
}

/** The codings of `Accept-Encoding` the client accepts (q above 0), by name (`*` included). */
function acceptedCodings(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return accepted;
}

/** brotli, gzip or null (identity) as the client accepts them (RFC 9110 §12.5.3: `q=0` is "not acceptable"). */
export function encodingFor(header) {
  const accepted = acceptedCodings(header);
  const weight = (name) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Whether the client's gzip pieces can be sent (it accepts gzip at all). */
export function acceptsGzip(header) {
  const accepted = acceptedCodings(header);
  return (accepted.get('gzip') ?? accepted.get('*') ?? 0) > 0;
}

/**
 * Whether `If-None-Match` names this entity: `*`, or a list of tags one of which is `etag` by weak comparison
 * (RFC 9110 §13.1.2: `W/"x"` and `"x"` match).
 */
export function etagMatches(header, etag) {
  if (header === undefined || header === '' || !etag) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag) => tag.trim().replace(/^W\//u, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** SSLCommerz's return pages (issue 30): under a shop's path on the market host, or at the root of its own domain. */
const GATEWAY_FORM_RETURN = /^(?:\/[a-z0-9-]+)?\/payments\/sslcommerz\/return$/u;
/** The fields of SSLCommerz's form the return page needs; the API validates them with SSLCommerz. */
const GATEWAY_FORM_FIELDS = ['tran_id', 'val_id'];

/**
 * Where to send a browser that a payment gateway's page POSTed back (SSLCommerz posts its form to the success, fail
 * and cancel URLs from its own origin, which React Router refuses as a cross-site action): the same page by GET with
 * the fields it needs in the query, or null when the request is not such a return. The page's loader then asks the
 * API, which validates the transaction with SSLCommerz: nothing in the form is trusted.
 */
export function gatewayFormReturn(method, url, body) {
  if (method !== 'POST') return null;
  const target = new URL(url, 'http://storefront.local');
  if (!GATEWAY_FORM_RETURN.test(target.pathname)) return null;
  const form = new URLSearchParams(body);
  const query = new URLSearchParams();
  for (const name of GATEWAY_FORM_FIELDS) {
    const value = form.get(name)?.trim().slice(0, 100);
    if (value) query.set(name, value);
  }
  return `${target.pathname}?${query}`;
}
