/** SLOT: replaced by the domain's work. */
export function NetworkPage() {
  return <h1>Netzwerk</h1>;
}
