import { useRef, useState } from "preact/hooks";
import { api, errorText } from "../api";
import { formatDate } from "../format";
import { useLoad } from "../use-load";

interface KeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export function KeysPage() {
  const { data, error, reload } = useLoad(() => api<{ keys: KeyView[] }>("GET", "/keys"));
  const [name, setName] = useState("");
  // The full key lives only in this state until "Done": never in a list, never refetched.
  const [created, setCreated] = useState<(KeyView & { key: string }) | null>(null);
  const [copied, setCopied] = useState(false);
  const [failure, setFailure] = useState("");
  const [revoking, setRevoking] = useState<KeyView | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const keyField = useRef<HTMLInputElement>(null);

  async function create(event: Event): Promise<void> {
    event.preventDefault();
    setFailure("");
    try {
      setCreated(await api<KeyView & { key: string }>("POST", "/keys", { name }));
      setCopied(false);
      setName("");
      reload();
      setTimeout(() => keyField.current?.focus(), 0);
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  async function copy(): Promise<void> {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
    } catch {
      keyField.current?.select(); // clipboard refused: leave it selected for Ctrl+C
    }
    setCopied(true);
  }

  function askRevoke(key: KeyView): void {
    setRevoking(key);
    dialog.current?.showModal();
  }

  async function revoke(): Promise<void> {
    if (!revoking) return;
    try {
      await api("DELETE", `/keys/${revoking.id}`);
      reload();
    } catch (e) {
      setFailure(errorText(e));
    }
    dialog.current?.close();
    setRevoking(null);
  }

  return (
    <>
      <p>
        Keys authenticate server-to-server calls to the API (<code>Authorization: Bearer sk_…</code>). Only a key's public prefix is kept visible; the secret is
        shown once.
      </p>
      <form class="inline" onSubmit={(e) => void create(e)}>
        <label for="key-name">Key name</label>
        <input id="key-name" required maxLength={80} value={name} onInput={(e) => setName(e.currentTarget.value)} placeholder="e.g. Production backend" />
        <button type="submit">Create key</button>
      </form>
      {failure && (
        <p role="alert" class="error">
          {failure}
        </p>
      )}
      {created && (
        <section class="new-key" aria-labelledby="new-key-heading">
          <h2 id="new-key-heading">New key “{created.name}”</h2>
          <p class="warning" role="note">
            <strong>Copy this key now.</strong> It is shown only once and cannot be recovered; if you lose it, revoke it and create another.
          </p>
          <label for="new-key-value">Secret key</label>
          <div class="inline">
            <input id="new-key-value" ref={keyField} class="mono wide" readOnly value={created.key} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={() => void copy()}>
              Copy
            </button>
            <button type="button" class="secondary" onClick={() => setCreated(null)}>
              Done
            </button>
          </div>
          {copied && <p role="status">Copied to the clipboard.</p>}
        </section>
      )}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {data &&
        (data.keys.length === 0 ? (
          <p>No live keys.</p>
        ) : (
          <table>
            <caption>Live API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.keys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name || <span class="muted">(unnamed)</span>}</td>
                  <td>
                    <code>{key.prefix}</code>
                  </td>
                  <td>{formatDate(key.createdAt)}</td>
                  <td>{key.lastUsedAt ? formatDate(key.lastUsedAt) : "Never"}</td>
                  <td>
                    <button type="button" class="danger" aria-label={`Revoke ${key.name || key.id}`} onClick={() => askRevoke(key)}>
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      <dialog ref={dialog} aria-labelledby="revoke-heading" onClose={() => setRevoking(null)}>
        <h2 id="revoke-heading">Revoke “{revoking?.name || revoking?.id}”?</h2>
        <p>Every request using this key is refused with 401 from now on. This cannot be undone.</p>
        <div class="inline">
          <button type="button" class="danger" onClick={() => void revoke()}>
            Revoke key
          </button>
          <button type="button" class="secondary" autoFocus onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
