import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

/** A screen narrower than a label with the desk around it: a phone. */
const phone = 'screen and (max-width: 30rem)';

/** On screen: the pages on a grey desk; on paper: only the pages, each on its own sheet. */
export const desk = style({
  minHeight: '100vh',
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceSunken,
  '@media': {
    [phone]: { padding: vars.space.sm },
    print: { padding: 0, backgroundColor: 'transparent', minHeight: 0 },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '210mm',
  margin: `0 auto ${vars.space.lg}`,
  '@media': { print: { display: 'none' } },
});

export const spacer = style({ flex: 1 });

export const problems = style({
  maxWidth: '210mm',
  margin: `0 auto ${vars.space.lg}`,
  '@media': { print: { display: 'none' } },
});

const sheet = style({
  boxSizing: 'border-box',
  margin: `0 auto ${vars.space.lg}`,
  backgroundColor: '#fff',
  color: '#000',
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.2)',
  // On a screen narrower than the paper (a phone), the preview is as wide as the screen and its text wraps.
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  breakAfter: 'page',
  breakInside: 'avoid',
  pageBreakAfter: 'always',
  selectors: { '&:last-child': { breakAfter: 'auto', pageBreakAfter: 'auto' } },
  // The sheet is the paper: @page has no margin, the padding is the printed margin.
  '@media': { print: { margin: 0, boxShadow: 'none', width: 'auto' } },
});

/** A4, 210×297 mm; its padding is the printed margin. */
export const invoice = style([
  sheet,
  {
    width: '210mm',
    minHeight: '297mm',
    padding: '12mm',
    display: 'grid',
    alignContent: 'start',
    gap: '6mm',
    '@media': { print: { minHeight: 0 } },
  },
]);

/** A6 label, 100×148 mm. */
export const label = style([
  sheet,
  {
    width: '100mm',
    height: '148mm',
    padding: '4mm',
    display: 'grid',
    gridTemplateRows: 'auto auto 1fr auto auto',
    gap: '3mm',
    overflow: 'hidden',
    '@media': {
      // Narrower than the label, the preview grows downwards rather than cut its text off.
      [phone]: { height: 'auto', minHeight: '148mm' },
      // A hair under the sheet, so rounding never spills a label onto a second sheet.
      print: { height: '146mm' },
    },
  },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '6mm',
  alignItems: 'start',
});

export const shopName = style({ fontSize: '18pt', fontWeight: 700, margin: 0 });

export const title = style({ fontSize: '14pt', fontWeight: 700, margin: 0, textAlign: 'end' });

export const small = style({ fontSize: '9pt', margin: 0 });

export const block = style({ display: 'grid', gap: '1mm', margin: 0 });

export const blockTitle = style({ fontSize: '9pt', fontWeight: 700, textTransform: 'uppercase', margin: 0 });

export const twoColumns = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6mm' });

export const lines = style({ width: '100%', borderCollapse: 'collapse', fontSize: '10pt' });

export const cell = style({ padding: '1.5mm 2mm', borderBlockEnd: '0.3mm solid #999', textAlign: 'start' });

export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);

/** The UI kit's totals block on paper: print sizes, the total a step larger. */
export const totals = style({ minWidth: '60mm', rowGap: '1mm', fontSize: '10pt' });

globalStyle(`${totals} > div:last-child`, { fontSize: '12pt' });

export const cod = style({
  border: '0.6mm solid #000',
  padding: '2mm 3mm',
  fontSize: '13pt',
  fontWeight: 700,
  margin: 0,
});

export const codLarge = style({
  border: '0.8mm solid #000',
  padding: '2mm',
  textAlign: 'center',
  margin: 0,
  display: 'grid',
});

export const codAmount = style({ fontSize: '26pt', fontWeight: 800, lineHeight: 1.1 });

export const recipient = style({ display: 'grid', gap: '1mm', fontSize: '11pt', margin: 0, alignContent: 'start' });

export const recipientName = style({ fontSize: '14pt', fontWeight: 700 });

export const codes = style({ display: 'flex', gap: '3mm', alignItems: 'center' });

export const barcodeBox = style({ flex: 1, display: 'grid', gap: '1mm', textAlign: 'center', minWidth: 0 });

export const barcodeSvg = style({ width: '100%', height: '14mm', display: 'block' });

export const mono = style({ fontFamily: vars.font.mono, fontWeight: 700, letterSpacing: '0.05em' });

export const footer = style({
  fontSize: '9pt',
  borderBlockStart: '0.3mm solid #999',
  paddingBlockStart: '2mm',
  margin: 0,
});
