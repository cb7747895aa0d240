import { describe, expect, it } from 'vitest';
import { formatMonth, formatPeriod } from './format.ts';

describe('CV periods', () => {
  it('formats months in German and open periods as "heute"', () => {
    expect(formatMonth('2020-04')).toBe('Apr. 2020');
    expect(formatMonth('2019-12')).toBe('Dez. 2019');
    expect(formatPeriod('2016-10', '2019-09')).toBe('Okt. 2016 – Sept. 2019');
    expect(formatPeriod('2021-01', null)).toBe('Jan. 2021 – heute');
  });
});
