/** The settings page's block "Kalender & Erinnerungen" (lazy chunk): feed URL, renewal, reminders. */
import { SettingsCard } from '../../users/components/settings/settings-card.tsx';
import { EVENT_TEXTS as T } from '../texts.ts';
import { CalendarFeedSettings } from './calendar-feed-dialog.tsx';

export default function CalendarSettingsCard() {
  return (
    <SettingsCard title="Kalender & Erinnerungen" description={T.calendarFeed}>
      <CalendarFeedSettings />
    </SettingsCard>
  );
}
