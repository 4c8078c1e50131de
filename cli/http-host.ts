// The Host header of a request to either local server (`wordle web`, cli/serve.ts; `wordle mcp
// --http`, mcp/http.ts), read as RFC 9112 asks: a request without one, with more than one,
// or with one that is not a host and port gets 400.

import type { IncomingMessage } from 'node:http';

/** RFC 3986's host and port: a name or IPv4 address (unreserved, sub-delims, %) or [IPv6], then an optional port; no user info or path. */
const HOST_AND_PORT = /^(?:\[[0-9A-Fa-f:.]+\]|[-A-Za-z0-9._~!$&'()*+,;=%]+)(?::\d*)?$/;

/** The request's one Host header, when it has exactly one and it is a host (and port) the URL parser takes; else undefined. */
export function requestHost(req: IncomingMessage): string | undefined {
  // (req.headers keeps the first of several Host lines: the raw lines tell.)
  let host: string | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() !== 'host') continue;
    if (host !== undefined) return undefined;
    host = req.rawHeaders[i + 1] ?? '';
  }
  if (host === undefined || !HOST_AND_PORT.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname === '' ? undefined : host;
  } catch {
    return undefined;
  }
}
