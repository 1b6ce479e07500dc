import { useMemo, useState } from "preact/hooks";
import type { Envelope, Provenance } from "../types";
import { PdfPages } from "./pdf-pages";

/** Below this, a value is drawn as doubtful (dashed, lighter). */
const CONFIDENT = 0.8;

function confidenceClass(p: Provenance): string {
  return p.confidence >= CONFIDENT ? "sure" : "doubtful";
}

/**
 * The extraction's pages drawn by pdf.js from the uploaded bytes, a box over every grounded value
 * at its `bbox` (PDF points, top-left origin, y down — scaled to CSS pixels), and the data tree
 * beside them. Hovering or focusing a value highlights its box and scrolls to its page; hovering a
 * box highlights its value. Colour is the method, a dashed outline low confidence.
 */
export function GroundingViewer({ bytes, envelope }: { bytes: Uint8Array; envelope: Envelope }) {
  const [active, setActive] = useState<string | null>(null);
  const byPage = useMemo(() => {
    const pages = new Map<number, Array<[string, Provenance]>>();
    for (const [path, p] of Object.entries(envelope.fields)) {
      if (!pages.has(p.page)) pages.set(p.page, []);
      pages.get(p.page)!.push([path, p]);
    }
    return pages;
  }, [envelope]);

  function focusField(path: string, scroll: boolean): void {
    setActive(path);
    if (!scroll) return;
    const box = document.querySelector(`.field-box[data-field="${CSS.escape(path)}"]`);
    box?.scrollIntoView({ block: "nearest" });
  }

  function focusBox(path: string): void {
    setActive(path);
    document.querySelector(`.tree [data-field="${CSS.escape(path)}"]`)?.scrollIntoView({ block: "nearest" });
  }

  return (
    <section aria-labelledby="viewer-heading" class="viewer">
      <h2 id="viewer-heading">Result</h2>
      <p class="muted">
        {Object.keys(envelope.fields).length} grounded values · method {envelope.extraction_method} · {envelope.credits_charged} credit
        {envelope.credits_charged === 1 ? "" : "s"} charged
      </p>
      <ul class="legend">
        <li>
          <span class="swatch method-deterministic" aria-hidden="true" />
          deterministic
        </li>
        <li>
          <span class="swatch method-model" aria-hidden="true" />
          model
        </li>
        <li>
          <span class="swatch method-ocr" aria-hidden="true" />
          OCR
        </li>
        <li>
          <span class="swatch doubtful" aria-hidden="true" />
          dashed: confidence below {CONFIDENT}
        </li>
      </ul>
      {envelope.warnings.length > 0 && (
        <div class="warnings" role="region" aria-label="Warnings">
          <h3>Warnings</h3>
          <ul>
            {envelope.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <div class="viewer-body">
        <PdfPages
          bytes={bytes}
          width={560}
          label="Document pages"
          overlay={(page) =>
            (byPage.get(page.number) ?? []).map(([path, p]) => (
              <div
                key={path}
                class={`field-box method-${p.method} ${confidenceClass(p)}${active === path ? " active" : ""}`}
                data-field={path}
                aria-hidden="true"
                onMouseEnter={() => focusBox(path)}
                onMouseLeave={() => setActive(null)}
                style={{
                  left: `${p.bbox[0] * page.scale}px`,
                  top: `${p.bbox[1] * page.scale}px`,
                  width: `${(p.bbox[2] - p.bbox[0]) * page.scale}px`,
                  height: `${(p.bbox[3] - p.bbox[1]) * page.scale}px`,
                }}
              />
            ))
          }
        />
        <div class="tree" role="region" aria-label="Extracted data">
          <DataTree value={envelope.data} path="" fields={envelope.fields} active={active} onFocusField={focusField} onLeave={() => setActive(null)} />
        </div>
      </div>
    </section>
  );
}

interface TreeProps {
  value: unknown;
  path: string;
  fields: Record<string, Provenance>;
  active: string | null;
  onFocusField: (path: string, scroll: boolean) => void;
  onLeave: () => void;
}

function DataTree(props: TreeProps) {
  const { value, path } = props;
  if (Array.isArray(value)) {
    return (
      <ol class="tree-list">
        {(value as unknown[]).map((item, i) => (
          <li key={i}>
            <Entry {...props} name={`[${i}]`} value={item} path={`${path}[${i}]`} />
          </li>
        ))}
      </ol>
    );
  }
  if (value && typeof value === "object") {
    return (
      <ul class="tree-list">
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <li key={key}>
            <Entry {...props} name={key} value={item} path={path ? `${path}.${key}` : key} />
          </li>
        ))}
      </ul>
    );
  }
  return null;
}

function Entry(props: TreeProps & { name: string }) {
  const { name, value, path, fields, active, onFocusField, onLeave } = props;
  if (value !== null && typeof value === "object") {
    const grounded = fields[path];
    return (
      <>
        {grounded ? (
          <FieldButton name={name} path={path} display="" provenance={grounded} active={active === path} onFocusField={onFocusField} onLeave={onLeave} />
        ) : (
          <span class="tree-key">{name}</span>
        )}
        <DataTree {...props} />
      </>
    );
  }
  const provenance = fields[path];
  const display = value === null ? "null" : typeof value === "string" ? (value.length > 160 ? `${value.slice(0, 160)}…` : value) : String(value);
  if (!provenance)
    return (
      <span class={value === null ? "tree-null" : ""}>
        <span class="tree-key">{name}</span>: {display}
      </span>
    );
  return (
    <FieldButton name={name} path={path} display={display} provenance={provenance} active={active === path} onFocusField={onFocusField} onLeave={onLeave} />
  );
}

function FieldButton({
  name,
  path,
  display,
  provenance,
  active,
  onFocusField,
  onLeave,
}: {
  name: string;
  path: string;
  display: string;
  provenance: Provenance;
  active: boolean;
  onFocusField: (path: string, scroll: boolean) => void;
  onLeave: () => void;
}) {
  return (
    <button
      type="button"
      class={`field method-${provenance.method} ${confidenceClass(provenance)}${active ? " active" : ""}`}
      data-field={path}
      onMouseEnter={() => onFocusField(path, true)}
      onFocus={() => onFocusField(path, true)}
      onMouseLeave={onLeave}
      onBlur={onLeave}
    >
      <span class="tree-key">{display ? `${name}:` : name}</span>
      {display && <span class="tree-value">{display}</span>}
      <span class="meta">
        {provenance.method} · confidence {provenance.confidence.toFixed(2)} · page {provenance.page}
      </span>
    </button>
  );
}
