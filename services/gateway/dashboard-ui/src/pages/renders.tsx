import { useState } from "preact/hooks";
import { api, errorText } from "../api";
import { formatBytes, formatDate } from "../format";
import { onLinkClick } from "../router";
import { useLoad } from "../use-load";
import type { RenderItem } from "../types";
import { RenderTable } from "./render-table";

const PAGE_SIZE = 20;

export function RendersPage() {
  const [source, setSource] = useState("");
  const [status, setStatus] = useState("");
  // A stack of cursors: the first page has none; "Next" pushes, "Previous" pops.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(source ? { source } : {}), ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) });
  const { data, error } = useLoad(() => api<{ renders: RenderItem[]; next_cursor: string | null }>("GET", `/renders?${query}`), [query.toString()]);

  return (
    <>
      <form class="inline filters" onSubmit={(e) => e.preventDefault()}>
        <label for="filter-source">Source</label>
        <select
          id="filter-source"
          value={source}
          onChange={(e) => {
            setSource(e.currentTarget.value);
            setCursors([]);
          }}
        >
          <option value="">All sources</option>
          <option value="web">web</option>
          <option value="api">api</option>
          <option value="mcp">mcp</option>
        </select>
        <label for="filter-status">Status</label>
        <select
          id="filter-status"
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value);
            setCursors([]);
          }}
        >
          <option value="">All statuses</option>
          <option value="rendered">rendered</option>
          <option value="failed">failed</option>
          <option value="processing">processing</option>
          <option value="queued">queued</option>
        </select>
      </form>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {data && <RenderTable renders={data.renders} caption="Render history, newest first" />}
      <div class="inline pager">
        <button type="button" class="secondary" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous page
        </button>
        <button type="button" class="secondary" disabled={!data?.next_cursor} onClick={() => data?.next_cursor && setCursors([...cursors, data.next_cursor])}>
          Next page
        </button>
      </div>
    </>
  );
}

export function RenderDetailPage({ id }: { id: string }) {
  const { data, error } = useLoad(() => api<RenderItem>("GET", `/render/${id}`), [id]);
  const [failure, setFailure] = useState("");

  /** Each download asks for a fresh short-lived link, however long the page has been open. */
  async function download(): Promise<void> {
    try {
      const fresh = await api<RenderItem>("GET", `/render/${id}`);
      if (fresh.url) location.assign(fresh.url);
      else setFailure("This render has no stored copy to download.");
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  return (
    <>
      <p>
        <a href="/dashboard/renders" onClick={onLinkClick}>
          ← All renders
        </a>
      </p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {data && (
        <>
          <dl class="record">
            <dt>Id</dt>
            <dd>
              <code>{data.id}</code>
            </dd>
            <dt>Title</dt>
            <dd>{data.title || "—"}</dd>
            <dt>Status</dt>
            <dd>
              <span class={`status status-${data.status}`}>{data.status}</span>
            </dd>
            <dt>Source</dt>
            <dd>{data.source}</dd>
            <dt>Format</dt>
            <dd>{data.format}</dd>
            <dt>Size</dt>
            <dd>{formatBytes(data.size)}</dd>
            <dt>Created</dt>
            <dd>{formatDate(data.createdAt)}</dd>
            <dt>Completed</dt>
            <dd>{formatDate(data.completedAt)}</dd>
            <dt>Stored</dt>
            <dd>{data.stored ? "yes" : "no"}</dd>
            {data.errorMessage && (
              <>
                <dt>Error</dt>
                <dd class="error">{data.errorMessage}</dd>
              </>
            )}
          </dl>
          {data.stored && (
            <button type="button" onClick={() => void download()}>
              Download PDF
            </button>
          )}
          {failure && (
            <p role="alert" class="error">
              {failure}
            </p>
          )}
        </>
      )}
    </>
  );
}
