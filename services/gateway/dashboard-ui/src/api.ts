// The dashboard's only door to the server: same-origin JSON routes under /dashboard/api, the session
// cookie sent by the browser, and the session's CSRF token on every state-changing request.
let csrfToken = "";

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function send(method: string, path: string, body: unknown, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET") headers["x-csrf-token"] = csrfToken;
  const res = await fetch(`/dashboard/api${path}`, {
    method,
    headers,
    credentials: "same-origin",
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as { error?: string | { code: string; message: string } } | null;
    const error = payload?.error;
    if (typeof error === "string") throw new ApiError(res.status, "unauthorized", error);
    throw new ApiError(res.status, error?.code ?? "internal_error", error?.message ?? `Request failed (${res.status}).`);
  }
  return res;
}

export async function api<T>(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
  return (await (await send(method, path, body, "application/json")).json()) as T;
}

/** A render as PDF bytes, with the render id from Content-Disposition. */
export async function renderPdf(body: unknown): Promise<{ id: string; bytes: Uint8Array }> {
  const res = await send("POST", "/render", body, "application/pdf");
  const id = /filename="([^"]+)\.pdf"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "render";
  return { id, bytes: new Uint8Array(await res.arrayBuffer()) };
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
