/** Resolves once `condition` holds; checked every 20 ms for up to `timeoutMs` (tests wait for an outcome, not for a time). */
export async function until(condition: () => boolean | Promise<boolean>, what: string, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
