/**
 * A small line chart per series, stacked, as SVG, and its PNG through Debian's Chromium in headless
 * mode (no image library needed). CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export type TChartSeries = {
  title: string;
  unit: string;
  color: string;
  /** One value per x (minute); NaN leaves a gap. */
  values: number[];
};

const WIDTH = 900;
const PANEL_HEIGHT = 190;
const MARGIN = { left: 70, right: 20, top: 44, bottom: 30 };
const TITLE_HEIGHT = 40;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** 1, 2, 5 × 10^n: a step that gives about `count` grid lines up to `max`. */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 5, 10].find((f) => f * power >= raw) ?? 10;
  return factor * power;
}

function formatTick(value: number): string {
  return value >= 10_000 ? `${Math.round(value / 1000)}k` : String(Math.round(value * 10) / 10);
}

function panel(series: TChartSeries, top: number, xLabels: string[], shade: { from: number } | null): string {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = PANEL_HEIGHT - MARGIN.top - MARGIN.bottom;
  const finite = series.values.filter(Number.isFinite);
  const max = Math.max(1, ...finite) * 1.1;
  const step = niceStep(max, 4);
  const yMax = Math.ceil(max / step) * step;
  const count = series.values.length;
  const x = (i: number) => MARGIN.left + (count <= 1 ? innerWidth / 2 : (i / (count - 1)) * innerWidth);
  const y = (v: number) => top + MARGIN.top + innerHeight - (v / yMax) * innerHeight;
  const parts: string[] = [];
  parts.push(
    `<text x="${MARGIN.left}" y="${top + 24}" font-size="16" font-weight="600" fill="#222">${escapeXml(series.title)} <tspan font-weight="400" fill="#555">(${escapeXml(series.unit)})</tspan></text>`,
  );
  if (shade && count > 1) {
    const from = x(shade.from);
    parts.push(
      `<rect x="${from}" y="${top + MARGIN.top}" width="${MARGIN.left + innerWidth - from}" height="${innerHeight}" fill="#eef4ff"/>`,
    );
  }
  for (let v = 0; v <= yMax + step / 2; v += step) {
    parts.push(
      `<line x1="${MARGIN.left}" x2="${MARGIN.left + innerWidth}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>`,
      `<text x="${MARGIN.left - 8}" y="${y(v) + 4}" font-size="12" text-anchor="end" fill="#444">${formatTick(v)}</text>`,
    );
  }
  const labelEvery = Math.max(1, Math.ceil(count / 15));
  xLabels.forEach((label, i) => {
    if (i % labelEvery === 0 || i === count - 1)
      parts.push(
        `<text x="${x(i)}" y="${top + PANEL_HEIGHT - 10}" font-size="12" text-anchor="middle" fill="#444">${escapeXml(label)}</text>`,
      );
  });
  let d = '';
  series.values.forEach((v, i) => {
    if (!Number.isFinite(v)) return;
    d += `${d && Number.isFinite(series.values[i - 1]) ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
  });
  parts.push(`<path d="${d}" fill="none" stroke="${series.color}" stroke-width="2.5"/>`);
  series.values.forEach((v, i) => {
    if (Number.isFinite(v))
      parts.push(`<circle cx="${x(i).toFixed(1)}" cy="${y(v).toFixed(1)}" r="3" fill="${series.color}"/>`);
  });
  return parts.join('\n');
}

/** Stacked panels sharing the x axis; `shadeFrom` marks the window from that index on (e.g. after warm-up). */
export function renderChartSvg(options: {
  title: string;
  xLabels: string[];
  series: TChartSeries[];
  shadeFrom?: number;
}): { svg: string; width: number; height: number } {
  const height = TITLE_HEIGHT + options.series.length * PANEL_HEIGHT;
  const panels = options.series.map((series, i) =>
    panel(
      series,
      TITLE_HEIGHT + i * PANEL_HEIGHT,
      options.xLabels,
      options.shadeFrom === undefined ? null : { from: options.shadeFrom },
    ),
  );
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    `<text x="${WIDTH / 2}" y="26" font-size="18" font-weight="600" text-anchor="middle" fill="#111">${escapeXml(options.title)}</text>`,
    ...panels,
    '</svg>',
  ].join('\n');
  return { svg, width: WIDTH, height };
}

/** Renders the SVG to a PNG file with headless Chromium. */
export async function writeChartPng(
  chart: { svg: string; width: number; height: number },
  file: string,
): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pflegepuls-chart-'));
  try {
    const html = path.join(dir, 'chart.html');
    writeFileSync(
      html,
      `<!doctype html><html><body style="margin:0;background:#fff">${chart.svg}</body></html>`,
    );
    await promisify(execFile)(
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--user-data-dir=${path.join(dir, 'profile')}`,
        `--window-size=${chart.width},${chart.height}`,
        `--screenshot=${path.resolve(file)}`,
        `file://${html}`,
      ],
      { timeout: 60_000 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
