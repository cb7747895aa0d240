import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { linkifyText } from '../format.ts';

/** A post body as plain text with its line breaks and safe http(s) links; never HTML. */
export function RichText({ text }: { text: string }) {
  const segments = useMemo(() => linkifyText(text), [text]);
  return (
    <Typography
      component="div"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.975rem' }}
    >
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <Link key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Typography>
  );
}
