/**
 * The demo catalogue's course artwork: an SVG drawn from the course's category (a palette and a
 * motif each) and varied by the course id, so the courses of one shelf look related but not alike.
 * It holds no words: the learner app sets the title and instructor on it in the reader's language.
 */

interface Palette {
  from: string;
  to: string;
  accent: string;
  soft: string;
}

const PALETTES: Record<string, Palette> = {
  business: { from: '#0f3d5e', to: '#1f6f8b', accent: '#f2b134', soft: '#9cc9d9' },
  leadership: { from: '#4a1942', to: '#893168', accent: '#f7b267', soft: '#e3a6c8' },
  technology: { from: '#10242b', to: '#1b4d57', accent: '#3eb489', soft: '#7fd6c0' },
  marketing: { from: '#a4161a', to: '#e5383b', accent: '#ffd166', soft: '#ffb3b3' },
  'personal-development': { from: '#2d6a4f', to: '#52b788', accent: '#fefae0', soft: '#b7e4c7' },
  'office-productivity': { from: '#14532d', to: '#217346', accent: '#ffffff', soft: '#a7d7b8' },
  design: { from: '#3a0ca3', to: '#7209b7', accent: '#f72585', soft: '#c8b6ff' },
  language: { from: '#003049', to: '#2a6f97', accent: '#fcbf49', soft: '#a9d6e5' },
  compliance: { from: '#283618', to: '#606c38', accent: '#dda15e', soft: '#d4d9b0' },
};
const FALLBACK: Palette = { from: '#1a1a1a', to: '#4a4a4a', accent: '#e4002b', soft: '#bbbbbb' };

/** A small deterministic generator, so the same course always gets the same picture. */
function seeded(text: string): () => number {
  let state = [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

type Motif = (p: Palette, r: () => number) => string;
const round = (n: number) => Math.round(n);

const MOTIFS: Record<string, Motif> = {
  // Rising bars of a chart.
  business: (p, r) =>
    Array.from({ length: 5 }, (_, i) => {
      const h = round(60 + i * 34 + r() * 30);
      return `<rect x="${380 + i * 46}" y="${320 - h}" width="30" height="${h}" rx="4" fill="${i === 4 ? p.accent : p.soft}" opacity="${i === 4 ? 1 : 0.55}"/>`;
    }).join('') + `<polyline points="380,250 440,215 500,225 560,160 610,120" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>`,
  // Chevrons leading forward.
  leadership: (p, r) =>
    Array.from(
      { length: 3 },
      (_, i) =>
        `<path d="M${400 + i * 60} ${110 + r() * 20} l70 70 l-70 70" fill="none" stroke="${i === 2 ? p.accent : p.soft}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" opacity="${0.5 + i * 0.25}"/>`,
    ).join(''),
  // Code brackets over a dot grid.
  technology: (p, r) =>
    Array.from(
      { length: 42 },
      (_, i) => `<circle cx="${370 + (i % 7) * 40}" cy="${70 + Math.floor(i / 7) * 40}" r="${r() > 0.8 ? 6 : 3}" fill="${p.soft}" opacity="0.5"/>`,
    ).join('') +
    `<path d="M450 120 l-50 60 l50 60 M560 120 l50 60 l-50 60" fill="none" stroke="${p.accent}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/><path d="M525 110 l-40 140" stroke="${p.soft}" stroke-width="12" stroke-linecap="round"/>`,
  // Ripples spreading from a point.
  marketing: (p, r) => {
    const cx = round(500 + r() * 60);
    const cy = round(170 + r() * 40);
    return (
      Array.from(
        { length: 4 },
        (_, i) =>
          `<circle cx="${cx}" cy="${cy}" r="${40 + i * 45}" fill="none" stroke="${i === 0 ? p.accent : p.soft}" stroke-width="${i === 0 ? 18 : 8}" opacity="${1 - i * 0.2}"/>`,
      ).join('') + `<circle cx="${cx}" cy="${cy}" r="16" fill="${p.accent}"/>`
    );
  },
  // Steps up to a sun.
  'personal-development': (p, r) =>
    `<circle cx="${round(560 + r() * 30)}" cy="90" r="42" fill="${p.accent}"/>` +
    Array.from(
      { length: 4 },
      (_, i) => `<rect x="${380 + i * 60}" y="${300 - (i + 1) * 45}" width="60" height="${(i + 1) * 45}" fill="${p.soft}" opacity="${0.45 + i * 0.15}"/>`,
    ).join(''),
  // A spreadsheet with a highlighted cell.
  'office-productivity': (p, r) => {
    const hx = Math.floor(r() * 4);
    const hy = Math.floor(r() * 4);
    return Array.from({ length: 20 }, (_, i) => {
      const x = i % 4;
      const y = Math.floor(i / 4);
      return `<rect x="${390 + x * 56}" y="${70 + y * 44}" width="50" height="38" rx="3" fill="${x === hx && y === hy ? p.accent : p.soft}" opacity="${x === hx && y === hy ? 1 : 0.35}"/>`;
    }).join('');
  },
  // Overlapping shapes.
  design: (p, r) =>
    `<circle cx="${round(470 + r() * 30)}" cy="150" r="80" fill="${p.soft}" opacity="0.6"/><rect x="500" y="${round(150 + r() * 20)}" width="120" height="120" rx="10" fill="${p.accent}" opacity="0.85" transform="rotate(${round(r() * 30 - 15)} 560 210)"/><polygon points="420,300 480,200 540,300" fill="#ffffff" opacity="0.5"/>`,
  // Two speech bubbles.
  language: (p, r) =>
    `<path d="M390 80 h170 a20 20 0 0 1 20 20 v80 a20 20 0 0 1 -20 20 h-110 l-40 36 v-36 h-20 a20 20 0 0 1 -20 -20 v-80 a20 20 0 0 1 20 -20 z" fill="${p.soft}" opacity="0.6"/>` +
    `<path d="M470 ${round(180 + r() * 20)} h150 a20 20 0 0 1 20 20 v70 a20 20 0 0 1 -20 20 h-20 v32 l-36 -32 h-94 a20 20 0 0 1 -20 -20 v-70 a20 20 0 0 1 20 -20 z" fill="${p.accent}"/>`,
  // A shield with a tick.
  compliance: (p, r) =>
    `<path d="M520 70 l100 36 v70 c0 70 -50 110 -100 130 c-50 -20 -100 -60 -100 -130 v-70 z" fill="${p.soft}" opacity="${0.5 + r() * 0.3}"/><path d="M475 185 l35 35 l65 -75" fill="none" stroke="${p.accent}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
};

/** The artwork of one course, as SVG text (640 by 360, the thumbnails' 16:9). */
export function courseArtwork(courseId: string, categoryId: string): string {
  const palette = PALETTES[categoryId] ?? FALLBACK;
  const random = seeded(courseId);
  const motif = (MOTIFS[categoryId] ?? MOTIFS.business!)(palette, random);
  const angle = round(random() * 60);
  const blob = `<circle cx="${round(random() * 200)}" cy="${round(300 + random() * 80)}" r="${round(120 + random() * 60)}" fill="${palette.soft}" opacity="0.12"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">',
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#g)"/>',
    blob,
    motif,
    `<rect x="0" y="352" width="640" height="8" fill="${palette.accent}"/>`,
    '</svg>',
  ].join('');
}
