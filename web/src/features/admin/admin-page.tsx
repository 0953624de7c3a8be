// Placeholder while the admin panel is built in parallel; replaced in full.
export function AdminPage() {
  return <main>Admin</main>;
}
