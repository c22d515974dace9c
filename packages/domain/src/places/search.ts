// Finds a place as a shopper types it, in Bengali or English: "mirpur", "মিরপুর", "mirpur 10", "মিরপুর ১০",
// "Savar", "1216", with the common spelling variants (gonj/ganj, ee/i, ী/ি, শ/ষ/স) and one typo in longer words.
// Every query word must match a word of the place's name (or of its district's name, so "savar dhaka" works).
import { toAsciiDigits } from '../digits.ts';
import { districts, type District } from '../districts.ts';
import { places, type Place } from './places.ts';

export interface PlaceMatch {
  district: District;
  /** null: the district itself matched (the shopper then picks one of its areas). */
  place: Place | null;
}

/** The older English names of districts that shoppers still write. */
export const districtAliases: Readonly<Record<string, readonly string[]>> = {
  Chattogram: ['Chittagong', 'Ctg'],
  Cumilla: ['Comilla'],
  Bogura: ['Bogra'],
  Jashore: ['Jessore'],
  Barishal: ['Barisal'],
  Jhalokati: ['Jhalakathi'],
  Netrokona: ['Netrakona'],
  "Cox's Bazar": ['Coxsbazar'],
  Chapainawabganj: ['Nawabganj', 'Chapai'],
};

// ---- normalising ----------------------------------------------------------------

/** The words of `text` in one form: NFC, ASCII digits, lower case, Bengali spelling variants folded, no marks. */
export function placeWords(text: string): string[] {
  const folded = toAsciiDigits(text.normalize('NFC'))
    .toLowerCase()
    .replace(/\u200c|\u200d|\u09bc|\u0981|'/gu, '') // joiners, nukta (য়/য, ড়/ড), chandrabindu, apostrophes
    .replace(/ী/gu, 'ি')
    .replace(/ূ/gu, 'ু')
    .replace(/ণ/gu, 'ন')
    .replace(/[শষ]/gu, 'স')
    .replace(/ৎ/gu, 'ত')
    .replace(/([0-9])(?=[^0-9\s])|([^0-9\s])(?=[0-9])/gu, '$1$2 '); // "mirpur10" → "mirpur 10"
  return folded.split(/[^\p{L}\p{M}0-9]+/u).filter(Boolean);
}

/** A word's sound skeleton: "mohammedpur" and "muhammadpur", "gonj" and "ganj", "shyamoli" and "shamoli" meet. */
export function skeleton(word: string): string {
  return word
    .replace(/(?<=[a-z])h/gu, '')
    .replace(/[aeiouwy]+/gu, '')
    .replace(/[\u09be-\u09cc]/gu, '')
    .replace(/z/gu, 'j')
    .replace(/v/gu, 'b')
    .replace(/q/gu, 'k')
    .replace(/(.)\1+/gu, '$1');
}

/** Edit distance with adjacent swaps (optimal string alignment), stopping early above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

// ---- the index -----------------------------------------------------------------

interface Word {
  text: string;
  skeleton: string;
}

interface Entry {
  match: PlaceMatch;
  /** The names it is found by, as word numbers in `vocabulary`; the first two (English, Bengali) are its own. */
  names: number[][];
  districtWords: number[];
  /** Orders equal matches: city areas, then districts, then upazilas. */
  rank: number;
}

interface Index {
  /** Each distinct word once: a query scores each against it once, not once per place that has it. */
  vocabulary: Word[];
  entries: Entry[];
}

const toWord = (text: string): Word => ({ text, skeleton: skeleton(text) });

function buildIndex(): Index {
  const vocabulary: Word[] = [];
  const numbers = new Map<string, number>();
  const wordNumbers = (text: string): number[] =>
    placeWords(text).map((word) => {
      let number = numbers.get(word);
      if (number === undefined) {
        number = vocabulary.push(toWord(word)) - 1;
        numbers.set(word, number);
      }
      return number;
    });
  const byName = new Map(districts.map((district) => [district.en, district]));
  const districtEntries = districts.map((district): Entry => ({
    match: { district, place: null },
    names: [district.en, district.bn, ...(districtAliases[district.en] ?? [])].map(wordNumbers),
    districtWords: [],
    rank: 1,
  }));
  const placeEntries = places.flatMap((place): Entry[] => {
    const district = byName.get(place.district);
    if (!district) return [];
    return [
      {
        match: { district, place },
        names: [place.area, place.bn, ...place.aliases, ...(place.postCode ? [place.postCode] : [])].map(wordNumbers),
        districtWords: [...wordNumbers(district.en), ...wordNumbers(district.bn)],
        rank: place.kind === 'city' ? 0 : 2,
      },
    ];
  });
  return { vocabulary, entries: [...districtEntries, ...placeEntries] };
}

let index: Index | null = null;

// ---- matching ------------------------------------------------------------------

const NO_MATCH = Number.POSITIVE_INFINITY;

/** How well a typed word matches a name's word: 0 the same, 1 its beginning, 2 sounds the same, 3 one typo away. */
function wordScore(typed: Word, word: Word, last: boolean): number {
  if (word.text === typed.text) return 0;
  const numeric = /^[0-9]+$/u.test(typed.text);
  // Only the word still being typed (the last) may be a beginning: "mirpur 1" finds "Mirpur 10" too.
  if (last && word.text.startsWith(typed.text)) return 1;
  if (numeric) return NO_MATCH;
  if (typed.text.length >= 3 && typed.skeleton.length >= 2) {
    if (word.skeleton === typed.skeleton) return 2;
    if (last && typed.skeleton.length >= 3 && word.skeleton.startsWith(typed.skeleton)) return 2.5;
  }
  // A typo: not in the first letter, which shoppers get right (and which keeps this cheap).
  if (typed.text.length >= 4 && typed.text[0] === word.text[0]) {
    const allowed = typed.text.length >= 8 ? 2 : 1;
    if (distance(typed.text, word.text, allowed) <= allowed) return 3;
    if (last && word.text.length > typed.text.length) {
      if (distance(typed.text, word.text.slice(0, typed.text.length), 1) <= 1) return 3.5;
    }
  }
  return NO_MATCH;
}

/** `scores[i][w]`: how well typed word i matches vocabulary word w. */
function nameScore(scores: Float64Array[], name: number[], districtWords: number[]): number {
  let total = 0;
  let onName = 0;
  for (const typed of scores) {
    let best = NO_MATCH;
    for (const word of name) best = Math.min(best, typed[word] ?? NO_MATCH);
    let viaDistrict = NO_MATCH;
    for (const word of districtWords) viaDistrict = Math.min(viaDistrict, (typed[word] ?? NO_MATCH) + 0.5);
    if (best === NO_MATCH && viaDistrict === NO_MATCH) return NO_MATCH;
    if (best <= viaDistrict) onName++;
    total += Math.min(best, viaDistrict);
  }
  if (onName === 0) return NO_MATCH;
  // A name with words the shopper did not type ranks after one without ("Mirpur" before "Mirpur DOHS").
  return total + 0.1 * Math.max(0, name.length - onName);
}

/**
 * The places (and districts) matching `query`, best first. `district` (English name) keeps only its places.
 * An empty query finds nothing.
 */
export function searchPlaces(query: string, options: { limit?: number; district?: string | null } = {}): PlaceMatch[] {
  const typed = placeWords(query).map(toWord);
  if (typed.length === 0) return [];
  index ??= buildIndex();
  const { vocabulary, entries } = index;
  const scores = typed.map((word, position) =>
    Float64Array.from(vocabulary, (own) => wordScore(word, own, position === typed.length - 1)),
  );
  const scored: { entry: Entry; score: number }[] = [];
  for (const entry of entries) {
    if (options.district && entry.match.district.en !== options.district) continue;
    let score = NO_MATCH;
    for (const [position, name] of entry.names.entries()) {
      score = Math.min(score, nameScore(scores, name, entry.districtWords) + (position >= 2 ? 0.3 : 0));
    }
    if (score !== NO_MATCH) scored.push({ entry, score });
  }
  scored.sort((a, b) => a.score - b.score || a.entry.rank - b.entry.rank);
  return scored.slice(0, options.limit ?? 8).map(({ entry }) => entry.match);
}
