/** SLOT: replaced by the domain's work. */
export function SettingsPage() {
  return <h1>Einstellungen</h1>;
}
