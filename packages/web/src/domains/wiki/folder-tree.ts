/**
 * A category's folders (flat, as `GET /api/wiki/categories/{id}/folders` sends them) as the move
 * dialog's options: depth-first in title order, each with its depth for the indent. Without the
 * folder being moved and its sub-folders (the server answers 422 for those anyway).
 */
import type { TWikiFolderNode } from '@pflegepuls/shared/wiki';

export type TFolderOption = { id: number; title: string; depth: number };

export function folderOptions(folders: TWikiFolderNode[], excludeId?: number): TFolderOption[] {
  const children = new Map<number | null, TWikiFolderNode[]>();
  const ids = new Set(folders.map((f) => f.id));
  for (const folder of folders) {
    // A parent that is not in the list (cannot happen in one category) puts the folder on top.
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const out: TFolderOption[] = [];
  const visit = (parent: number | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort(
      (a, b) => a.title.localeCompare(b.title, 'de') || a.id - b.id,
    );
    for (const folder of list) {
      if (folder.id === excludeId) continue;
      out.push({ id: folder.id, title: folder.title, depth });
      if (depth < 50) visit(folder.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}
