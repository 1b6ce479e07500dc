import { useState } from "preact/hooks";
import { api, errorText, renderPdf } from "../api";
import { formatBytes, saveBytes } from "../format";
import { useLoad } from "../use-load";
import { BUILT_IN_THEMES, FORMATS, type Template, type Theme } from "../types";
import { PdfPages } from "../viewer/pdf-pages";

const SAMPLE = `---
title: Hello from the playground
---

# Hello from the playground

Write **Markdown** here and press *Preview*: the PDF below comes from the real render pipeline.

| Plan | Credits |
|------|--------:|
| Pro  | 500     |
`;

/**
 * Markdown in, the real pipeline's PDF out. Previews run on an explicit button (or Ctrl+Enter),
 * not on every keystroke: each is a charged `web` render (1 credit), and a free plan has 20 a month.
 */
export function PlaygroundPage({ plan }: { plan: string }) {
  const templates = useLoad(() => api<{ templates: Template[] }>("GET", "/templates"));
  const themes = useLoad(() => api<{ themes: Theme[] }>("GET", "/themes"));
  const [markdown, setMarkdown] = useState(SAMPLE);
  const [template, setTemplate] = useState("");
  const [theme, setTheme] = useState("");
  const [format, setFormat] = useState("");
  const [result, setResult] = useState<{ id: string; bytes: Uint8Array } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");

  async function preview(): Promise<void> {
    setBusy(true);
    setFailure("");
    try {
      setResult(await renderPdf({ markdown, ...(template ? { template } : {}), ...(theme ? { theme } : {}), ...(format ? { format } : {}) }));
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="playground">
      <section class="editor" aria-label="Document">
        <div class="pickers">
          <label for="pg-template">Template</label>
          <select id="pg-template" value={template} onChange={(e) => setTemplate(e.currentTarget.value)}>
            <option value="">None</option>
            {templates.data?.templates.map((t) => (
              <option key={t.id} value={t.slug}>
                {t.name}
                {t.system ? "" : " (yours)"}
              </option>
            ))}
          </select>
          <label for="pg-theme">Theme</label>
          <select id="pg-theme" value={theme} onChange={(e) => setTheme(e.currentTarget.value)}>
            <option value="">From the template (or default)</option>
            {BUILT_IN_THEMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            {themes.data?.themes.map((t) => (
              <option key={t.id} value={t.slug}>
                {t.name} (custom)
              </option>
            ))}
          </select>
          <label for="pg-format">Format</label>
          <select id="pg-format" value={format} onChange={(e) => setFormat(e.currentTarget.value)}>
            <option value="">From the template (or A4)</option>
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </div>
        <label for="pg-markdown">Markdown</label>
        <textarea
          id="pg-markdown"
          class="mono"
          rows={22}
          value={markdown}
          onInput={(e) => setMarkdown(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void preview();
            }
          }}
        />
        <div class="inline">
          <button type="button" onClick={() => void preview()} disabled={busy || !markdown}>
            {busy ? "Rendering…" : "Preview"}
          </button>
          <span class="muted">Each preview is a render on your {plan} plan: 1 credit. Ctrl+Enter previews.</span>
        </div>
        {failure && (
          <p role="alert" class="error">
            {failure}
          </p>
        )}
      </section>
      <section class="preview" aria-labelledby="preview-heading">
        <h2 id="preview-heading">Preview</h2>
        {result ? (
          <>
            <div class="inline">
              <button type="button" onClick={() => saveBytes(result.bytes, `${result.id}.pdf`)}>
                Download
              </button>
              <span class="muted">
                Render <code>{result.id}</code>, {formatBytes(result.bytes.length)} — also in Renders.
              </span>
            </div>
            <PdfPages bytes={result.bytes} width={520} label="PDF preview" />
          </>
        ) : (
          <p class="muted">Press Preview to render the document.</p>
        )}
      </section>
    </div>
  );
}
