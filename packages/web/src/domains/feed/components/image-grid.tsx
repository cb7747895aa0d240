import type { TPostImage } from '@pflegepuls/shared/feed';
import Box from '@mui/material/Box';

/** Up to four post images: one wide, two side by side, three as one large and two small, four 2×2. */
export function ImageGrid({ images }: { images: TPostImage[] }) {
  if (images.length === 0) return null;
  const count = images.length;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 0.5,
        borderRadius: '14px',
        overflow: 'hidden',
        gridTemplateColumns: count === 1 ? '1fr' : '1fr 1fr',
        gridAutoRows: count === 1 ? 'auto' : { xs: 140, sm: 180 },
      }}
    >
      {images.map((image, index) => (
        <Box
          key={image.path}
          component="a"
          href={image.path}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Bild ${index + 1} von ${count} öffnen`}
          sx={{
            display: 'block',
            bgcolor: 'action.hover',
            gridRow: count === 3 && index === 0 ? 'span 2' : undefined,
          }}
        >
          <Box
            component="img"
            src={count === 1 ? image.path : image.cPath}
            alt=""
            loading="lazy"
            decoding="async"
            sx={{
              display: 'block',
              width: '100%',
              height: '100%',
              maxHeight: count === 1 ? 420 : undefined,
              objectFit: 'cover',
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
