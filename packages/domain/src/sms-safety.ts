/**
 * What shop-written words may carry in an SMS sent under the platform's sender (issue 33, decision 190).
 * One rule for the owner's templates, used by the admin's editor, the API that saves them and the
 * renderer that sends them: no link (the platform's `{tracking_url}` is the only one), no phone number
 * or other run of 5 or more digits, no mobile-wallet or bank name, PIN, OTP or password (the bait of
 * phishing), and the platform's frame, `{shop}` and `{code}` in a shopper's SMS. Free text that reaches
 * an SMS (a cancel reason, a shopper's or shop's name) goes through `plainWords`, which keeps words
 * only. Both see through the usual disguises: any spelling of a link, digits of any script, spaced-out
 * digits and letters, look-alike letters from other scripts, full-width forms and invisible characters.
 */

/** Why a text is refused; each is a `validation.sms_…` message id. */
export const smsTextProblems = ['link', 'phone', 'bait'] as const;
export type SmsTextProblem = (typeof smsTextProblems)[number];

/** Latin look-alikes from Cyrillic and Greek (after lower-casing), so `bкash` reads as `bkash`. */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  и: 'u',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ı: 'i',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
};

/** Characters that show nothing (or only join): dropped before looking. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}|\p{Cf}/gu;

/** The text as a reader sees it: compatibility forms folded (full-width, circled, styled), invisible marks out, lower case, look-alikes as Latin. */
export function foldForChecks(text: string): string {
  return [...text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase()]
    .map((char) => LOOKALIKES[char] ?? char)
    .join('');
}

/** Between the characters of a disguised word or number: spaces, dots, dashes and the like. */
const FILLER = String.raw`[\s.,\-_*·•/\\|()\[\]'"~+=:;]*`;

/** 5 or more digits of any script, with anything of FILLER between them (a spaced-out phone number). */
const DIGIT_RUN = new RegExp(String.raw`\p{Nd}(?:${FILLER}\p{Nd}){4,}`, 'u');

const TLDS = 'com|net|org|xyz|bd|ly|io';
/** A link in any spelling: a scheme, `www`, a host name with a dot (or `[.]`, `(dot)`, ` dot `, `ডট`), a Bengali `ডট কম`. */
const LINK_PATTERNS = [
  /(?:h\s*[tx]\s*[tx]\s*p\s*s?|ftp)\s*[:：]/u,
  /:\s*\/\s*\//u,
  /(?<![\p{L}\p{N}])www(?![\p{L}\p{N}])/u,
  /[\p{L}\p{N}_-]\.[a-z]{2,}(?![\p{L}\p{N}])/u,
  new RegExp(
    String.raw`[\p{L}\p{N}_-]\s*(?:\[\s*\.\s*\]|\(\s*\.\s*\)|[\[(]\s*dot\s*[\])]|\sdot\s|ডট)\s*[\p{L}]{2,}`,
    'u',
  ),
  new RegExp(String.raw`[\p{L}\p{N}_-]\s*\.\s+(?:${TLDS})(?![\p{L}\p{N}])`, 'u'),
  /ডট\s*(?:কম|নেট|অর্গ|বিডি)/u,
];

/** Mobile wallets, banks and the secrets phishers ask for, in Latin and Bengali spelling. */
const BAIT_WORDS = [
  'bkash',
  'bikash',
  'nagad',
  'rocket',
  'upay',
  'surecash',
  'tcash',
  'mcash',
  'ucash',
  'dbbl',
  'bank',
  'banks',
  'pin',
  'otp',
  'password',
  'bonus',
  'lottery',
  'বিকাশ',
  'নগদ',
  'রকেট',
  'শিওরক্যাশ',
  'ব্যাংক',
  'ব্যাঙ্ক',
  'পিন',
  'ওটিপি',
  'পাসওয়ার্ড',
  'বোনাস',
  'লটারি',
];

/** Word characters of both scripts (Bengali marks are \p{M}). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a folded text, with runs of single letters joined (`b k a s h` is `bkash`). */
function wordsOf(folded: string): string[] {
  const words: string[] = [];
  let letters = '';
  for (const [word] of folded.matchAll(WORD)) {
    if ([...word].length === 1) {
      letters += word;
      continue;
    }
    if (letters) words.push(letters);
    letters = '';
    words.push(word);
  }
  if (letters) words.push(letters);
  return words;
}

/** A word that is a bait word, or one with a short Bengali ending (`বিকাশে`, `bkash-এ` splits at the dash). */
function isBait(word: string): boolean {
  return BAIT_WORDS.some((bait) => {
    if (word === bait || word === `${bait}s`) return true;
    if (!word.startsWith(bait)) return false;
    const rest = word.slice(bait.length);
    return /^[\u0980-\u09FF]{1,3}$/u.test(rest);
  });
}

/** What a piece of shop-written text may not carry, in the order `smsTextProblems` lists them. */
export function textProblems(text: string): SmsTextProblem[] {
  const folded = foldForChecks(text);
  const problems: SmsTextProblem[] = [];
  if (LINK_PATTERNS.some((pattern) => pattern.test(folded))) problems.push('link');
  if (DIGIT_RUN.test(folded)) problems.push('phone');
  if (wordsOf(folded).some(isBait)) problems.push('bait');
  return problems;
}

/**
 * Free text made safe for an SMS: words only (letters and marks of any script, with the dashes,
 * apostrophes, commas and full stops between them), no digits, no word that looks like a link or is
 * a bait word, at most `max` characters cut at a word. When what is left still reads as a link (a
 * spelling the word filter let through) it is left out: ''.
 */
export function plainWords(text: string, max = 60): string {
  const kept = text
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => word && textProblems(word).length === 0 && !/[:/@]|^www/iu.test(word))
    .map((word) => word.replace(/[^\p{L}\p{M}'’.,।-]/gu, '').replace(/^[.,।'’-]+/u, ''))
    .filter((word) => /[\p{L}]/u.test(word))
    .join(' ');
  const cut = cutAtWord(kept, max);
  return textProblems(cut).length === 0 ? cut : '';
}

function cutAtWord(text: string, max: number): string {
  if ([...text].length <= max) return text;
  const head = [...text].slice(0, max).join('');
  return head.replace(/\s+\S*$/u, '').trim() || head;
}
