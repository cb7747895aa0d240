/** SLOT: replaced by the domain's work. */
export function NotificationsPage() {
  return <h1>Benachrichtigungen</h1>;
}
