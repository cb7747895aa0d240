/**
 * A one-line progress bar on stderr: name, bar, done/total, percent, rate and ETA. Redrawn at most
 * ten times a second on a terminal; without one (CI logs) it prints a line every 10 %.
 */
const BAR_WIDTH = 24;
const REDRAW_INTERVAL_MS = 100;
const NAME_WIDTH = 16;

export type TProgress = {
  /** Reports the absolute number of items done. */
  update: (done: number) => void;
  /** Draws the final state and ends the line; returns the elapsed milliseconds. */
  finish: () => number;
};

/** "1:05" for 65 s; "--:--" when unknown. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '--:--';
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Starts a progress bar for `total` items labelled `name` ("rows" by default). */
export function startProgress(name: string, total: number, unit = 'rows'): TProgress {
  const stream = process.stderr;
  const isTty = stream.isTTY === true;
  const startedAt = performance.now();
  let lastDrawAt = 0;
  let lastDecile = -1;
  let done = 0;

  function render(): string {
    const elapsed = performance.now() - startedAt;
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(ratio * BAR_WIDTH);
    const rate = elapsed > 0 ? (done / elapsed) * 1000 : 0;
    const eta = done >= total ? 0 : rate > 0 ? ((total - done) / rate) * 1000 : NaN;
    const width = formatCount(total).length;
    return (
      `${name.padEnd(NAME_WIDTH)} [${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ` +
      `${formatCount(done).padStart(width)}/${formatCount(total)} ${(ratio * 100).toFixed(1).padStart(5)} % ` +
      `${formatCount(rate).padStart(9)} ${unit}/s  ETA ${formatDuration(eta)}`
    );
  }

  function draw(force: boolean) {
    if (isTty) {
      const now = performance.now();
      if (!force && now - lastDrawAt < REDRAW_INTERVAL_MS) return;
      lastDrawAt = now;
      stream.write(`\r${render()}\x1b[K`);
      return;
    }
    const decile = total > 0 ? Math.floor((done / total) * 10) : 10;
    if (force || decile > lastDecile) {
      lastDecile = decile;
      stream.write(`${render()}\n`);
    }
  }

  draw(true);
  return {
    update(value) {
      done = value;
      draw(false);
    },
    finish() {
      const elapsed = performance.now() - startedAt;
      done = Math.max(done, total);
      if (isTty) {
        stream.write(`\r${render()}  ${formatDuration(elapsed)}\x1b[K\n`);
      } else if (lastDecile < 10) {
        stream.write(`${render()}\n`);
      }
      return elapsed;
    },
  };
}
