/**
 * The Arbeitgeber-Feed's composer for members of companies: "Als <Firma> posten" opens the post form
 * with the company chosen (docs/feed.md). A lazy chunk of the feed page, loaded only on the employer
 * category, so /feed's first load does not carry the companies' query.
 */
import { createSheetStore } from '../create-store.ts';
import { useMyCompaniesQuery } from '../../companies/api.ts';
import { ComposerPrompt } from './composer-prompt.tsx';

export default function EmployerComposer() {
  const { data } = useMyCompaniesQuery();
  const first = data?.companies[0];
  if (!first) return null;
  const label = data.companies.length === 1 ? `Als ${first.name} posten` : 'Als Arbeitgeber posten';
  return (
    <ComposerPrompt
      label={label}
      onOpen={() =>
        createSheetStore.open({ kind: 'post', closedAreaId: null, editPost: null, companyId: first.id })
      }
    />
  );
}
