import Chip from '@mui/material/Chip';
import { MODERATION_MESSAGES as M } from '@pflegepuls/shared/moderation-messages';

/**
 * "ausgeblendet" on a group, event or company profile that moderation hid (docs/moderation.md):
 * only its creator (or a company's members) and site admins still reach the page, and they see why
 * others no longer do.
 */
export function HiddenMark() {
  return (
    <Chip
      size="small"
      label={M.hiddenMark}
      title="Von der Moderation ausgeblendet: andere Mitglieder sehen das nicht mehr."
    />
  );
}
