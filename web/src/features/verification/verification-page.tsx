export function VerificationPage() {
  return <main>Verification</main>;
}
