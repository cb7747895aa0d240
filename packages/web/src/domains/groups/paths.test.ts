import { describe, expect, it } from 'vitest';
import { groupPath, groupsPath, parseAreaId, parseGroupId } from './paths.ts';

describe('group paths (docs/groups.md)', () => {
  it('puts closed-area groups under the area and community groups under /gruppen', () => {
    expect(groupsPath(1)).toBe('/closed_area/1/groups');
    expect(groupPath(1, 7)).toBe('/closed_area/1/groups/7');
    expect(groupsPath(null)).toBe('/gruppen');
    expect(groupPath(null, 7)).toBe('/gruppen/7');
  });

  it.each([
    ['7', 7],
    ['0', null],
    ['abc', null],
    ['7abc', null],
    ['-3', null],
    ['1.5', null],
    [undefined, null],
    ['9999999999999999', null],
  ])("reads the group id %s as %s ('Invalid group ID' for null)", (value, expected) => {
    expect(parseGroupId(value)).toBe(expected);
  });

  it('reads the area of the route', () => {
    expect(parseAreaId('1')).toBe(1);
    expect(parseAreaId(undefined)).toBeNull();
    expect(parseAreaId('x')).toBeNull();
  });
});
