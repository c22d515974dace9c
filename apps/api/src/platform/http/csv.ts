/**
 * The owner's CSV exports (customers, orders, payments, the catalogue): RFC 4180 with CRLF lines, UTF-8 with a
 * byte-order mark so spreadsheet programs read Bengali right. Safe to open: a text cell a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe; a mobile number is written as
 * the text formula `="017…"` (only digits, checked) so its leading zero stays (decision 196).
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/u;

/** One text cell: defused when it would start a formula, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A mobile number as text a spreadsheet keeps as typed; anything but digits is written as a plain cell. */
export function csvPhoneCell(mobile: string): string {
  return /^\d+$/u.test(mobile) ? `"=""${mobile}"""` : csvCell(mobile);
}

/** The whole file: the BOM, the header and each line, each ended by CRLF. */
export function csvFile(columns: readonly string[], lines: readonly string[]): string {
  return CSV_BOM + [columns.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
