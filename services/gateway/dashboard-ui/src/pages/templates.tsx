import { useState } from "preact/hooks";
import { api, errorText } from "../api";
import { useLoad } from "../use-load";
import { BUILT_IN_THEMES, FONT_PRESETS, FORMATS, type Template, type Theme } from "../types";
import { sanitiserRemovals } from "./css-removals";

export function TemplatesPage() {
  const templates = useLoad(() => api<{ templates: Template[] }>("GET", "/templates"));
  const themes = useLoad(() => api<{ themes: Theme[] }>("GET", "/themes"));
  const [editingTemplate, setEditingTemplate] = useState<Template | "new" | null>(null);
  const [editingTheme, setEditingTheme] = useState<Theme | "new" | null>(null);
  const [failure, setFailure] = useState("");

  async function remove(kind: "templates" | "themes", slug: string, name: string): Promise<void> {
    if (!confirm(`Delete “${name}”? Renders that name it will no longer find it.`)) return;
    try {
      await api("DELETE", `/${kind}/${encodeURIComponent(slug)}`);
      (kind === "templates" ? templates : themes).reload();
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  const themeNames = [...BUILT_IN_THEMES, ...(themes.data?.themes.map((t) => t.slug) ?? [])];
  return (
    <>
      {failure && (
        <p role="alert" class="error">
          {failure}
        </p>
      )}
      <section aria-labelledby="templates-heading">
        <div class="section-head">
          <h2 id="templates-heading">Templates</h2>
          <button type="button" onClick={() => setEditingTemplate("new")}>
            New template
          </button>
        </div>
        {editingTemplate && (
          <TemplateForm
            template={editingTemplate === "new" ? null : editingTemplate}
            themeNames={themeNames}
            onDone={() => {
              setEditingTemplate(null);
              templates.reload();
            }}
            onCancel={() => setEditingTemplate(null)}
          />
        )}
        {templates.error && (
          <p role="alert" class="error">
            {templates.error}
          </p>
        )}
        {templates.data && (
          <table>
            <caption>Built-in and your own templates</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col">Theme</th>
                <th scope="col">Format</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {templates.data.templates.map((t) => (
                <tr key={t.id}>
                  <td>
                    {t.name}
                    {t.description && <div class="muted small">{t.description}</div>}
                  </td>
                  <td>
                    <code>{t.slug}</code>
                  </td>
                  <td>{t.themeName}</td>
                  <td>{t.format}</td>
                  <td class="actions">
                    {t.system ? (
                      <span class="badge">Built-in, read-only</span>
                    ) : (
                      <>
                        <button type="button" class="secondary" aria-label={`Edit template ${t.name}`} onClick={() => setEditingTemplate(t)}>
                          Edit
                        </button>
                        <button type="button" class="danger" aria-label={`Delete template ${t.name}`} onClick={() => void remove("templates", t.slug, t.name)}>
                          Delete
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="themes-heading">
        <div class="section-head">
          <h2 id="themes-heading">Custom themes</h2>
          <button type="button" onClick={() => setEditingTheme("new")}>
            New theme
          </button>
        </div>
        {editingTheme && (
          <ThemeForm theme={editingTheme === "new" ? null : editingTheme} onSaved={() => themes.reload()} onClose={() => setEditingTheme(null)} />
        )}
        {themes.error && (
          <p role="alert" class="error">
            {themes.error}
          </p>
        )}
        {themes.data &&
          (themes.data.themes.length === 0 ? (
            <p>No custom themes yet.</p>
          ) : (
            <table>
              <caption>Your custom themes</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Slug</th>
                  <th scope="col">Based on</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {themes.data.themes.map((t) => (
                  <tr key={t.id}>
                    <td>{t.name}</td>
                    <td>
                      <code>{t.slug}</code>
                    </td>
                    <td>{t.baseTheme}</td>
                    <td class="actions">
                      <button type="button" class="secondary" aria-label={`Edit theme ${t.name}`} onClick={() => setEditingTheme(t)}>
                        Edit
                      </button>
                      <button type="button" class="danger" aria-label={`Delete theme ${t.name}`} onClick={() => void remove("themes", t.slug, t.name)}>
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </section>
    </>
  );
}

function TemplateForm({
  template,
  themeNames,
  onDone,
  onCancel,
}: {
  template: Template | null;
  themeNames: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(template?.name ?? "");
  const [description, setDescription] = useState(template?.description ?? "");
  const [themeName, setThemeName] = useState(template?.themeName ?? "default");
  const [format, setFormat] = useState<string>(template?.format ?? "A4");
  const [accent, setAccent] = useState(template?.styles.accent ?? "");
  const [fontBody, setFontBody] = useState(template?.styles.fontBody ?? "");
  const [fontHeading, setFontHeading] = useState(template?.styles.fontHeading ?? "");
  const [failure, setFailure] = useState("");

  async function save(event: Event): Promise<void> {
    event.preventDefault();
    const styles = { ...(accent ? { accent } : {}), ...(fontBody ? { fontBody } : {}), ...(fontHeading ? { fontHeading } : {}) };
    const body = { name, description, themeName, format, styles };
    try {
      if (template) await api("PATCH", `/templates/${encodeURIComponent(template.slug)}`, body);
      else await api("POST", "/templates", body);
      onDone();
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  return (
    <form class="panel grid-form" onSubmit={(e) => void save(e)} aria-label={template ? `Edit template ${template.name}` : "New template"}>
      <label for="tpl-name">Name</label>
      <input id="tpl-name" required maxLength={80} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <label for="tpl-description">Description</label>
      <input id="tpl-description" maxLength={280} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      <label for="tpl-theme">Theme</label>
      <select id="tpl-theme" value={themeName} onChange={(e) => setThemeName(e.currentTarget.value)}>
        {themeNames.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <label for="tpl-format">Format</label>
      <select id="tpl-format" value={format} onChange={(e) => setFormat(e.currentTarget.value)}>
        {FORMATS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <label for="tpl-accent">Accent colour (hex)</label>
      <input id="tpl-accent" pattern="#[0-9a-fA-F]{6}" placeholder="#1d4ed8" value={accent} onInput={(e) => setAccent(e.currentTarget.value)} />
      <label for="tpl-font-body">Body font</label>
      <select id="tpl-font-body" value={fontBody} onChange={(e) => setFontBody(e.currentTarget.value)}>
        <option value="">Theme's own</option>
        {FONT_PRESETS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <label for="tpl-font-heading">Heading font</label>
      <select id="tpl-font-heading" value={fontHeading} onChange={(e) => setFontHeading(e.currentTarget.value)}>
        <option value="">Theme's own</option>
        {FONT_PRESETS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <div class="inline span">
        <button type="submit">{template ? "Save template" : "Create template"}</button>
        <button type="button" class="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {failure && (
        <p role="alert" class="error span">
          {failure}
        </p>
      )}
    </form>
  );
}

function ThemeForm({ theme, onSaved, onClose }: { theme: Theme | null; onSaved: () => void; onClose: () => void }) {
  const [current, setCurrent] = useState(theme);
  const [name, setName] = useState(theme?.name ?? "");
  const [baseTheme, setBaseTheme] = useState(theme?.baseTheme ?? "default");
  const [accent, setAccent] = useState(theme?.colors.accent ?? "");
  const [fontBody, setFontBody] = useState(theme?.fonts.body ?? "");
  const [fontHeading, setFontHeading] = useState(theme?.fonts.heading ?? "");
  const [css, setCss] = useState(theme?.customCss ?? "");
  const [removed, setRemoved] = useState<string[] | null>(null);
  const [failure, setFailure] = useState("");

  async function save(event: Event): Promise<void> {
    event.preventDefault();
    setFailure("");
    const fonts = { ...(fontBody ? { body: fontBody } : {}), ...(fontHeading ? { heading: fontHeading } : {}) };
    const body = { name, baseTheme, colors: accent ? { accent } : {}, fonts, customCss: css };
    try {
      const saved = current ? await api<Theme>("PATCH", `/themes/${encodeURIComponent(current.slug)}`, body) : await api<Theme>("POST", "/themes", body);
      setRemoved(sanitiserRemovals(css, saved.customCss));
      setCss(saved.customCss);
      setCurrent(saved);
      onSaved();
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  return (
    <form class="panel grid-form" onSubmit={(e) => void save(e)} aria-label={current ? `Edit theme ${current.name}` : "New theme"}>
      <label for="thm-name">Name</label>
      <input id="thm-name" required maxLength={80} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <label for="thm-base">Base theme</label>
      <select id="thm-base" value={baseTheme} onChange={(e) => setBaseTheme(e.currentTarget.value)}>
        {BUILT_IN_THEMES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <label for="thm-accent">Accent colour (hex)</label>
      <input id="thm-accent" pattern="#[0-9a-fA-F]{6}" placeholder="#d9480f" value={accent} onInput={(e) => setAccent(e.currentTarget.value)} />
      <label for="thm-font-body">Body font</label>
      <select id="thm-font-body" value={fontBody} onChange={(e) => setFontBody(e.currentTarget.value)}>
        <option value="">Base theme's own</option>
        {FONT_PRESETS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <label for="thm-font-heading">Heading font</label>
      <select id="thm-font-heading" value={fontHeading} onChange={(e) => setFontHeading(e.currentTarget.value)}>
        <option value="">Base theme's own</option>
        {FONT_PRESETS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <label for="thm-css">Custom CSS</label>
      <textarea
        id="thm-css"
        class="mono"
        rows={10}
        value={css}
        onInput={(e) => {
          setCss(e.currentTarget.value);
          setRemoved(null);
        }}
      />
      <div class="inline span">
        <button type="submit">{current ? "Save theme" : "Create theme"}</button>
        <button type="button" class="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {failure && (
        <p role="alert" class="error span">
          {failure}
        </p>
      )}
      {removed && (
        <div class="span" role="status">
          {removed.length === 0 ? (
            <p>Saved. The sanitiser removed nothing.</p>
          ) : (
            <>
              <p class="warning">Saved. The sanitiser removed what a PDF render must not load or run:</p>
              <ul class="removed">
                {removed.map((part, i) => (
                  <li key={i}>
                    <code>{part}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </form>
  );
}
