import { useEffect, useState } from "preact/hooks";
import { api, errorText, setCsrfToken } from "../api";

/**
 * Two halves: ask for a link by email, and — opened from the link — press "Sign in", which POSTs
 * the token from the URL fragment (never sent to the server by the browser). A mail scanner that
 * fetches the link therefore cannot use it up.
 */
export function SignInPage({ signedIn, onSignedIn }: { signedIn: boolean; onSignedIn: () => Promise<void> }) {
  const [token] = useState(() => {
    const found = new URLSearchParams(location.hash.slice(1)).get("token");
    // The token stays in memory only: out of the address bar and the history entry before the page first renders.
    if (found) history.replaceState(null, "", location.pathname);
    return found;
  });
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = "Sign in · Quire dashboard";
  }, []);

  async function requestLink(event: Event): Promise<void> {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      setMessage((await api<{ message: string }>("POST", "/auth/request-link", { email })).message);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  async function useLink(): Promise<void> {
    setBusy(true);
    setError("");
    try {
      const result = await api<{ csrfToken: string }>("POST", "/auth/verify", { token });
      setCsrfToken(result.csrfToken);
      await onSignedIn();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <main id="main" class="sign-in">
      <h1>Sign in to Quire</h1>
      {token ? (
        <>
          <p>{signedIn ? "You are signed in; this link signs you in again (as whoever it was sent to)." : "Continue to your dashboard."}</p>
          <button type="button" onClick={() => void useLink()} disabled={busy}>
            Sign in
          </button>
        </>
      ) : (
        <form onSubmit={(e) => void requestLink(e)}>
          <label for="email">Email address</label>
          <input id="email" type="email" autoComplete="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          <button type="submit" disabled={busy}>
            Email me a sign-in link
          </button>
        </form>
      )}
      {message && <p role="status">{message}</p>}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
    </main>
  );
}
