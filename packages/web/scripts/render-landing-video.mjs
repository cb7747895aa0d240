/**
 * Renders the landing page's background video and poster into public/media (needs ffmpeg with
 * libvpx-vp9 and libx264: `apt-get install -y ffmpeg`). Soft warm blobs drift over a dark gradient;
 * every motion has a period that divides the clip length, so the loop has no seam. Takes about
 * ten minutes on two cores (ffmpeg's geq filter is slow), which is why the results are committed.
 *
 *   node packages/web/scripts/render-landing-video.mjs
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '../public/media');
const SECONDS = 10;
const SIZE = '640x360';
const FPS = 24;

// color [r, g, b], strength, radius (share of width), x centre, x swing, x cycles, x phase, y …
const BLOBS = [
  [[255, 169, 64], 0.95, 0.3, 0.28, 0.16, 1, 0.0, 0.38, 0.18, 1, 1.2],
  [[255, 112, 67], 0.85, 0.26, 0.72, 0.14, 1, 2.1, 0.62, 0.16, 2, 0.4],
  [[255, 214, 138], 0.7, 0.2, 0.55, 0.22, 2, 4.0, 0.3, 0.14, 1, 3.3],
  [[226, 84, 96], 0.55, 0.24, 0.18, 0.1, 1, 5.2, 0.8, 0.1, 1, 2.2],
];
const TOP = [122, 50, 18];
const BOTTOM = [40, 20, 12];

const alpha = ([, strength, radius, cx, ax, nx, px, cy, ay, ny, py]) =>
  `${strength}*exp(-((X-W*(${cx}+${ax}*sin(2*PI*${nx}*T/${SECONDS}+${px})))^2` +
  `+(Y-H*(${cy}+${ay}*cos(2*PI*${ny}*T/${SECONDS}+${py})))^2)/(2*(${radius}*W)^2))`;

/** One colour channel: the vertical base gradient, then each blob blended over it. */
const channel = (c) => {
  let expression = `st(0,(${TOP[c]}+(${BOTTOM[c] - TOP[c]})*Y/H))`;
  for (const blob of BLOBS) expression += `;st(1,${alpha(blob)});st(0,ld(0)+(${blob[0][c]}-ld(0))*ld(1))`;
  return `${expression};ld(0)`;
};

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} fehlgeschlagen`);
}

const work = mkdtempSync(path.join(tmpdir(), 'landing-video-'));
const master = path.join(work, 'master.mkv');
try {
  console.log('Rendere die Vorlage (dauert einige Minuten) …');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${SIZE}:r=${FPS}:d=${SECONDS},format=gbrp`,
    '-vf',
    `geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}',format=yuv444p`,
    '-c:v',
    'ffv1',
    master,
  ]);
  console.log('Kodiere WebM (VP9), MP4 (H.264) und das Standbild …');
  ffmpeg([
    '-i',
    master,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '31',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(SECONDS * FPS),
    path.join(OUT, 'landing.webm'),
  ]);
  ffmpeg([
    '-i',
    master,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slower',
    '-crf',
    '21',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    path.join(OUT, 'landing.mp4'),
  ]);
  ffmpeg(['-i', master, '-frames:v', '1', '-q:v', '3', path.join(OUT, 'landing-poster.jpg')]);
  console.log(`Fertig: ${OUT}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
