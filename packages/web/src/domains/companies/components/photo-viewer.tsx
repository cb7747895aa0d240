/**
 * A company photo large in a dialog: previous/next buttons, the arrow keys, Escape closes. The texts
 * come as a prop: importing them would make the lazy profile page re-export its modules to this chunk.
 */
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { TCompany } from '@pflegepuls/shared/companies';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import type { COMPANY_TEXTS } from '../texts.ts';

export default function PhotoViewer({
  company,
  index,
  onIndex,
  texts: T,
}: {
  texts: typeof COMPANY_TEXTS;
  company: TCompany;
  index: number;
  onIndex: (index: number | null) => void;
}) {
  const total = company.photos.length;
  const shown = company.photos[index];
  const open = index;
  const step = (by: number) => onIndex((index + by + total) % total);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  return (
    <Dialog
      open={shown !== undefined}
      onClose={() => onIndex(null)}
      maxWidth="lg"
      onKeyDown={onKey}
      // MUI names the dialog's paper by a title id; without a title the name goes on the paper itself.
      slotProps={{
        paper: {
          'aria-label': T.photoAlt(open + 1, total, company.name),
          'aria-labelledby': undefined,
          sx: { bgcolor: 'grey.900', m: { xs: 1, sm: 4 } },
        },
      }}
    >
      {shown && (
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
            onClick={() => onIndex(null)}
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
  );
}
