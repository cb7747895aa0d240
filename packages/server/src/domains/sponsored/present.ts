import type { TSponsoredItem } from '@pflegepuls/shared';

export type TSponsoredRow = {
  id: number;
  closed_area_id: number | null;
  sponsor_name: string;
  title: string;
  body: string;
  link_url: string;
  link_label: string;
  image_path: string | null;
};

/** A sponsored row as members get it; the image path becomes its /uploads URL. */
export function presentSponsoredItem(row: TSponsoredRow): TSponsoredItem {
  return {
    id: Number(row.id),
    closedAreaId: row.closed_area_id === null ? null : Number(row.closed_area_id),
    sponsorName: row.sponsor_name,
    title: row.title,
    body: row.body,
    linkUrl: row.link_url,
    linkLabel: row.link_label,
    image: row.image_path ? `/uploads/${row.image_path.replace(/^\/+(uploads\/)?/, '')}` : null,
  };
}
