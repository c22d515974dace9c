import { describe, expect, it } from 'vitest';
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';
import { useSearchHistoryStore } from './search-history.ts';

const history = () => useSearchHistoryStore.getState();

describe('search history store', () => {
  it('keeps newest first, one per term ignoring case, at most 10, per shop', () => {
    history().load('rongdhonu');
    for (let index = 1; index <= 12; index += 1) history().add(`term ${index}`);
    history().add('Saree');
    history().add('saree');
    expect(history().terms).toHaveLength(10);
    expect(history().terms.slice(0, 2)).toEqual(['saree', 'term 12']);
    expect(readJson(storageKeys.searchHistory('rongdhonu'))).toEqual(history().terms);
    history().load('shobji-bazar');
    expect(history().terms).toEqual([]);
  });

  it('reads the stored list back with the same rules, and removes or clears', () => {
    writeJson(storageKeys.searchHistory('rongdhonu'), ['Rice', 'rice', ' oil ', 42]);
    history().load('rongdhonu');
    expect(history().terms).toEqual([]);
    writeJson(storageKeys.searchHistory('rongdhonu'), ['Rice', 'rice', ' oil ']);
    history().load('rongdhonu');
    expect(history().terms).toEqual(['Rice', 'oil']);
    history().remove('Rice');
    expect(history().terms).toEqual(['oil']);
    history().clear();
    expect(history().terms).toEqual([]);
    expect(readJson(storageKeys.searchHistory('rongdhonu'))).toBeUndefined();
  });
});
