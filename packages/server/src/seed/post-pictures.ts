/**
 * Pictures for a few demo posts, drawn at seed time (no download): flat illustrations of what the
 * post tells (the team breakfast, the therapy dog, the calendar with Christmas off, the concert, the
 * clock and calendar against delirium, baking from an old cookbook). Each is stored like an upload
 * (re-encoded, full size and thumbnail) and set on the community post whose text it belongs to.
 * No text is drawn: servers without fonts draw the same pictures.
 */
import type { Kysely } from 'kysely';
import type { TPostImage } from '@pflegepuls/shared';
import type { TConfig } from '../config.ts';
import type { DB } from '../platform/db/index.ts';
import { storeDrawnPicture } from './drawn-pictures.ts';

const W = 1200;
const H = 800;

const svg = (background: [string, string], body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>`;

const mug = (x: number, colour: string) => `
  <rect x="${x}" y="390" width="120" height="150" rx="18" fill="${colour}"/>
  <path d="M${x + 120} 425h26a34 34 0 0 1 0 68h-26" fill="none" stroke="${colour}" stroke-width="16"/>
  <path d="M${x + 35} 360c-14-22 14-34 0-58M${x + 75} 360c-14-22 14-34 0-58" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".8"/>`;

const calendarGrid = (x: number, y: number, cell: number, highlight: number[]) =>
  Array.from({ length: 35 }, (_, i) => {
    const cx = x + (i % 7) * cell;
    const cy = y + Math.floor(i / 7) * cell;
    const isMarked = highlight.includes(i);
    return `<rect x="${cx}" y="${cy}" width="${cell - 10}" height="${cell - 10}" rx="8" fill="${isMarked ? '#FFA940' : '#F1E8DD'}"/>`;
  }).join('');

/** Each picture with the start of the post text it belongs to. */
export const POST_PICTURES: Array<{ postStart: string; svg: string }> = [
  {
    postStart: 'Unser Team hat heute gemeinsam gefrühstückt',
    svg: svg(
      ['#FFE3C2', '#FFC98A'],
      `<rect x="0" y="540" width="${W}" height="260" fill="#A8643A"/>
       <rect x="0" y="540" width="${W}" height="26" fill="#8C4F2B"/>
       ${mug(170, '#2F6F8F')}${mug(430, '#C0392B')}${mug(880, '#2E7D4F')}
       <ellipse cx="700" cy="530" rx="130" ry="26" fill="#fff"/>
       <path d="M610 520c20-70 160-70 180 0z" fill="#E8A23D"/>
       <path d="M640 505c15-30 105-30 120 0" fill="none" stroke="#C27A1E" stroke-width="10" stroke-linecap="round"/>
       <circle cx="1050" cy="150" r="70" fill="#FFF4E0"/>`,
    ),
  },
  {
    postStart: 'Unser Pflegeheim hat einen Therapiehund bekommen',
    svg: svg(
      ['#DDEFE3', '#B9DEC6'],
      `<rect x="0" y="600" width="${W}" height="200" fill="#8CC7A1"/>
       <ellipse cx="600" cy="540" rx="170" ry="120" fill="#B77B4B"/>
       <ellipse cx="600" cy="640" rx="200" ry="40" fill="#7FB893"/>
       <circle cx="600" cy="330" r="110" fill="#C68A58"/>
       <ellipse cx="495" cy="330" rx="42" ry="95" fill="#8A5632" transform="rotate(18 495 330)"/>
       <ellipse cx="705" cy="330" rx="42" ry="95" fill="#8A5632" transform="rotate(-18 705 330)"/>
       <ellipse cx="600" cy="385" rx="62" ry="44" fill="#E9C9A6"/>
       <circle cx="560" cy="305" r="13" fill="#2B1D14"/><circle cx="640" cy="305" r="13" fill="#2B1D14"/>
       <ellipse cx="600" cy="365" rx="22" ry="15" fill="#2B1D14"/>
       <path d="M600 382v22M575 410c15 12 35 12 50 0" fill="none" stroke="#2B1D14" stroke-width="7" stroke-linecap="round"/>
       <path d="M960 190c0-40 60-40 60 0 0-40 60-40 60 0 0 45-60 80-60 95-0-15-60-50-60-95z" fill="#E4572E"/>`,
    ),
  },
  {
    postStart: 'Dienstplan für den nächsten Monat ist raus',
    svg: svg(
      ['#DCE8F5', '#B5CDE8'],
      `<rect x="300" y="120" width="600" height="580" rx="28" fill="#fff"/>
       <rect x="300" y="120" width="600" height="110" rx="28" fill="#C0392B"/>
       <rect x="300" y="190" width="600" height="40" fill="#C0392B"/>
       <circle cx="420" cy="120" r="18" fill="#7A1F16"/><circle cx="780" cy="120" r="18" fill="#7A1F16"/>
       ${calendarGrid(345, 265, 80, [24, 25])}
       <path d="M860 620l14 30 33 4-24 23 6 33-29-16-29 16 6-33-24-23 33-4z" fill="#FFA940"/>
       <g fill="#fff" opacity=".9"><circle cx="140" cy="160" r="10"/><circle cx="200" cy="420" r="7"/>
       <circle cx="1040" cy="260" r="11"/><circle cx="1090" cy="560" r="8"/><circle cx="120" cy="650" r="9"/></g>`,
    ),
  },
  {
    postStart: 'Tag der offenen Tür bei uns im Seniorenzentrum',
    svg: svg(
      ['#3B2A4F', '#5E3B6E'],
      `<path d="M0 0h260c-40 260-40 520 0 800H0z" fill="#8E2C48"/>
       <path d="M1200 0H940c40 260 40 520 0 800h260z" fill="#8E2C48"/>
       <path d="M420 0l-120 640h600L780 0z" fill="#FFE9A8" opacity=".18"/>
       <rect x="260" y="640" width="680" height="160" fill="#2A1D36"/>
       <g fill="#FFD27A">
         <ellipse cx="520" cy="470" rx="38" ry="28" transform="rotate(-20 520 470)"/><rect x="548" y="270" width="12" height="200"/>
         <path d="M548 270h120v50H560z"/>
         <ellipse cx="650" cy="440" rx="38" ry="28" transform="rotate(-20 650 440)"/><rect x="678" y="300" width="12" height="140"/>
         <ellipse cx="800" cy="380" rx="30" ry="22" transform="rotate(-20 800 380)"/><rect x="822" y="220" width="10" height="160"/>
       </g>`,
    ),
  },
  {
    postStart: 'Delirprävention auf der Intensivstation',
    svg: svg(
      ['#E6F1F2', '#C8E0E2'],
      `<circle cx="420" cy="360" r="190" fill="#fff" stroke="#2F5D62" stroke-width="22"/>
       ${Array.from({ length: 12 }, (_, i) => {
         const a = (i * Math.PI) / 6;
         return `<rect x="414" y="190" width="12" height="${i % 3 === 0 ? 40 : 22}" fill="#2F5D62" transform="rotate(${(a * 180) / Math.PI} 420 360)"/>`;
       }).join('')}
       <path d="M420 360V250M420 360l80 50" stroke="#1F3D41" stroke-width="16" stroke-linecap="round"/>
       <circle cx="420" cy="360" r="14" fill="#E4572E"/>
       <rect x="700" y="200" width="340" height="380" rx="22" fill="#fff"/>
       <rect x="700" y="200" width="340" height="80" rx="22" fill="#2F5D62"/>
       <rect x="700" y="250" width="340" height="30" fill="#2F5D62"/>
       ${calendarGrid(728, 305, 46, [16])}
       <rect x="0" y="680" width="${W}" height="120" fill="#9CC3C6"/>`,
    ),
  },
  {
    postStart: 'Biografiearbeit ist so viel mehr als ein Formular',
    svg: svg(
      ['#FCEBD9', '#F6D3B0'],
      `<rect x="0" y="560" width="${W}" height="240" fill="#D9A877"/>
       <path d="M180 520l240-40 240 40v-250l-240-40-240 40z" fill="#fff"/>
       <path d="M420 480V230" stroke="#E0CDB8" stroke-width="6"/>
       <path d="M180 520l240-40 240 40" fill="none" stroke="#8C5A3C" stroke-width="12"/>
       <g stroke="#C9B39C" stroke-width="8" stroke-linecap="round">
         <path d="M220 300l160-24M220 340l160-24M220 380l120-18M460 276l160 24M460 316l160 24M460 356l120 18"/></g>
       <rect x="760" y="420" width="300" height="70" rx="14" fill="#F3C6D3"/>
       <rect x="780" y="350" width="260" height="80" rx="14" fill="#FFF3E6"/>
       <rect x="800" y="290" width="220" height="70" rx="14" fill="#F3C6D3"/>
       <rect x="905" y="220" width="12" height="70" rx="4" fill="#5B8DEF"/>
       <path d="M911 180c18 18 10 36 0 40-10-4-18-22 0-40z" fill="#FFA940"/>
       <ellipse cx="910" cy="500" rx="190" ry="18" fill="#fff"/>`,
    ),
  },
];

/** Draws the pictures and sets them on their community posts; posts not found are skipped. */
export async function seedPostPictures(db: Kysely<DB>, config: TConfig): Promise<number> {
  let set = 0;
  for (const picture of POST_PICTURES) {
    const post = await db
      .selectFrom('posts')
      .select('id')
      .where('body', 'like', `${picture.postStart}%`)
      .where('closed_area_id', 'is', null)
      .where('group_id', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (!post) continue;
    const stored = await storeDrawnPicture(config, picture.svg, {
      kind: 'posts',
      maxSize: 1600,
      compressedSize: 400,
    });
    const images: TPostImage[] = [{ path: stored.path, cPath: stored.compressedPath }];
    await db
      .updateTable('posts')
      .set({ images: JSON.stringify(images) })
      .where('id', '=', post.id)
      .execute();
    set++;
  }
  return set;
}
