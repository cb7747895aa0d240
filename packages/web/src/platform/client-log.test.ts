import { describe, expect, it } from 'vitest';
import { ClientLogBuffer, formatLogArguments } from './client-log.ts';

const entry = (n: number) => ({ at: n, level: 'event' as const, message: `e${n}` });

describe('ClientLogBuffer', () => {
  it('keeps up to 300 entries untouched', () => {
    const buffer = new ClientLogBuffer();
    for (let n = 1; n <= 300; n++) buffer.add(entry(n));
    expect(buffer.list()).toHaveLength(300);
    expect(buffer.list()[0]!.message).toBe('e1');
  });

  it('trims to the newest 200 when the 301st arrives', () => {
    const buffer = new ClientLogBuffer();
    for (let n = 1; n <= 301; n++) buffer.add(entry(n));
    expect(buffer.list()).toHaveLength(200);
    expect(buffer.list()[0]!.message).toBe('e102');
    expect(buffer.list().at(-1)!.message).toBe('e301');
  });

  it('formats one line per entry with time and level', () => {
    const buffer = new ClientLogBuffer();
    buffer.add({ at: 0, level: 'error', message: 'kaputt' });
    expect(buffer.format()).toBe('1970-01-01T00:00:00.000Z ERROR kaputt');
  });
});

describe('formatLogArguments', () => {
  it('joins strings, objects and errors', () => {
    const line = formatLogArguments(['Fehler', { status: 500 }, new TypeError('x')]);
    expect(line).toMatch(/^Fehler \{"status":500\} TypeError: x/);
  });
});
