/**
 * The building blocks every dashboard section uses: a titled panel, the failed-load alert of 001
 * §8.3 (the rest of the screen stays usable), the notice of a custom range that fell back to the
 * last week, the frame and panels of a statistic's section, the KPI tile grid and skeletons.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';

type TPanelProps = {
  title: string;
  /** Next to the title: a CSV button, a count. */
  action?: ReactNode;
  children: ReactNode;
  /** The heading level inside the section (the page's h1 is the section's name). */
  headingLevel?: 'h2' | 'h3';
};

/** A titled card holding one statistic. */
export function Panel({ title, action, children, headingLevel = 'h2' }: TPanelProps) {
  return (
    <Card variant="outlined" component="section" sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, mr: 'auto' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}

/** What the panels read of a statistic's query. */
type TStatsQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The German text of a failed statistic (001 §8.3) with a retry of its `query`. A 4xx carries the
 * server's reason (a custom range it refused), which is shown below it.
 */
export function StatsError({ message, query }: { message: string; query: TStatsQuery<unknown> }) {
  const { error } = query;
  const detail = isApiError(error) && error.status >= 400 && error.status < 500 ? error.serverMessage : null;
  return (
    <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
      {message}
      {detail && (
        <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </LoadErrorAlert>
  );
}

/**
 * A section of one statistic: only its failure when it failed without an answer; otherwise the
 * fallback notice right above `head` (the tiles), then the other panels.
 */
export function StatsSection({
  query,
  message,
  head,
  children,
}: {
  query: TStatsQuery<{ fallback: boolean }>;
  message: string;
  head: ReactNode;
  children: ReactNode;
}) {
  if (query.isError && !query.data) return <StatsError message={message} query={query} />;
  return (
    <SectionStack>
      <div>
        <FallbackNotice answer={query.data} />
        {head}
      </div>
      {children}
    </SectionStack>
  );
}

/** A panel of a statistic's answer: `children` of it once it is there, a skeleton until then. */
export function StatsPanel<T>({
  data,
  skeletonHeight,
  children,
  ...panel
}: Omit<TPanelProps, 'children'> & {
  data: T | undefined;
  skeletonHeight?: number;
  children: (data: T) => ReactNode;
}) {
  return <Panel {...panel}>{data ? children(data) : <BlockSkeleton height={skeletonHeight} />}</Panel>;
}

/** The notice of 001 §8.3 when a custom range without data fell back to the last week. */
export function FallbackNotice({ answer }: { answer: { fallback: boolean } | undefined }) {
  if (!answer?.fallback) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {ADMIN_MESSAGES.customFallback}
    </Alert>
  );
}

/** KPI tiles: two per row on phones, `columns` (4) on wider screens. */
export function KpiGrid({
  children,
  label,
  columns = 4,
}: {
  children: ReactNode;
  label?: string;
  columns?: number;
}) {
  return (
    <Box
      role={label ? 'group' : undefined}
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
        gap: { xs: 1, md: 2 },
      }}
    >
      {children}
    </Box>
  );
}

/** A section's column of panels. */
export function SectionStack({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 } }}>{children}</Box>;
}

/** Two panels side by side on a desktop, one below the other on a phone. */
export function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        gap: { xs: 2, md: 3 },
      }}
    >
      {children}
    </Box>
  );
}

/** The shape of a chart or table while its data loads. */
export function BlockSkeleton({ height = 240 }: { height?: number }) {
  return <Skeleton variant="rounded" height={height} aria-hidden="true" />;
}

/** A whole section while its code loads. */
export function SectionSkeleton() {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Wird geladen"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <KpiGrid>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={104} />
        ))}
      </KpiGrid>
      <BlockSkeleton height={280} />
      <BlockSkeleton height={320} />
    </Box>
  );
}

type TBoundaryState = { error: Error | null };

/**
 * Keeps a section's rendering error (or a chunk that failed to load) inside that section: the
 * header, the menus and the other sections stay usable.
 */
export class SectionBoundary extends Component<{ message: string; children: ReactNode }, TBoundaryState> {
  override state: TBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): TBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[admin] Bereich abgestürzt', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <LoadErrorAlert onRetry={() => this.setState({ error: null })}>{this.props.message}</LoadErrorAlert>
    );
  }
}
