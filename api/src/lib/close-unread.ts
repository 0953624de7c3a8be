/** What the Node adapter passes along with each request (its `incoming` message). */
type NodeEnv = { incoming: { complete: boolean; httpVersionMajor: number } };
type Fetch = (request: Request, env: NodeEnv) => Response | Promise<Response>;

/**
 * A response sent before the request's body has all arrived (an early
 * refusal: too large, cross-site, no session, no route, a busy upload URL,
 * an upload that ran out of time) says `Connection: close`. Announced as
 * keep-alive, the client would send its next request behind a body the
 * server no longer reads, and the server, which drains such a body for at
 * most 500 ms, would drop the connection under it.
 */
export function closeWhenBodyUnread(fetch: Fetch): Fetch {
  return async (request, env) => {
    const response = await fetch(request, env);
    // `complete`: the parser has seen the whole body, read by the handler or
    // not; what is left of it in memory is discarded without holding the connection.
    if (!env.incoming.complete && env.incoming.httpVersionMajor === 1) response.headers.set('Connection', 'close');
    return response;
  };
}
