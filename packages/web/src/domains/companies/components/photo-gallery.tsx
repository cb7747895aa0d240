/**
 * A company's photos on its profile: a responsive grid of square thumbnails (two columns on a
 * phone, up to four on a desktop); a thumbnail is a button that opens the photo large in a dialog
 * (photo-viewer.tsx, loaded when first opened: its modules stay out of the page's dependency list).
 */
import type { TCompany } from '@pflegepuls/shared/companies';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useState } from 'react';
import { COMPANY_TEXTS as T } from '../texts.ts';

const PhotoViewer = lazy(() => import('./photo-viewer.tsx'));

export function CompanyPhotoGallery({ company }: { company: TCompany }) {
  const photos = company.photos;
  const [open, setOpen] = useState<number | null>(null);
  const total = photos.length;
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <ButtonBase
              onClick={() => setOpen(i)}
              aria-label={T.openPhoto(i + 1)}
              sx={{ display: 'block', width: '100%', borderRadius: 2, overflow: 'hidden' }}
              focusRipple
            >
              <Box
                component="img"
                src={photo.thumbnailUrl}
                alt={T.photoAlt(i + 1, total, company.name)}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer company={company} index={open} onIndex={setOpen} texts={T} />
        </Suspense>
      )}
    </>
  );
}
