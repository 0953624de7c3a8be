/** What a provider answered for one message. */
export type SendOutcome =
  | { kind: 'sent'; provider: string; providerMessageId: string | null }
  /** The provider refused it for good (a bad number, an unknown account): retrying changes nothing. */
  | { kind: 'refused'; provider: string; reason: string }
  /** The provider could not be reached or failed (timeout, 5xx): worth another try later. */
  | { kind: 'retry'; provider: string; reason: string };

/** A provider that has not answered by then is treated as down: the message is retried later, the worker is not held. */
const PROVIDER_TIMEOUT_MS = 10_000;

type ProviderAnswer = { kind: 'answer'; status: number; text: string } | { kind: 'unreachable'; reason: string };

/**
 * One HTTP request to a provider. A timeout or a refused connection is an
 * answer too (unreachable), so each adapter decides only what the provider said.
 * The reason never holds the request: its body carries the provider's key.
 */
export async function callProvider(url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { kind: 'answer', status: response.status, text: await response.text() };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return { kind: 'unreachable', reason: `no answer within ${timeoutMs / 1000} s` };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return { kind: 'unreachable', reason: `could not reach the provider: ${cause}` };
  }
}

/** A JSON body, or undefined when the provider answered something else (an HTML error page from a proxy). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
