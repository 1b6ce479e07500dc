import { useState } from "preact/hooks";
import { api, errorText } from "../api";
import { formatBytes, toBase64 } from "../format";
import type { Envelope } from "../types";
import { GroundingViewer } from "../viewer/grounding-viewer";

interface Inspection {
  pages: number;
  encrypted: boolean;
  size_bytes: number;
  scanned_pages: number[];
  costs: { deterministic: number; model: number; ocr: number };
  ocr_allowed: boolean;
}

const PRESETS = ["invoice", "receipt", "contract_terms", "table_dump", "full_text"] as const;

/**
 * Upload → Inspect (free) → choose a preset or a schema → run (charged) → the grounding viewer.
 * The file stays in this page's memory: it is sent for each call and drawn here by pdf.js; the
 * server keeps no copy.
 */
export function ExtractPage() {
  const [file, setFile] = useState<{ name: string; bytes: Uint8Array; base64: string } | null>(null);
  const [inspection, setInspection] = useState<Inspection | null>(null);
  const [mode, setMode] = useState<"preset" | "schema">("preset");
  const [preset, setPreset] = useState<string>("invoice");
  const [schema, setSchema] = useState('{\n  "type": "object",\n  "properties": {\n    "total": { "type": "number" }\n  }\n}');
  const [ocr, setOcr] = useState(false);
  const [envelope, setEnvelope] = useState<Envelope | null>(null);
  const [busy, setBusy] = useState("");
  const [failure, setFailure] = useState("");

  async function choose(input: HTMLInputElement): Promise<void> {
    const picked = input.files?.[0];
    setInspection(null);
    setEnvelope(null);
    setFailure("");
    if (!picked) return setFile(null);
    const bytes = new Uint8Array(await picked.arrayBuffer());
    const base64 = toBase64(bytes);
    setFile({ name: picked.name, bytes, base64 });
    setBusy("Inspecting…");
    try {
      setInspection(await api<Inspection>("POST", "/extract/inspect", { file_base64: base64 }));
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy("");
    }
  }

  async function run(event: Event): Promise<void> {
    event.preventDefault();
    if (!file) return;
    setFailure("");
    let body: Record<string, unknown> = { file_base64: file.base64, ocr_fallback: ocr };
    if (mode === "preset") body = { ...body, preset };
    else {
      try {
        body = { ...body, schema: JSON.parse(schema) as unknown };
      } catch {
        return setFailure("The schema is not valid JSON.");
      }
    }
    setBusy("Extracting…");
    try {
      setEnvelope(await api<Envelope>("POST", "/extract", body));
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy("");
    }
  }

  const cost = inspection ? (ocr && inspection.scanned_pages.length > 0 ? inspection.costs.ocr : inspection.costs.deterministic) : 0;
  return (
    <>
      <div class="inline">
        <label for="extract-file">PDF file</label>
        <input id="extract-file" type="file" accept="application/pdf,.pdf" onChange={(e) => void choose(e.currentTarget)} />
      </div>
      {busy && <p role="status">{busy}</p>}
      {failure && (
        <p role="alert" class="error">
          {failure}
        </p>
      )}
      {file && inspection && (
        <section aria-labelledby="inspect-heading" class="panel">
          <h2 id="inspect-heading">Inspection (free)</h2>
          <dl class="record">
            <dt>File</dt>
            <dd>
              {file.name} ({formatBytes(inspection.size_bytes)})
            </dd>
            <dt>Pages</dt>
            <dd>{inspection.pages}</dd>
            <dt>Scanned pages</dt>
            <dd>{inspection.scanned_pages.length ? inspection.scanned_pages.join(", ") : "none"}</dd>
            <dt>Encrypted</dt>
            <dd>{inspection.encrypted ? "yes" : "no"}</dd>
            <dt>Cost per tier</dt>
            <dd>
              deterministic {inspection.costs.deterministic} · model {inspection.costs.model} · OCR {inspection.costs.ocr} credits
            </dd>
          </dl>
          <form onSubmit={(e) => void run(e)} class="run-form">
            <fieldset>
              <legend>What to extract</legend>
              <label>
                <input type="radio" name="mode" checked={mode === "preset"} onChange={() => setMode("preset")} /> Use a preset
              </label>
              <label>
                <input type="radio" name="mode" checked={mode === "schema"} onChange={() => setMode("schema")} /> Use a JSON Schema
              </label>
            </fieldset>
            {mode === "preset" ? (
              <div class="inline">
                <label for="extract-preset">Preset</label>
                <select id="extract-preset" value={preset} onChange={(e) => setPreset(e.currentTarget.value)}>
                  {PRESETS.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <>
                <label for="extract-schema">JSON Schema</label>
                <textarea id="extract-schema" class="mono" rows={8} value={schema} onInput={(e) => setSchema(e.currentTarget.value)} />
              </>
            )}
            {inspection.scanned_pages.length > 0 && (
              <label>
                <input type="checkbox" checked={ocr} disabled={!inspection.ocr_allowed} onChange={(e) => setOcr(e.currentTarget.checked)} /> Read scanned pages
                with OCR
              </label>
            )}
            <div class="inline">
              <button type="submit" disabled={Boolean(busy)}>
                Run extraction
              </button>
              <span class="muted">
                Charges {cost} credit{cost === 1 ? "" : "s"} (more if the model tier runs).
              </span>
            </div>
          </form>
        </section>
      )}
      {file && envelope && <GroundingViewer bytes={file.bytes} envelope={envelope} />}
    </>
  );
}
