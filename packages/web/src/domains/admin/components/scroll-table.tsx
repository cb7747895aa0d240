/**
 * A table that may be wider than a phone: it scrolls sideways, and since keyboard users must be able
 * to scroll it too, it is a named region in the tab order (axe: scrollable-region-focusable).
 */
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ maxWidth: '100%', overflowX: 'auto' }}
    >
      {children}
    </TableContainer>
  );
}
