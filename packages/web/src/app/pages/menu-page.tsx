/** SLOT: replaced by the domain's work. */
export function MenuPage() {
  return <h1>Menü</h1>;
}
