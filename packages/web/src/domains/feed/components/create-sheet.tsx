import { useId, useState } from 'react';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import type { TCreateRequest } from '../create-store.ts';
import CreateForm from './create-form.tsx';

type TCreateSheetProps = { request: TCreateRequest | null; onClose: () => void };

/** The create form in a bottom sheet (phones) or a dialog (desktop). Lazy chunk. */
export default function CreateSheet({ request, onClose }: TCreateSheetProps) {
  const titleId = useId();
  // Keeps the form on screen while the sheet animates out after `request` became null.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);

  return (
    <ResponsiveSheet
      open={request !== null}
      onClose={onClose}
      onExited={() => setShown(null)}
      labelledBy={titleId}
    >
      {shown && (
        <CreateForm
          key={`${shown.kind}-${shown.editPost?.id ?? 'new'}`}
          request={shown}
          onDone={onClose}
          titleId={titleId}
          showTitle
        />
      )}
    </ResponsiveSheet>
  );
}
