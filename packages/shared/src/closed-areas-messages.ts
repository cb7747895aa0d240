/** German texts of the closed areas; no zod, so the shells can use them. */
/** German texts of the closed areas' endpoints and screens (000 §4 and §8 where the spec words them). */
export const CLOSED_AREA_MESSAGES = {
  // 000 §4 Urocampus join wizard
  termsTitle: 'Nutzungsbedingungen für den Urocampus akzeptieren',
  joined: 'Bereich erfolgreich hinzugefügt',
  goToUrocampus: 'Zum Urocampus',
  cancel: 'Abbrechen',
  // 000 §8
  joinFailed: 'Fehler beim Hinzufügen des geschlossenen Bereichs. Bitte versuchen Sie es erneut.',
  primaryAreaFailed: 'Fehler beim Aktualisieren',
  // 000 §7 answers of update_primary_area
  primaryAreaSaved: 'Startbereich gespeichert',
  primaryAreaRemoved: 'Startbereich entfernt',
  // ours
  privacyPolicyRequired: 'Bitte akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung.',
  closedAreaRequired: 'Bitte wähle einen Bereich aus.',
  closedAreaNotFound: 'Diesen Bereich gibt es nicht.',
  notClosedAreaMember: 'Du bist kein Mitglied dieses Bereichs.',
  // Terms versions (issue 14): the 403 the web turns into the accept-terms screen
  termsOutdated:
    'Es gibt neue Nutzungsbedingungen für diesen Bereich. Bitte lies und akzeptiere sie, um weiterzumachen.',
  termsVersionStale:
    'Diese Fassung der Nutzungsbedingungen ist nicht mehr aktuell. Bitte lade die Seite neu.',
  termsVersionRequired: 'Bitte gib die Fassung der Nutzungsbedingungen an.',
  termsAccepted: 'Danke! Du hast die neuen Nutzungsbedingungen akzeptiert.',
  acceptTerms: 'Akzeptieren und weiter',
  // Leaving (issue 14)
  leaveTitle: 'Bereich verlassen?',
  leaveConfirm: 'Verlassen',
  left: 'Du hast den Bereich verlassen.',
  leaveFailed: 'Das Verlassen hat nicht geklappt. Bitte versuche es erneut.',
  // Sponsor statistics
  statsAdminsOnly: 'Die Statistiken sehen nur die Admins dieses Bereichs.',
  statsFewerThan: '< 5',
} as const;
