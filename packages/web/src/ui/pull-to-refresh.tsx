/**
 * CONTRACT (owned by the feed work): pull-down refresh on touch devices with the texts of 000 §4
 * ('Runterziehen zum Aktualisieren', 'Loslassen zum Aktualisieren', 'Wird aktualisiert...').
 */
import type { ReactNode } from 'react';

export type TPullToRefreshProps = {
  threshold: number;
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
};

export function PullToRefresh({ children }: TPullToRefreshProps) {
  return children;
}
