import { randomUUID } from "node:crypto";
import { QuireError } from "./quire-error";
import { sendRequest, type RequestSpec, type Transport } from "./send-request";
import type {
  CallOptions,
  ExtractInput,
  ExtractionEnvelope,
  InspectInput,
  InspectResult,
  ListQuery,
  PdfResult,
  RenderListItem,
  RenderListQuery,
  RenderOptions,
  RenderPostResult,
  RenderRecord,
  RenderRequest,
  RenderSource,
  TemplateCreate,
  TemplateRecord,
  TemplateUpdate,
  ThemeCreate,
  ThemeRecord,
  ThemeUpdate,
  Usage,
} from "./types";

export interface QuireClientOptions {
  /** e.g. `http://127.0.0.1:8080` (the `/api/v1` prefix is added by the client). */
  baseUrl: string;
  /** `sk_…` */
  apiKey: string;
  fetch?: typeof fetch;
  /** Retries of a 429/503 that carries `Retry-After` (default 2). */
  maxRetries?: number;
  /** Longest `Retry-After` worth waiting for, in seconds (default 30). */
  maxRetryAfterSeconds?: number;
  /** Per attempt; renders may take up to ~60 s (default 120 000). */
  timeoutMs?: number;
  /** Origin tag sent as `x-service-source` on renders and extractions (default: none → `api`). */
  source?: RenderSource;
  /** Sent on every request (e.g. a fixed `x-request-id` to correlate a batch of calls). */
  headers?: Record<string, string>;
}

const enc = encodeURIComponent;

/** Typed client of the Quire HTTP API (`/api/v1`). Every method throws `QuireError` on failure. */
export class QuireClient {
  private readonly transport: Transport;
  private readonly source: RenderSource | undefined;

  constructor(options: QuireClientOptions) {
    if (!options.apiKey) throw new TypeError("QuireClient needs an apiKey (sk_…)");
    this.transport = {
      baseUrl: `${options.baseUrl.replace(/\/+$/, "")}/api/v1`,
      apiKey: options.apiKey,
      fetch: options.fetch ?? globalThis.fetch,
      maxRetries: options.maxRetries ?? 2,
      maxRetryAfterSeconds: options.maxRetryAfterSeconds ?? 30,
      timeoutMs: options.timeoutMs ?? 120_000,
      headers: options.headers ?? {},
    };
    this.source = options.source;
  }

  usage(options: CallOptions = {}): Promise<Usage> {
    return this.json({ method: "GET", path: "/usage", headers: this.callHeaders(options), safeToRepeat: true });
  }

  /** Renders Markdown; the JSON result (with a short-lived `url` when storage is configured). */
  async render(request: RenderRequest, options: RenderOptions = {}): Promise<RenderPostResult> {
    return this.json(this.renderSpec(request, options, "application/json"));
  }

  /**
   * Renders Markdown and returns the PDF bytes (`Accept: application/pdf`). An idempotent replay
   * is always JSON (contract), so then the bytes are downloaded from the replay's `url`.
   */
  async renderPdf(request: RenderRequest, options: RenderOptions = {}): Promise<PdfResult> {
    const res = await sendRequest(this.transport, this.renderSpec(request, options, "application/pdf"));
    if (!/application\/pdf/i.test(res.headers.get("content-type") ?? "")) {
      const replay = (await res.json()) as RenderPostResult;
      return { bytes: await this.download(replay, res.headers.get("x-request-id")), renderId: replay.id, replayed: true };
    }
    const renderId = /filename="([^"]+)\.pdf"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "";
    const emailSent = res.headers.get("x-email-sent");
    return { bytes: new Uint8Array(await res.arrayBuffer()), renderId, ...(emailSent !== null ? { emailSent } : {}), replayed: false };
  }

  getRender(id: string, options: CallOptions = {}): Promise<RenderRecord> {
    return this.json({ method: "GET", path: `/render/${enc(id)}`, headers: this.callHeaders(options), safeToRepeat: true });
  }

  listRenders(query: RenderListQuery = {}, options: CallOptions = {}): Promise<{ renders: RenderListItem[]; next_cursor: string | null }> {
    return this.json({ method: "GET", path: "/renders", query: { ...query }, headers: this.callHeaders(options), safeToRepeat: true });
  }

  /** Every render matching the filter, newest first, following `next_cursor` page by page. */
  iterateRenders(query: Omit<RenderListQuery, "cursor"> = {}, options: CallOptions = {}): AsyncGenerator<RenderListItem> {
    return paginate((cursor) =>
      this.listRenders({ ...query, ...(cursor ? { cursor } : {}) }, options).then((page) => ({ items: page.renders, next: page.next_cursor })),
    );
  }

  listTemplates(query: ListQuery = {}, options: CallOptions = {}): Promise<{ templates: TemplateRecord[]; next_cursor: string | null }> {
    return this.json({ method: "GET", path: "/templates", query: { ...query }, headers: this.callHeaders(options), safeToRepeat: true });
  }

  /** System templates first, then the account's own; pages of `pageSize` (default 100). */
  iterateTemplates({ pageSize = 100 }: { pageSize?: number } = {}, options: CallOptions = {}): AsyncGenerator<TemplateRecord> {
    return paginate((cursor) =>
      this.listTemplates({ limit: pageSize, ...(cursor ? { cursor } : {}) }, options).then((page) => ({ items: page.templates, next: page.next_cursor })),
    );
  }

  createTemplate(body: TemplateCreate, options: CallOptions = {}): Promise<TemplateRecord> {
    return this.json({ method: "POST", path: "/templates", body, headers: this.callHeaders(options), safeToRepeat: false });
  }

  updateTemplate(slugOrId: string, body: TemplateUpdate, options: CallOptions = {}): Promise<TemplateRecord> {
    return this.json({ method: "PATCH", path: `/templates/${enc(slugOrId)}`, body, headers: this.callHeaders(options), safeToRepeat: true });
  }

  deleteTemplate(slugOrId: string, options: CallOptions = {}): Promise<{ slug: string; deleted: true }> {
    return this.json({ method: "DELETE", path: `/templates/${enc(slugOrId)}`, headers: this.callHeaders(options), safeToRepeat: false });
  }

  listThemes(query: ListQuery = {}, options: CallOptions = {}): Promise<{ themes: ThemeRecord[]; next_cursor: string | null }> {
    return this.json({ method: "GET", path: "/themes", query: { ...query }, headers: this.callHeaders(options), safeToRepeat: true });
  }

  iterateThemes({ pageSize = 100 }: { pageSize?: number } = {}, options: CallOptions = {}): AsyncGenerator<ThemeRecord> {
    return paginate((cursor) =>
      this.listThemes({ limit: pageSize, ...(cursor ? { cursor } : {}) }, options).then((page) => ({ items: page.themes, next: page.next_cursor })),
    );
  }

  getTheme(slugOrId: string, options: CallOptions = {}): Promise<ThemeRecord> {
    return this.json({ method: "GET", path: `/themes/${enc(slugOrId)}`, headers: this.callHeaders(options), safeToRepeat: true });
  }

  createTheme(body: ThemeCreate, options: CallOptions = {}): Promise<ThemeRecord> {
    return this.json({ method: "POST", path: "/themes", body, headers: this.callHeaders(options), safeToRepeat: false });
  }

  updateTheme(slugOrId: string, body: ThemeUpdate, options: CallOptions = {}): Promise<ThemeRecord> {
    return this.json({ method: "PATCH", path: `/themes/${enc(slugOrId)}`, body, headers: this.callHeaders(options), safeToRepeat: true });
  }

  deleteTheme(slugOrId: string, options: CallOptions = {}): Promise<{ slug: string; deleted: true }> {
    return this.json({ method: "DELETE", path: `/themes/${enc(slugOrId)}`, headers: this.callHeaders(options), safeToRepeat: false });
  }

  /** Structured data from a PDF; exactly one of file_base64/file_url and one of preset/schema. */
  extract(request: ExtractInput, options: CallOptions = {}): Promise<ExtractionEnvelope> {
    // Not repeated after a lost answer: the first attempt may have been charged.
    return this.json({ method: "POST", path: "/extract", body: request, headers: this.callHeaders(options, true), safeToRepeat: false });
  }

  /** The free Inspect operation: pages, scanned pages, per-tier cost. */
  inspect(request: InspectInput, options: CallOptions = {}): Promise<InspectResult> {
    return this.json({ method: "POST", path: "/extract/inspect", body: request, headers: this.callHeaders(options, true), safeToRepeat: true });
  }

  private renderSpec(request: RenderRequest, options: RenderOptions, accept: string): RequestSpec {
    return {
      method: "POST",
      path: "/render",
      body: request,
      safeToRepeat: true,
      headers: { ...this.callHeaders(options, true), accept, "idempotency-key": options.idempotencyKey ?? `qc_${randomUUID()}` },
    };
  }

  private callHeaders(options: CallOptions, tagged = false): Record<string, string | undefined> {
    const source = options.source ?? this.source;
    return { "x-request-id": options.requestId, ...(tagged && source ? { "x-service-source": source } : {}) };
  }

  private async json<T>(spec: RequestSpec): Promise<T> {
    const res = await sendRequest(this.transport, spec);
    const body = (await res.json()) as T & { replayed?: boolean };
    // The header is authoritative for replays; mirror it into the body for JSON callers.
    if (res.headers.get("idempotency-replayed") === "true" && body && typeof body === "object") body.replayed = true;
    return body;
  }

  private async download(replay: RenderPostResult, requestId: string | null): Promise<Uint8Array> {
    if (!replay.url) {
      throw new QuireError({
        code: "replay_without_url",
        status: 200,
        message: `Render ${replay.id} was replayed as JSON and has no stored copy to download.`,
        requestId: requestId ?? undefined,
      });
    }
    const res = await this.transport.fetch(replay.url, { signal: AbortSignal.timeout(this.transport.timeoutMs) });
    if (!res.ok)
      throw new QuireError({
        code: "download_failed",
        status: res.status,
        message: `Downloading render ${replay.id} failed with HTTP ${res.status}.`,
        requestId: requestId ?? undefined,
      });
    return new Uint8Array(await res.arrayBuffer());
  }
}

async function* paginate<T>(fetchPage: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>): AsyncGenerator<T> {
  let cursor: string | null = null;
  do {
    const page: { items: T[]; next: string | null } = await fetchPage(cursor);
    yield* page.items;
    cursor = page.next;
  } while (cursor);
}
