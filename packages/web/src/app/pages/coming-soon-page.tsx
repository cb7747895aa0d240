/** SLOT: replaced by the domain's work. */
export function ComingSoonPage() {
  return <h1>Bald verfügbar</h1>;
}
