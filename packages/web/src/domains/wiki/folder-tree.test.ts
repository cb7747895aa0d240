import { describe, expect, it } from 'vitest';
import { folderOptions } from './folder-tree.ts';

describe('folderOptions', () => {
  const folders = [
    { id: 3, title: 'Stoma', parentId: null },
    { id: 1, title: 'Katheter', parentId: null },
    { id: 4, title: 'Irrigation', parentId: 3 },
    { id: 5, title: 'Hautpflege', parentId: 4 },
    { id: 2, title: 'Anlage', parentId: 1 },
  ];

  it('lists the tree depth-first in title order with depths', () => {
    expect(folderOptions(folders)).toEqual([
      { id: 1, title: 'Katheter', depth: 0 },
      { id: 2, title: 'Anlage', depth: 1 },
      { id: 3, title: 'Stoma', depth: 0 },
      { id: 4, title: 'Irrigation', depth: 1 },
      { id: 5, title: 'Hautpflege', depth: 2 },
    ]);
  });

  it('leaves out the moved folder and its sub-folders', () => {
    expect(folderOptions(folders, 3).map((o) => o.id)).toEqual([1, 2]);
  });
});
