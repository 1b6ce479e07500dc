import { formatBytes, formatDate } from "../format";
import { onLinkClick } from "../router";
import type { RenderItem } from "../types";

export function RenderTable({ renders, caption }: { renders: RenderItem[]; caption: string }) {
  if (renders.length === 0) return <p>No renders yet.</p>;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Status</th>
          <th scope="col">Source</th>
          <th scope="col">Format</th>
          <th scope="col">Size</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {renders.map((r) => (
          <tr key={r.id}>
            <td>
              <a href={`/dashboard/renders/${r.id}`} onClick={onLinkClick}>
                {r.title || r.id}
              </a>
            </td>
            <td>
              <span class={`status status-${r.status}`}>{r.status}</span>
            </td>
            <td>{r.source}</td>
            <td>{r.format}</td>
            <td>{formatBytes(r.size)}</td>
            <td>{formatDate(r.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
