export function LoginPage() {
  return <main>Login</main>;
}
