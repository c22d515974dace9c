// Our places in a courier's own lists (issue 29 item 4): Pathao's cities and zones, RedX's delivery areas. A courier
// names places its own way ("Mohammadpur(Dhaka)", "Bashundhara R/A", "Chittagong"), so names are compared by their
// words' sound skeletons, without the words that only say what kind of place it is. A place is mapped on its own
// only when exactly one of the courier's places has its name; anything less certain is left for the owner to choose
// from the candidates (decision 243): a wrong guess sends a parcel to the wrong hub, a question costs one tap.
import { findDistrict } from '../districts.ts';
import { findArea } from './places.ts';
import { districtAliases, placeWords, skeleton } from './search.ts';

/** A place as a courier's lookup lists it. */
export interface CourierPlaceEntry {
  id: number;
  name: string;
  postCode?: number | string | null;
}

/** The courier's place for ours (`found`), or the places it could be, for the owner to choose from. */
export interface CourierPlaceFit<T extends CourierPlaceEntry> {
  found: T | null;
  candidates: T[];
}

/** Words that say what kind of place a name is, not which one. */
const KIND_WORDS = new Set(['thana', 'upazila', 'ps', 'r', 'a', 'area', 'city']);
const SADAR = 'sadar';

/** `plain`: without "Sadar" too (an upazila named after its district's town). */
function nameKey(name: string, dropWords: ReadonlySet<string> = new Set(), plain = false): string {
  const words = placeWords(name).filter((word) => !KIND_WORDS.has(word) && !(plain && word === SADAR));
  const own = words.filter((word) => !dropWords.has(word));
  // "Dhaka" stays "dhaka"; "Mohammadpur(Dhaka)" loses its district.
  return (own.length > 0 ? own : words).map(skeleton).join(' ');
}

/** `names`: the place's own name, then its other spellings. */
function fit<T extends CourierPlaceEntry>(
  names: readonly string[],
  list: readonly T[],
  options: { dropWords?: ReadonlySet<string>; postCode?: string | null },
): CourierPlaceFit<T> {
  const keyed = list.map((entry) => ({ entry, key: nameKey(entry.name, options.dropWords) }));
  // The place's own name first: "Gazipur Sadar" is not taken for "Tongi", a town inside it, when both are listed.
  const own = nameKey(names[0] ?? '', options.dropWords);
  const sameAsOwn = keyed.filter(({ key }) => key === own).map(({ entry }) => entry);
  if (sameAsOwn.length === 1) return { found: sameAsOwn[0]!, candidates: sameAsOwn };
  const ours = new Set(names.map((name) => nameKey(name, options.dropWords)).filter(Boolean));
  const same = keyed.filter(({ key }) => ours.has(key)).map(({ entry }) => entry);
  if (same.length === 1) return { found: same[0]!, candidates: same };
  if (same.length > 1) {
    const byPostCode = same.filter((entry) => options.postCode && String(entry.postCode) === options.postCode);
    return { found: byPostCode.length === 1 ? byPostCode[0]! : null, candidates: same };
  }
  // "Gazipur Sadar" and "Gazipur": the same place when nothing else is called so.
  const oursPlain = new Set(names.map((name) => nameKey(name, options.dropWords, true)).filter(Boolean));
  const plain = list.filter((entry) => oursPlain.has(nameKey(entry.name, options.dropWords, true)));
  if (plain.length === 1) return { found: plain[0]!, candidates: plain };
  if (plain.length > 1) return { found: null, candidates: plain };
  // "Mirpur" and "Mirpur 10", "Uttara" and "Uttara Sector 4": one of them, the owner says which.
  const longer = keyed
    .filter(({ key }) => [...ours].some((own) => key.startsWith(`${own} `)))
    .map(({ entry }) => entry);
  if (longer.length > 0) return { found: null, candidates: longer };
  const byPostCode = list.filter((entry) => options.postCode && String(entry.postCode) === options.postCode);
  return { found: null, candidates: byPostCode };
}

/** The courier's city for a district (Pathao lists one per district, some by their older names). */
export function courierCityFor<T extends CourierPlaceEntry>(
  district: string | null | undefined,
  cities: readonly T[],
): CourierPlaceFit<T> {
  const known = findDistrict(district);
  if (!known) return { found: null, candidates: [] };
  return fit([known.en, ...(districtAliases[known.en] ?? [])], cities, {});
}

/**
 * The courier's place for an address's area (`area`: our English name, @haat/domain/places) among `list`, the
 * courier's places in that district (Pathao's zones of its city) or everywhere (RedX's areas).
 */
export function courierAreaFor<T extends CourierPlaceEntry>(
  district: string | null | undefined,
  area: string | null | undefined,
  list: readonly T[],
): CourierPlaceFit<T> {
  const place = findArea(district, area);
  if (!place) return { found: null, candidates: [] };
  const known = findDistrict(place.district);
  const districtNames = [place.district, ...(known ? (districtAliases[known.en] ?? []) : [])];
  const dropWords = new Set(districtNames.flatMap(placeWords));
  // A name with another district in brackets ("Sadar(Sylhet)") is not this district's.
  const foreign = (name: string) => {
    const bracket = /\(([^)]*)\)/u.exec(name)?.[1];
    return bracket !== undefined && !placeWords(bracket).some((word) => dropWords.has(word));
  };
  return fit(
    [place.area, ...place.aliases],
    list.filter((entry) => !foreign(entry.name)),
    { dropWords, postCode: place.postCode },
  );
}

// ---- the parcel's address --------------------------------------------------------

/** Whether `line` already names `name` (in either script, any spelling placeWords folds). */
function mentions(line: string, names: readonly string[]): boolean {
  const words = ` ${placeWords(line).join(' ')} `;
  return names.some((name) => {
    const own = placeWords(name).join(' ');
    return own !== '' && words.includes(` ${own} `);
  });
}

/**
 * The one line a courier's rider reads: the shopper's line with its spaces and line breaks folded, then the area and
 * the district unless the line names them already ("বাড়ি ১২, রোড ৫, ধানমন্ডি" does not get "Dhanmondi" again). Cut to
 * the courier's `maxLength` from the line, so the area and district that route the parcel stay.
 */
export function parcelAddress(
  line: string,
  district: string | null | undefined,
  area: string | null | undefined,
  maxLength: number,
): string {
  const text = line
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[\s,।]+$/u, '');
  const place = findArea(district, area);
  const known = findDistrict(district);
  const tail: string[] = [];
  const areaName = place?.area ?? area?.trim();
  if (areaName && !mentions(text, place ? [place.area, place.bn, ...place.aliases] : [areaName])) tail.push(areaName);
  const districtName = known?.en ?? district?.trim();
  const districtNames = known ? [known.en, known.bn, ...(districtAliases[known.en] ?? [])] : [districtName ?? ''];
  if (districtName && !mentions(text, districtNames)) tail.push(districtName);
  const suffix = tail.length > 0 ? `, ${tail.join(', ')}` : '';
  const room = maxLength - suffix.length;
  return `${text.length > room ? text.slice(0, Math.max(0, room)).trimEnd() : text}${suffix}`.slice(0, maxLength);
}
