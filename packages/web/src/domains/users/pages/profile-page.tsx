/** SLOT: replaced by the domain's work. */
export function ProfilePage() {
  return <h1>Profil</h1>;
}
