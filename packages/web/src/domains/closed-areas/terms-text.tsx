import type { TClosedAreaTermsAnswer } from '@pflegepuls/shared/closed-areas';
import { TIME_ZONE } from '@pflegepuls/shared/time';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../ui/load-error-alert.tsx';
import { useAreaTermsQuery } from './api.ts';

type TTerms = TClosedAreaTermsAnswer['data'];

const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: TIME_ZONE });

/** The terms' text as paragraphs (blank lines separate them), with version and date. */
function TermsBody({ terms }: { terms: TTerms }) {
  return (
    <Box sx={{ '& p': { mb: 1.5 } }}>
      {terms.body.split(/\n\s*\n/).map((paragraph, index) => (
        <Typography key={index}>{paragraph}</Typography>
      ))}
      <Typography variant="body2" color="text.secondary">
        Fassung {terms.version} vom {dateFormat.format(terms.publishedAt)}
      </Typography>
    </Box>
  );
}

/** The area's current terms as loaded from the server; `children` gets them for the buttons. */
export function CurrentTerms({
  closedAreaId,
  children,
}: {
  closedAreaId: number;
  children?: (terms: TTerms) => React.ReactNode;
}) {
  const terms = useAreaTermsQuery(closedAreaId);
  if (terms.isPending)
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="60%" />
      </Box>
    );
  if (terms.isError)
    return (
      <LoadErrorAlert onRetry={() => void terms.refetch()} isRetrying={terms.isFetching}>
        Die Nutzungsbedingungen konnten nicht geladen werden.
      </LoadErrorAlert>
    );
  return (
    <>
      <TermsBody terms={terms.data} />
      {children?.(terms.data)}
    </>
  );
}
