/**
 * Bad requests made from a valid call: its path parameters, query, JSON body, upload, token and
 * headers, one to three of them mutated with bad values. Each generated request says what was
 * done to it, for the failure message.
 */
import fc from 'fast-check';
import {
  badAuthorization,
  badContentType,
  badJson,
  badRawBody,
  badUrlText,
  ownObject,
  PROTO_KEYS,
} from './bad-values.ts';

/** A call that would succeed (or be refused only for its state): what the fuzzing starts from. */
export interface ValidCall {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  /** A multipart `image` upload of this PNG (or of this file under `uploadFile`'s field). */
  upload?: Uint8Array;
  /** The upload's field, file name and type when it is no PNG under `image` (a CSV under `file`). */
  uploadFile?: { field: string; name: string; type: string };
  headers?: Record<string, string>;
  /** Headers new for every request (an Idempotency-Key). */
  freshHeaders?: () => Record<string, string>;
  token?: string;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  /** The JSON value sent, when the body is JSON text of one. */
  json?: unknown;
  /** Bytes of the body (a FormData's files counted). */
  size: number;
  /** What was mutated. */
  label: string;
}

type Mutation = { label: string; apply: (draft: Draft) => void };

interface Draft {
  params: Record<string, string>;
  /** Already encoded path segments, when a mutation wants raw percent sequences. */
  rawParams: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  json: unknown;
  hasJson: boolean;
  raw: string | undefined;
  form: FormData | undefined;
}

const clone = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

/** Leaf paths of a JSON template: `items.0.quantity`, `online_shop_settings.gtm`, … */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...leafPaths(item, [...prefix, index])]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...leafPaths(item, [...prefix, key])]);
  }
  return [];
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove: boolean): unknown {
  if (path.length === 0) return value;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], root);
  if (parent === null || typeof parent !== 'object') return root;
  const key = path.at(-1)!;
  if (remove && !Array.isArray(parent)) delete (parent as Record<string | number, unknown>)[key];
  else Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

const show = (value: unknown) => {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Array.isArray(value) ? '[nested too deep to show]' : typeof value;
  }
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text;
};

function paramMutations(call: ValidCall): fc.Arbitrary<Mutation>[] {
  const names = Object.keys(call.params ?? {});
  if (names.length === 0) return [];
  return [
    fc.tuple(fc.constantFrom(...names), badUrlText, fc.boolean()).map(([name, value, raw]) => ({
      label: `path ${name}=${show(value)}${raw ? ' (unencoded)' : ''}`,
      apply: (draft) => {
        // Unencoded only where it stays one path segment; raw percent signs test the decoder.
        if (raw && !/[/?#\s]/u.test(value) && /^[\x21-\x7e]+$/u.test(value)) draft.rawParams[name] = value;
        else draft.params[name] = value;
      },
    })),
  ];
}

function queryMutations(call: ValidCall): fc.Arbitrary<Mutation>[] {
  const names = Object.keys(call.query ?? {});
  const extraName = fc.oneof(
    fc.constantFrom(...PROTO_KEYS, 'shop_id[]', 'page[0]', 'a.b', ''),
    fc.string({ maxLength: 8 }),
  );
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.tuple(extraName, badUrlText).map(([name, value]) => ({
      label: `query +${show(name)}=${show(value)}`,
      apply: (draft) => void draft.query.push([name, value]),
    })),
  ];
  if (names.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...names), badUrlText).map(([name, value]) => ({
        label: `query ${name}=${show(value)}`,
        apply: (draft) => {
          draft.query = draft.query.filter(([key]) => key !== name);
          draft.query.push([name, value]);
        },
      })),
      fc.constantFrom(...names).map((name) => ({
        label: `query without ${name}`,
        apply: (draft) => void (draft.query = draft.query.filter(([key]) => key !== name)),
      })),
      fc.tuple(fc.constantFrom(...names), badUrlText).map(([name, value]) => ({
        label: `query ${name} twice (+${show(value)})`,
        apply: (draft) => void draft.query.push([name, value]),
      })),
    );
  }
  return mutations;
}

function jsonMutations(call: ValidCall): fc.Arbitrary<Mutation>[] {
  if (!call.body) return [];
  const paths = leafPaths(call.body);
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS, 'polluted', 'id', 'shop_id', 'owner_id', 'status', 'price_paisa'), badJson)
      .map(([key, value]) => ({
        label: `body +${key}=${show(value)}`,
        apply: (draft) => {
          const rest =
            draft.json !== null && typeof draft.json === 'object' && !Array.isArray(draft.json)
              ? Object.entries(draft.json)
              : [];
          draft.json = ownObject([[key, value], ...rest]);
        },
      })),
    badJson.map((value) => ({ label: `body is ${show(value)}`, apply: (draft) => void (draft.json = value) })),
    fc.tuple(badRawBody, badContentType).map(([text, type]) => ({
      label: `raw body ${show(text)} as ${show(type)}`,
      apply: (draft) => {
        draft.raw = text;
        draft.hasJson = false;
        if (type) draft.headers['content-type'] = type;
        else delete draft.headers['content-type'];
      },
    })),
    badContentType.map((type) => ({
      label: `content-type ${show(type)}`,
      apply: (draft) => {
        if (type) draft.headers['content-type'] = type;
        else delete draft.headers['content-type'];
      },
    })),
  ];
  if (paths.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...paths), badJson).map(([path, value]) => ({
        label: `body ${path.join('.')}=${show(value)}`,
        apply: (draft) => void (draft.json = setAt(draft.json, path, value, false)),
      })),
      fc.constantFrom(...paths).map((path) => ({
        label: `body without ${path.join('.')}`,
        apply: (draft) => void (draft.json = setAt(draft.json, path, undefined, true)),
      })),
    );
  }
  return mutations;
}

/** A PNG header claiming 60000×60000 pixels (3.6 gigapixels) with a valid CRC: a decompression bomb. */
function pixelBomb(): Uint8Array {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return new Uint8Array(Buffer.concat([Buffer.from(signature), chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]));
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const SVG_BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100%" height="100%"/></svg>';
const SVG_FILE =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="file:///etc/passwd"/></svg>';

function uploadMutations(call: ValidCall): fc.Arbitrary<Mutation>[] {
  if (!call.upload) return [];
  const valid = call.upload;
  const field = call.uploadFile?.field ?? 'image';
  /** The image cut short: the form is what is under test, and converting a good image takes a second. */
  const broken = new Uint8Array(valid.slice(0, 100));
  const file = (bytes: Uint8Array, type: string, name: string) => new File([new Uint8Array(bytes)], name, { type });
  const contents = fc.oneof(
    fc.uint8Array({ maxLength: 4_096 }).map((bytes) => ({ what: `${bytes.length} random bytes`, bytes })),
    fc
      .integer({ min: 0, max: Math.max(0, valid.length - 40) })
      .map((cut) => ({ what: `an image cut at ${cut} bytes`, bytes: valid.slice(0, cut) })),
    fc.constantFrom(
      { what: 'a pixel bomb', bytes: pixelBomb() },
      { what: 'a huge SVG', bytes: new TextEncoder().encode(SVG_BOMB) },
      { what: 'an SVG naming a local file', bytes: new TextEncoder().encode(SVG_FILE) },
      { what: 'an empty file', bytes: new Uint8Array() },
      { what: 'JSON', bytes: new TextEncoder().encode('{"image": "x"}') },
    ),
  );
  const type = fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream', 'text/html', '');
  const name = fc.constantFrom(
    'upload.png',
    '../../../etc/passwd',
    'ছবি.png',
    'a'.repeat(300),
    '',
    'x.php',
    '.htaccess',
  );
  return [
    fc.tuple(contents, type, name).map(([content, mime, filename]) => ({
      label: `upload ${content.what} as ${show(mime)} named ${show(filename)}`,
      apply: (draft) => {
        const form = new FormData();
        form.append(field, file(content.bytes, mime, filename));
        draft.form = form;
      },
    })),
    fc
      .constantFrom<[string, (form: FormData) => void]>(
        [
          'no image field',
          (form) => form.append('picture', new File([new Uint8Array(valid)], 'upload.png', { type: 'image/png' })),
        ],
        ['image as text', (form) => form.append(field, 'not a file')],
        [
          'two images',
          (form) => {
            form.append(field, new File([broken], 'a.png', { type: 'image/png' }));
            form.append(field, new File([broken], 'b.png', { type: 'image/png' }));
          },
        ],
        ['an empty form', () => undefined],
        [
          '__proto__ fields',
          (form) => {
            form.append('__proto__', 'polluted');
            form.append('constructor[prototype][polluted]', 'yes');
            form.append(field, new File([broken], 'a.png', { type: 'image/png' }));
          },
        ],
      )
      .map(([what, fill]) => ({
        label: `upload form with ${what}`,
        apply: (draft) => {
          const form = new FormData();
          fill(form);
          draft.form = form;
        },
      })),
    fc.tuple(badRawBody, badContentType).map(([text, mime]) => ({
      label: `upload replaced by ${show(text)} as ${show(mime)}`,
      apply: (draft) => {
        draft.form = undefined;
        draft.raw = text;
        if (mime) draft.headers['content-type'] = mime;
      },
    })),
  ];
}

function tokenMutations(call: ValidCall): fc.Arbitrary<Mutation>[] {
  const mutations: fc.Arbitrary<Mutation>[] = [
    badAuthorization.map((value) => ({
      label: `authorization ${show(value)}`,
      apply: (draft) => void (draft.headers.authorization = value),
    })),
  ];
  if (call.token)
    mutations.push(fc.constant({ label: 'no token', apply: (draft) => void delete draft.headers.authorization }));
  return mutations;
}

function headerMutations(call: ValidCall): fc.Arbitrary<Mutation>[] {
  const names = Object.keys({ ...call.headers, ...call.freshHeaders?.() });
  const latin1 = fc
    .string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 300 })
    .map((text) => text.trim());
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom('bn', 'en', 'xx', '*', 'bn-BD;q=abc', ','.repeat(200), 'ব').map((value) => ({
      label: `accept-language ${show(value)}`,
      apply: (draft) => void (draft.headers['accept-language'] = encodeURIComponent(value)),
    })),
  ];
  if (names.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...names), fc.oneof(latin1, fc.constantFrom('', ' ', 'x'.repeat(256), 'é'.repeat(10))))
        .map(([name, value]) => ({
          label: `header ${name}=${show(value)}`,
          apply: (draft) => {
            if (value) draft.headers[name] = value;
            else delete draft.headers[name];
          },
        })),
    );
  }
  return mutations;
}

/**
 * One to three mutations of `call`, as a request for `method` `pathPattern` (`/x/:id`). An upload
 * always gets a bad file or form (converting a good image takes a second: the other mutations
 * are tried on every other call).
 */
export function badRequests(method: string, pathPattern: string, call: ValidCall): fc.Arbitrary<FuzzRequest> {
  const families = [
    ...paramMutations(call),
    ...queryMutations(call),
    ...jsonMutations(call),
    ...jsonMutations(call), // bodies are where most bad input goes: twice the weight
    ...tokenMutations(call),
    ...headerMutations(call),
  ];
  const uploads = uploadMutations(call);
  const first = uploads.length > 0 ? fc.oneof(...uploads) : fc.oneof(...families);
  return fc
    .tuple(first, fc.array(fc.oneof(...families, ...uploads), { maxLength: 2 }))
    .map(([mutation, more]) => build(method, pathPattern, call, [mutation, ...more]));
}

function build(method: string, pathPattern: string, call: ValidCall, mutations: Mutation[]): FuzzRequest {
  const draft: Draft = {
    params: Object.fromEntries(Object.entries(call.params ?? {}).map(([key, value]) => [key, String(value)])),
    rawParams: {},
    query: Object.entries(call.query ?? {}).map(([key, value]) => [key, String(value)]),
    headers: {
      ...call.headers,
      ...call.freshHeaders?.(),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    json: clone(call.body),
    hasJson: call.body !== undefined,
    raw: undefined,
    form: undefined,
  };
  if (call.body) draft.headers['content-type'] = 'application/json';
  if (call.upload) {
    draft.form = new FormData();
    const { field, name, type } = call.uploadFile ?? { field: 'image', name: 'upload.png', type: 'image/png' };
    draft.form.append(field, new File([new Uint8Array(call.upload)], name, { type }));
  }
  for (const mutation of mutations) mutation.apply(draft);

  const path = pathPattern.replace(
    /:([a-z_]+)/gu,
    (_, name: string) =>
      draft.rawParams[name] ?? encodeURIComponent((draft.params[name] ?? '').replace(/\p{Cs}/gu, '\uFFFD')),
  );
  const search = new URLSearchParams(draft.query).toString();
  let body: FuzzRequest['body'];
  let json: unknown;
  let size = 0;
  if (draft.form) {
    body = draft.form;
    for (const [, value] of draft.form) size += typeof value === 'string' ? value.length : value.size;
  } else if (draft.raw !== undefined) {
    body = draft.raw;
  } else if (draft.hasJson) {
    json = draft.json;
    body = JSON.stringify(draft.json) ?? 'null';
  }
  if (typeof body === 'string') size = Buffer.byteLength(body);
  if (method === 'GET' || method === 'HEAD') body = undefined;
  return {
    method,
    url: `http://fuzz.test${path}${search ? `?${search}` : ''}`,
    headers: draft.headers,
    body,
    ...(json === undefined ? {} : { json }),
    size,
    label: mutations.map((mutation) => mutation.label).join('; '),
  };
}
