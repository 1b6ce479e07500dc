import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

// One plain GET with no connection reuse. `agent: false` matters: a pooled socket vetted for one
// host must never carry a request for another. No proxy is consulted (Node's http ignores
// HTTP_PROXY), so resolution and the connect both happen here, under the guard's lookup.

export interface HttpGetResult {
  request: http.ClientRequest;
  response: http.IncomingMessage;
}

export function httpGet(url: URL, options: { lookup: LookupFunction; signal: AbortSignal }): Promise<HttpGetResult> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: "GET",
      agent: false,
      lookup: options.lookup,
      signal: options.signal,
      // identity: decompression would let a small download expand past the size cap.
      headers: { accept: "application/pdf, */*;q=0.1", "accept-encoding": "identity", "user-agent": "Quire-Fetch/1" },
    });
    // Stays attached after the response so a late socket error never goes unhandled; the body
    // stream reports those errors itself.
    request.on("error", reject);
    request.once("response", (response) => resolve({ request, response }));
    request.end();
  });
}
