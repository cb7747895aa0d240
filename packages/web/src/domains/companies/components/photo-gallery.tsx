/**
 * A company's photos on its profile: a responsive grid of square thumbnails (two columns on a
 * phone, up to four on a desktop); a thumbnail is a button that opens the photo large in a dialog,
 * with previous/next buttons and the arrow keys.
 */
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { TCompany } from '@pflegepuls/shared/companies';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { COMPANY_TEXTS as T } from '../texts.ts';

export function CompanyPhotoGallery({ company }: { company: TCompany }) {
  const photos = company.photos;
  const [open, setOpen] = useState<number | null>(null);
  const total = photos.length;
  const shown = open === null ? null : photos[open];
  const step = (by: number) => setOpen((i) => (i === null ? null : (i + by + total) % total));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
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
      <Dialog
        open={shown !== undefined && shown !== null}
        onClose={() => setOpen(null)}
        maxWidth="lg"
        aria-label={shown && open !== null ? T.photoAlt(open + 1, total, company.name) : T.gallery}
        onKeyDown={onKey}
        slotProps={{ paper: { sx: { bgcolor: 'grey.900', m: { xs: 1, sm: 4 } } } }}
      >
        {shown && open !== null && (
          <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center' }}>
            <Box
              component="img"
              src={shown.url}
              width={shown.width}
              height={shown.height}
              alt={T.photoAlt(open + 1, total, company.name)}
              sx={{ maxWidth: '100%', maxHeight: '80vh', width: 'auto', height: 'auto', display: 'block' }}
            />
            <IconButton
              onClick={() => setOpen(null)}
              aria-label={T.close}
              sx={{
                position: 'absolute',
                top: 8,
                right: 8,
                bgcolor: 'rgba(0,0,0,0.6)',
                color: 'common.white',
              }}
            >
              <CloseRounded />
            </IconButton>
            {total > 1 && (
              <Box
                sx={{
                  position: 'absolute',
                  bottom: 8,
                  left: 0,
                  right: 0,
                  display: 'flex',
                  justifyContent: 'center',
                  alignItems: 'center',
                  gap: 2,
                }}
              >
                <IconButton
                  onClick={() => step(-1)}
                  aria-label={T.previousPhoto}
                  sx={{ bgcolor: 'rgba(0,0,0,0.6)', color: 'common.white' }}
                >
                  <ChevronLeftRounded />
                </IconButton>
                <Typography
                  variant="body2"
                  sx={{ color: 'common.white', bgcolor: 'rgba(0,0,0,0.6)', px: 1, borderRadius: 1 }}
                >
                  {open + 1} / {total}
                </Typography>
                <IconButton
                  onClick={() => step(1)}
                  aria-label={T.nextPhoto}
                  sx={{ bgcolor: 'rgba(0,0,0,0.6)', color: 'common.white' }}
                >
                  <ChevronRightRounded />
                </IconButton>
              </Box>
            )}
          </Box>
        )}
      </Dialog>
    </>
  );
}
