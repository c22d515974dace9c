/**
 * Simple drawings that suggest an item (a panjabi, a tomato, a book, a lantern…), as SVG elements
 * in an 800x800 box with the motif around (400, 350). Colours come from a palette, so one motif
 * drawn in different hues gives different pictures.
 */

export interface Palette {
  /** The item's colour. */
  main: string;
  light: string;
  dark: string;
  /** A contrasting colour for details. */
  accent: string;
}

const LEAF = 'hsl(112, 55%, 38%)';
const LEAF_LIGHT = 'hsl(100, 60%, 52%)';
const line = (p: Palette, width = 7) =>
  `stroke="${p.dark}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

const motifs = {
  // ---- fashion ----
  saree: (p: Palette) => `
    <path d="M330 150 Q400 128 470 150 L505 560 L295 560 Z" fill="${p.main}" ${line(p)}/>
    <path d="M470 150 Q575 270 525 440 Q505 335 425 250 Z" fill="${p.accent}" ${line(p, 5)}/>
    <path d="M299 515 L501 515 L505 560 L295 560 Z" fill="${p.light}" ${line(p, 5)}/>
    ${[220, 300, 380, 460].map((y, i) => `<circle cx="${360 + (i % 2) * 60}" cy="${y}" r="13" fill="${p.light}"/>`).join('')}`,
  panjabi: (p: Palette) => `
    <path d="M320 160 L362 145 Q400 172 438 145 L480 160 L590 262 L545 312 L500 272 L506 570 L294 570 L300 272 L255 312 L210 262 Z" fill="${p.main}" ${line(p)}/>
    <path d="M400 172 L400 340" ${line(p, 5)} fill="none"/>
    ${[205, 250, 295].map((y) => `<circle cx="400" cy="${y}" r="9" fill="${p.accent}"/>`).join('')}
    <path d="M300 530 L500 530" stroke="${p.light}" stroke-width="14"/>`,
  shirt: (p: Palette) => `
    <path d="M315 170 L360 150 L400 185 L440 150 L485 170 L590 250 L550 320 L500 285 L500 530 L300 530 L300 285 L250 320 L210 250 Z" fill="${p.main}" ${line(p)}/>
    <path d="M360 150 L400 185 L372 222 Z M440 150 L400 185 L428 222 Z" fill="${p.light}" ${line(p, 5)}/>
    <path d="M400 185 L400 530" ${line(p, 4)}/>
    <rect x="425" y="290" width="50" height="55" rx="6" fill="${p.light}" ${line(p, 4)}/>`,
  tshirt: (p: Palette) => `
    <path d="M330 160 Q400 205 470 160 L590 232 L550 312 L500 282 L500 545 L300 545 L300 282 L250 312 L210 232 Z" fill="${p.main}" ${line(p)}/>
    <rect x="303" y="360" width="194" height="46" fill="${p.accent}"/>
    <path d="M330 160 Q400 205 470 160" fill="none" stroke="${p.light}" stroke-width="12"/>`,
  dress: (p: Palette) => `
    <path d="M352 150 L448 150 L470 262 L565 545 L235 545 L330 262 Z" fill="${p.main}" ${line(p)}/>
    <path d="M330 262 L470 262 L476 292 L324 292 Z" fill="${p.accent}"/>
    <path d="M352 150 L370 110 M448 150 L430 110" ${line(p, 8)}/>
    ${[330, 400, 470].map((x) => `<circle cx="${x}" cy="470" r="16" fill="${p.light}"/>`).join('')}`,
  shoe: (p: Palette) => `
    <path d="M215 430 Q222 318 300 312 L385 315 Q425 380 525 390 Q605 400 605 452 L605 478 L215 478 Z" fill="${p.main}" ${line(p)}/>
    <rect x="205" y="470" width="410" height="38" rx="18" fill="${p.light}" ${line(p, 5)}/>
    ${[0, 1, 2].map((i) => `<path d="M${330 + i * 30} ${330 + i * 16} l40 12" ${line(p, 6)}/>`).join('')}
    <path d="M215 430 L605 452" stroke="${p.accent}" stroke-width="10"/>`,
  sandal: (p: Palette) => `
    <ellipse cx="400" cy="420" rx="230" ry="80" fill="${p.light}" ${line(p)}/>
    <path d="M270 420 Q300 300 360 300 Q420 300 430 420" fill="none" stroke="${p.main}" stroke-width="34"/>
    <path d="M430 420 Q480 320 540 370" fill="none" stroke="${p.accent}" stroke-width="26"/>`,
  bag: (p: Palette) => `
    <path d="M320 305 Q318 195 400 195 Q482 195 480 305" fill="none" stroke="${p.dark}" stroke-width="22"/>
    <path d="M255 300 L545 300 L575 545 L225 545 Z" fill="${p.main}" ${line(p)}/>
    <rect x="370" y="330" width="60" height="40" rx="8" fill="${p.accent}" ${line(p, 4)}/>
    <path d="M245 420 L555 420" stroke="${p.light}" stroke-width="10"/>`,
  watch: (p: Palette) => `
    <rect x="355" y="130" width="90" height="460" rx="28" fill="${p.dark}"/>
    <circle cx="400" cy="360" r="118" fill="${p.main}" ${line(p, 9)}/>
    <circle cx="400" cy="360" r="92" fill="${p.light}"/>
    <path d="M400 360 L400 295 M400 360 L450 385" ${line(p, 9)}/>
    <circle cx="400" cy="360" r="10" fill="${p.accent}"/>`,
  scarf: (p: Palette) => `
    <path d="M210 250 Q305 190 400 250 Q495 310 590 250 L590 330 Q495 390 400 330 Q305 270 210 330 Z" fill="${p.main}" ${line(p)}/>
    <path d="M430 330 L470 560 L530 545 L500 345" fill="${p.accent}" ${line(p, 5)}/>
    <path d="M210 290 Q305 230 400 290 Q495 350 590 290" fill="none" stroke="${p.light}" stroke-width="9"/>`,
  cap: (p: Palette) => `
    <path d="M240 400 Q240 210 400 210 Q560 210 560 400 Z" fill="${p.main}" ${line(p)}/>
    <path d="M520 400 Q640 395 650 430 L520 430 Z" fill="${p.accent}" ${line(p, 5)}/>
    <rect x="230" y="395" width="340" height="36" rx="10" fill="${p.light}" ${line(p, 5)}/>
    <circle cx="400" cy="208" r="14" fill="${p.accent}"/>`,
  glasses: (p: Palette) => `
    <circle cx="300" cy="360" r="95" fill="${p.light}" ${line(p, 14)}/>
    <circle cx="500" cy="360" r="95" fill="${p.light}" ${line(p, 14)}/>
    <path d="M395 350 Q400 325 405 350" fill="none" ${line(p, 12)}/>
    <path d="M205 340 L160 300 M595 340 L640 300" ${line(p, 12)}/>
    <path d="M260 320 L300 300" stroke="${p.main}" stroke-width="12" stroke-linecap="round"/>`,
  necklace: (p: Palette) => `
    <path d="M240 200 Q400 520 560 200" fill="none" stroke="${p.dark}" stroke-width="6"/>
    ${Array.from({ length: 9 }, (_, i) => {
      const t = (i + 1) / 10;
      const x = (1 - t) ** 2 * 240 + 2 * (1 - t) * t * 400 + t ** 2 * 560;
      const y = (1 - t) ** 2 * 200 + 2 * (1 - t) * t * 520 + t ** 2 * 200;
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="20" fill="${i % 2 ? p.main : p.light}" ${line(p, 4)}/>`;
    }).join('')}
    <path d="M400 380 L440 440 L400 520 L360 440 Z" fill="${p.accent}" ${line(p, 5)}/>`,
  fabric: (p: Palette) => `
    ${[0, 1, 2]
      .map(
        (i) => `
      <rect x="${230 + i * 10}" y="${440 - i * 110}" width="340" height="100" rx="14" fill="${[p.main, p.accent, p.light][i]}" ${line(p, 5)}/>
      <path d="M${250 + i * 10} ${470 - i * 110} L${550 + i * 10} ${470 - i * 110} M${250 + i * 10} ${510 - i * 110} L${550 + i * 10} ${510 - i * 110}" stroke="${p.dark}" stroke-width="4" opacity=".45"/>`,
      )
      .join('')}`,

  // ---- grocery ----
  roundFruit: (p: Palette) => `
    <circle cx="400" cy="380" r="160" fill="${p.main}" ${line(p)}/>
    <ellipse cx="340" cy="320" rx="45" ry="28" fill="${p.light}" opacity=".7" transform="rotate(-35 340 320)"/>
    <path d="M400 222 Q405 185 420 165" ${line({ ...p, dark: LEAF }, 10)} fill="none"/>
    <path d="M410 200 Q470 150 520 185 Q470 225 410 200 Z" fill="${LEAF_LIGHT}" stroke="${LEAF}" stroke-width="5"/>`,
  longVeg: (p: Palette) => `
    <ellipse cx="410" cy="390" rx="235" ry="100" fill="${p.main}" ${line(p)} transform="rotate(-32 410 390)"/>
    <ellipse cx="370" cy="400" rx="120" ry="26" fill="${p.light}" opacity=".55" transform="rotate(-32 370 400)"/>
    <path d="M560 230 Q600 190 640 200 Q610 250 575 268 Z" fill="${LEAF_LIGHT}" stroke="${LEAF}" stroke-width="6"/>`,
  carrot: (p: Palette) => `
    <path d="M330 250 Q400 205 470 250 L415 575 Q400 600 385 575 Z" fill="${p.main}" ${line(p)}/>
    ${[310, 370, 430, 490].map((y) => `<path d="M${360 + (y % 3)} ${y} l${30 - (y - 310) / 12} 6" ${line(p, 5)}/>`).join('')}
    <path d="M400 240 Q360 150 330 130 M400 240 Q400 140 405 110 M400 240 Q440 150 475 130" fill="none" stroke="${LEAF}" stroke-width="16" stroke-linecap="round"/>`,
  leafy: (p: Palette) => `
    ${[-50, -25, 0, 25, 50].map((angle) => `<path d="M400 560 Q300 380 400 170 Q500 380 400 560 Z" fill="${angle === 0 ? p.light : p.main}" ${line(p, 5)} transform="rotate(${angle} 400 560)"/>`).join('')}
    <path d="M400 560 L400 200" stroke="${p.light}" stroke-width="6"/>`,
  banana: (p: Palette) => `
    ${[0, 1, 2].map((i) => `<path d="M${235 + i * 12} ${300 + i * 40} Q${300 + i * 10} ${560 + i * 10} ${575 + i * 5} ${430 + i * 25} Q${330 + i * 10} ${480 + i * 30} ${265 + i * 12} ${290 + i * 40} Z" fill="${i === 1 ? p.light : p.main}" ${line(p, 5)}/>`).join('')}
    <rect x="225" y="270" width="45" height="40" rx="8" fill="${LEAF}"/>`,
  mango: (p: Palette) => `
    <path d="M420 185 Q600 230 560 420 Q520 590 360 560 Q220 520 250 370 Q275 230 420 185 Z" fill="${p.main}" ${line(p)}/>
    <ellipse cx="330" cy="360" rx="40" ry="70" fill="${p.light}" opacity=".6" transform="rotate(20 330 360)"/>
    <path d="M420 190 Q470 130 540 140 Q500 200 420 190 Z" fill="${LEAF_LIGHT}" stroke="${LEAF}" stroke-width="5"/>`,
  chili: (p: Palette) => `
    <path d="M300 230 Q470 240 540 420 Q575 520 520 560 Q500 470 420 380 Q350 300 300 280 Z" fill="${p.main}" ${line(p)}/>
    <path d="M300 230 Q260 230 250 280 Q280 300 300 280 Z" fill="${LEAF_LIGHT}" stroke="${LEAF}" stroke-width="6"/>
    <path d="M255 255 Q220 220 230 180" fill="none" stroke="${LEAF}" stroke-width="12" stroke-linecap="round"/>`,
  fish: (p: Palette) => `
    <path d="M200 370 Q320 220 480 290 Q540 320 560 370 Q540 420 480 450 Q320 520 200 370 Z" fill="${p.main}" ${line(p)}/>
    <path d="M555 370 L650 290 L640 370 L650 450 Z" fill="${p.accent}" ${line(p, 6)}/>
    <circle cx="285" cy="350" r="16" fill="#fff" ${line(p, 5)}/>
    ${[350, 400, 450].map((x) => `<path d="M${x} 320 Q${x + 25} 370 ${x} 420" fill="none" stroke="${p.light}" stroke-width="6"/>`).join('')}`,
  eggs: (p: Palette) => `
    <ellipse cx="300" cy="400" rx="80" ry="105" fill="${p.light}" ${line(p)}/>
    <ellipse cx="500" cy="400" rx="80" ry="105" fill="${p.light}" ${line(p)}/>
    <ellipse cx="400" cy="330" rx="85" ry="110" fill="${p.main}" ${line(p)}/>
    <rect x="200" y="470" width="400" height="80" rx="16" fill="${p.accent}" ${line(p, 5)}/>`,
  bottle: (p: Palette) => `
    <rect x="370" y="130" width="60" height="45" rx="8" fill="${p.accent}" ${line(p, 5)}/>
    <path d="M375 175 L425 175 L430 230 Q520 260 520 330 L520 560 L280 560 L280 330 Q280 260 370 230 Z" fill="${p.main}" ${line(p)} fill-opacity=".92"/>
    <rect x="300" y="360" width="200" height="120" rx="12" fill="${p.light}" ${line(p, 5)}/>
    <circle cx="400" cy="420" r="30" fill="${p.accent}"/>`,
  sack: (p: Palette) => `
    <path d="M300 230 Q260 400 270 560 L530 560 Q540 400 500 230 Z" fill="${p.main}" ${line(p)}/>
    <path d="M300 230 Q330 175 360 205 Q400 160 440 205 Q470 175 500 230 Z" fill="${p.light}" ${line(p, 5)}/>
    <path d="M310 250 Q400 270 490 250" fill="none" stroke="${p.dark}" stroke-width="10"/>
    <rect x="315" y="380" width="170" height="100" rx="10" fill="${p.accent}" ${line(p, 5)}/>`,
  jar: (p: Palette) => `
    <rect x="310" y="170" width="180" height="55" rx="10" fill="${p.accent}" ${line(p, 5)}/>
    <path d="M300 225 L500 225 Q540 260 540 320 L540 530 Q540 565 500 565 L300 565 Q260 565 260 530 L260 320 Q260 260 300 225 Z" fill="${p.main}" ${line(p)}/>
    <rect x="290" y="350" width="220" height="110" rx="12" fill="${p.light}" ${line(p, 5)}/>
    <path d="M330 405 L470 405" ${line(p, 8)}/>`,
  milk: (p: Palette) => `
    <path d="M300 250 L400 160 L500 250 L500 570 L300 570 Z" fill="${p.light}" ${line(p)}/>
    <path d="M300 250 L500 250" ${line(p, 5)}/>
    <rect x="330" y="140" width="60" height="30" rx="5" fill="${p.accent}" ${line(p, 4)} transform="rotate(-42 360 155)"/>
    <path d="M300 380 Q350 350 400 380 Q450 410 500 380 L500 570 L300 570 Z" fill="${p.main}"/>`,
  packet: (p: Palette) => `
    <path d="M280 200 L300 180 L320 200 L340 180 L360 200 L380 180 L400 200 L420 180 L440 200 L460 180 L480 200 L500 180 L520 200 L520 560 L280 560 Z" fill="${p.main}" ${line(p)}/>
    <circle cx="400" cy="370" r="80" fill="${p.light}" ${line(p, 5)}/>
    <circle cx="400" cy="370" r="40" fill="${p.accent}"/>
    <rect x="310" y="480" width="180" height="40" rx="8" fill="${p.light}"/>`,

  // ---- books ----
  book: (p: Palette) => `
    <rect x="262" y="150" width="290" height="420" rx="12" fill="${p.dark}"/>
    <rect x="250" y="140" width="290" height="420" rx="12" fill="${p.main}" ${line(p)}/>
    <rect x="250" y="140" width="40" height="420" fill="${p.dark}" opacity=".35"/>
    <rect x="310" y="205" width="200" height="70" rx="6" fill="${p.light}"/>
    <circle cx="410" cy="400" r="62" fill="${p.accent}" ${line(p, 5)}/>
    <path d="M380 400 L440 400 M410 370 L410 430" stroke="${p.light}" stroke-width="10" stroke-linecap="round"/>`,
  bookStack: (p: Palette) => `
    ${[0, 1, 2]
      .map(
        (
          i,
        ) => `<rect x="${225 + i * 22}" y="${450 - i * 105}" width="${350 - i * 30}" height="95" rx="10" fill="${[p.main, p.accent, p.light][i]}" ${line(p)}/>
      <path d="M${255 + i * 22} ${480 - i * 105} L${420 - i * 10} ${480 - i * 105}" stroke="${p.dark}" stroke-width="8" stroke-linecap="round" opacity=".6"/>`,
      )
      .join('')}`,
  openBook: (p: Palette) => `
    <path d="M400 250 Q310 200 200 220 L200 520 Q310 500 400 550 Z" fill="${p.light}" ${line(p)}/>
    <path d="M400 250 Q490 200 600 220 L600 520 Q490 500 400 550 Z" fill="${p.light}" ${line(p)}/>
    ${[290, 340, 390, 440].map((y) => `<path d="M235 ${y} Q300 ${y - 15} 370 ${y + 10} M430 ${y + 10} Q500 ${y - 15} 565 ${y}" fill="none" stroke="${p.main}" stroke-width="8" stroke-linecap="round"/>`).join('')}
    <path d="M400 250 L400 550" ${line(p, 6)}/>`,
  pen: (p: Palette) => `
    <g transform="rotate(40 400 360)">
      <rect x="360" y="120" width="80" height="380" rx="24" fill="${p.main}" ${line(p)}/>
      <rect x="360" y="120" width="80" height="90" rx="24" fill="${p.accent}" ${line(p, 5)}/>
      <path d="M365 500 L435 500 L400 600 Z" fill="${p.light}" ${line(p, 6)}/>
      <rect x="430" y="150" width="16" height="150" rx="6" fill="${p.dark}"/>
    </g>`,
  notebook: (p: Palette) => `
    <rect x="260" y="150" width="300" height="420" rx="14" fill="${p.main}" ${line(p)}/>
    ${Array.from({ length: 8 }, (_, i) => `<circle cx="262" cy="${185 + i * 50}" r="14" fill="${p.light}" ${line(p, 5)}/>`).join('')}
    <rect x="320" y="230" width="190" height="90" rx="10" fill="${p.light}" ${line(p, 4)}/>
    <path d="M345 265 L485 265 M345 290 L450 290" stroke="${p.main}" stroke-width="8" stroke-linecap="round"/>`,

  // ---- old things ----
  lantern: (p: Palette) => `
    <path d="M320 210 Q320 120 400 120 Q480 120 480 210" fill="none" ${line(p, 10)}/>
    <rect x="320" y="200" width="160" height="40" rx="10" fill="${p.main}" ${line(p, 6)}/>
    <ellipse cx="400" cy="360" rx="105" ry="125" fill="${p.light}" ${line(p, 6)} fill-opacity=".85"/>
    <path d="M400 320 Q430 370 400 410 Q370 370 400 320 Z" fill="${p.accent}"/>
    <path d="M300 470 L500 470 L520 560 L280 560 Z" fill="${p.main}" ${line(p)}/>`,
  radio: (p: Palette) => `
    <path d="M460 250 L560 140" ${line(p, 8)}/>
    <rect x="200" y="250" width="400" height="280" rx="36" fill="${p.main}" ${line(p)}/>
    <circle cx="310" cy="390" r="80" fill="${p.light}" ${line(p, 6)}/>
    ${[-40, -15, 10, 35].map((dy) => `<path d="M${255} ${390 + dy} L${365} ${390 + dy}" stroke="${p.dark}" stroke-width="6" opacity=".5"/>`).join('')}
    <rect x="420" y="300" width="140" height="60" rx="8" fill="${p.light}" ${line(p, 5)}/>
    <circle cx="455" cy="445" r="28" fill="${p.accent}" ${line(p, 5)}/>
    <circle cx="530" cy="445" r="28" fill="${p.accent}" ${line(p, 5)}/>`,
  clock: (p: Palette) => `
    <circle cx="300" cy="190" r="55" fill="${p.accent}" ${line(p, 6)}/>
    <circle cx="500" cy="190" r="55" fill="${p.accent}" ${line(p, 6)}/>
    <path d="M300 520 L260 580 M500 520 L540 580" ${line(p, 12)}/>
    <circle cx="400" cy="370" r="175" fill="${p.main}" ${line(p)}/>
    <circle cx="400" cy="370" r="140" fill="${p.light}"/>
    ${[0, 90, 180, 270].map((a) => `<rect x="394" y="240" width="12" height="28" fill="${p.dark}" transform="rotate(${a} 400 370)"/>`).join('')}
    <path d="M400 370 L400 280 M400 370 L465 400" ${line(p, 10)}/>`,
  camera: (p: Palette) => `
    <rect x="300" y="215" width="110" height="55" rx="10" fill="${p.dark}"/>
    <rect x="190" y="255" width="420" height="280" rx="34" fill="${p.main}" ${line(p)}/>
    <circle cx="400" cy="395" r="105" fill="${p.light}" ${line(p, 8)}/>
    <circle cx="400" cy="395" r="62" fill="${p.dark}"/>
    <circle cx="380" cy="375" r="18" fill="${p.light}" opacity=".8"/>
    <rect x="520" y="285" width="55" height="30" rx="6" fill="${p.accent}"/>`,
  teapot: (p: Palette) => `
    <path d="M545 350 Q615 360 600 455 Q585 520 545 500" fill="none" ${line(p, 22)}/>
    <path d="M255 400 Q190 330 175 260 Q230 300 265 350 Z" fill="${p.main}" ${line(p)}/>
    <ellipse cx="400" cy="420" rx="170" ry="135" fill="${p.main}" ${line(p)}/>
    <path d="M300 300 Q400 250 500 300 Z" fill="${p.light}" ${line(p, 6)}/>
    <circle cx="400" cy="262" r="22" fill="${p.accent}" ${line(p, 5)}/>
    <path d="M250 440 Q400 480 550 440" fill="none" stroke="${p.light}" stroke-width="14"/>`,
  vase: (p: Palette) => `
    <path d="M345 150 L455 150 L445 215 Q560 290 545 420 Q530 540 400 565 Q270 540 255 420 Q240 290 355 215 Z" fill="${p.main}" ${line(p)}/>
    <path d="M275 360 Q400 400 525 360" fill="none" stroke="${p.accent}" stroke-width="18"/>
    <path d="M265 430 Q400 470 535 430" fill="none" stroke="${p.light}" stroke-width="12"/>
    <rect x="335" y="140" width="130" height="24" rx="8" fill="${p.light}" ${line(p, 5)}/>`,
  phone: (p: Palette) => `
    <path d="M240 300 Q240 230 320 230 L480 230 Q560 230 560 300 L600 540 L200 540 Z" fill="${p.main}" ${line(p)}/>
    <path d="M250 215 Q400 120 550 215 L530 255 Q400 190 270 255 Z" fill="${p.dark}"/>
    <circle cx="400" cy="400" r="95" fill="${p.light}" ${line(p, 6)}/>
    ${Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      return `<circle cx="${(400 + Math.cos(a) * 62).toFixed(0)}" cy="${(400 + Math.sin(a) * 62).toFixed(0)}" r="14" fill="${p.accent}"/>`;
    }).join('')}`,
} satisfies Record<string, (palette: Palette) => string>;

export type ArtKind = keyof typeof motifs;

export const artKinds = Object.keys(motifs) as ArtKind[];

/** The motif's SVG elements (800x800 box, centred near (400, 350)). */
export function drawMotif(kind: ArtKind, palette: Palette): string {
  return motifs[kind](palette);
}

/** A palette around `hue`: the item's colour, a light and a dark shade, and a contrasting accent. */
export function paletteOf(hue: number): Palette {
  const h = ((hue % 360) + 360) % 360;
  return {
    main: `hsl(${h}, 72%, 52%)`,
    light: `hsl(${h}, 85%, 86%)`,
    dark: `hsl(${h}, 55%, 22%)`,
    accent: `hsl(${(h + 150) % 360}, 70%, 50%)`,
  };
}
