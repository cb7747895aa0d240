/** SLOT: replaced by the domain's work. */
export function PostPage() {
  return <h1>Beitrag</h1>;
}
