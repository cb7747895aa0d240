/**
 * A registration session in detail (001 §3.3, §6): what the visitor typed into the form (names and
 * e-mail), whether it became a member and which, device, browser and system, and the event timeline
 * with the time since the start. The server records every opening of this view in the audit log.
 */
import { getSessionFacts, SessionDetailSheet, type TSessionDetailProps } from './funnel-detail.tsx';
import { AUTH_METHOD_LABELS, labelOf } from './funnel-labels.ts';
import { describeRegistrationEvent } from './funnel-timeline.ts';

export function RegistrationSessionDetail(props: TSessionDetailProps) {
  return (
    <SessionDetailSheet
      {...props}
      funnel="registration"
      title="Registrierungs-Session"
      timeline={(detail) => detail.events.map(describeRegistrationEvent)}
      facts={(detail) => [
        {
          title: 'Eingegebene Daten',
          facts: [
            { label: 'Vorname', value: detail.form_data.first_name || '–' },
            { label: 'Nachname', value: detail.form_data.last_name || '–' },
            { label: 'E-Mail', value: detail.form_data.email || '–', isWide: true },
          ],
        },
        {
          title: 'Konto',
          facts: [
            { label: 'Mitglied geworden', value: detail.converted_to_user ? 'Ja' : 'Nein' },
            ...(detail.user
              ? [
                  { label: 'Name', value: detail.user.name },
                  { label: 'E-Mail des Kontos', value: detail.user.email, isWide: true },
                ]
              : []),
          ],
        },
        {
          title: 'Session',
          facts: getSessionFacts(detail, [
            { label: 'Anmeldeart', value: labelOf(AUTH_METHOD_LABELS, detail.auth_method) },
          ]),
        },
      ]}
    />
  );
}
