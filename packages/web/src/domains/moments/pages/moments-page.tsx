/** SLOT: replaced by the domain's work. */
export function MomentsPage() {
  return <h1>Real Talk</h1>;
}
