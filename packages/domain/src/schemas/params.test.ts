import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flattenIssues } from './issues.ts';
import { placeOrderHeadersSchema } from './order-requests.ts';
import { pathTextParam } from './params.ts';
import { recordIdParam } from './queries.ts';
import { MAX_ID } from './rules.ts';
import { imageUploadFormSchema } from './upload.ts';

const errorsOf = (schema: v.GenericSchema, input: unknown) => flattenIssues(v.safeParse(schema, input).issues ?? []);

describe('path parameters, headers and forms', () => {
  it('a record id in the path is a positive integer that fits the id columns', () => {
    const params = v.object({ id: recordIdParam });
    expect(v.parse(params, { id: '40' })).toEqual({ id: 40 });
    expect(v.parse(params, { id: String(MAX_ID) })).toEqual({ id: MAX_ID });
    for (const id of ['abc', '0', '-1', '1.5', String(MAX_ID + 1), '99999999999999999999']) {
      expect(errorsOf(params, { id }), id).toEqual({ id: ['validation.invalid_number'] });
    }
  });

  it('a text segment is trimmed, required and capped', () => {
    const params = v.object({ slug: pathTextParam(5) });
    expect(v.parse(params, { slug: ' rupa ' })).toEqual({ slug: 'rupa' });
    expect(errorsOf(params, { slug: '  ' })).toEqual({ slug: ['validation.required'] });
    expect(errorsOf(params, { slug: 'rupa-fashion' })).toEqual({ slug: ['validation.max_length'] });
  });

  it('an order needs an Idempotency-Key of visible ASCII', () => {
    expect(v.parse(placeOrderHeadersSchema, { 'idempotency-key': ' k-1 ' })).toEqual({ 'idempotency-key': 'k-1' });
    expect(errorsOf(placeOrderHeadersSchema, {})).toEqual({ 'idempotency-key': ['validation.required'] });
    expect(errorsOf(placeOrderHeadersSchema, { 'idempotency-key': 'কী' })).toEqual({
      'idempotency-key': ['validation.invalid_format'],
    });
  });

  it('an upload needs a file under image', () => {
    const image = new File(['png'], 'banner.png', { type: 'image/png' });
    expect(v.parse(imageUploadFormSchema, { image })).toEqual({ image });
    expect(errorsOf(imageUploadFormSchema, {})).toEqual({ image: ['validation.required'] });
    expect(errorsOf(imageUploadFormSchema, { image: 'banner.png' })).toEqual({ image: ['validation.required'] });
  });
});
