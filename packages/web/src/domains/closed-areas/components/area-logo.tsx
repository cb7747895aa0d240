import Box from '@mui/material/Box';
import SchoolRounded from '@mui/icons-material/SchoolRounded';

/** The sponsor's logo of an area (decorative: the area's name stands next to it), or a neutral mark. */
export function AreaLogo({ src, size = 40 }: { src: string | null | undefined; size?: number }) {
  if (src)
    return (
      <Box
        component="img"
        src={src}
        alt=""
        width={size}
        height={size}
        sx={{ width: size, height: size, borderRadius: '10px', flexShrink: 0, bgcolor: '#FFFFFF' }}
      />
    );
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        borderRadius: '10px',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        flexShrink: 0,
      }}
    >
      <SchoolRounded fontSize="small" />
    </Box>
  );
}
