export function RegisterPage() {
  return <main>Register</main>;
}
