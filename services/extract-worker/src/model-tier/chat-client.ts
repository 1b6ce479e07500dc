// A minimal OpenAI-compatible chat-completions client (hosted providers, vLLM, llama.cpp, Ollama):
// one POST, a JSON-schema-constrained answer, a hard timeout. Every failure is a ModelUnavailable
// with the internal cause for the log; the caller turns it into a warning, never an error.

export interface ChatModelConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export class ModelUnavailable extends Error {
  constructor(
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = "ModelUnavailable";
  }
}

export interface ChatRequest {
  system: string;
  user: string;
  schemaName: string;
  schema: Record<string, unknown>;
}

/** Sends one request; resolves with the parsed JSON object the model answered. */
export async function completeJson(config: ChatModelConfig, request: ChatRequest, fetchImpl: typeof fetch = fetch): Promise<Record<string, unknown>> {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: "system", content: request.system },
          { role: "user", content: request.user },
        ],
        response_format: { type: "json_schema", json_schema: { name: request.schemaName, strict: true, schema: request.schema } },
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new ModelUnavailable(timedOut ? `no answer within ${config.timeoutMs} ms` : "the provider could not be reached", error);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw new ModelUnavailable(`the provider answered HTTP ${response.status}`, body.slice(0, 500));
  }
  let content: unknown;
  try {
    const payload = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    content = payload.choices?.[0]?.message?.content;
    const parsed = typeof content === "string" ? (JSON.parse(content) as unknown) : undefined;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch (error) {
    throw new ModelUnavailable("the provider's answer was not JSON", error);
  }
  throw new ModelUnavailable("the provider's answer was not a JSON object", content);
}
