/** SLOT: replaced by the domain's work. */
export function LegalPage() {
  return <h1>Rechtliches</h1>;
}
