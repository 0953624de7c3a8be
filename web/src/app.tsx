// The shell the server hands out until the borrower and admin screens land
// (their own issues). It proves the build-and-serve path end to end.
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '15vh auto', padding: 16 }}>
      <h1>Installment Loans</h1>
      <p>Sign in to your account</p>
      <p>The borrower app is on its way. The API is available under /api.</p>
    </main>
  );
}
