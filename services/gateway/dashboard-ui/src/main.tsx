import { render } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, errorText, setCsrfToken } from "./api";
import { ExtractPage } from "./pages/extract";
import { KeysPage } from "./pages/keys";
import { OverviewPage } from "./pages/overview";
import { PlaygroundPage } from "./pages/playground";
import { RenderDetailPage, RendersPage } from "./pages/renders";
import { SignInPage } from "./pages/sign-in";
import { TemplatesPage } from "./pages/templates";
import { navigate, onLinkClick, usePath } from "./router";
import type { Session } from "./types";
import "./styles.css";

const PAGES = [
  { path: "/dashboard", label: "Overview" },
  { path: "/dashboard/keys", label: "API keys" },
  { path: "/dashboard/renders", label: "Renders" },
  { path: "/dashboard/playground", label: "Playground" },
  { path: "/dashboard/templates", label: "Templates and themes" },
  { path: "/dashboard/extract", label: "Extract" },
];

function App() {
  const path = usePath();
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [failure, setFailure] = useState("");

  async function loadSession(): Promise<void> {
    try {
      const loaded = await api<Session | { signedIn: false }>("GET", "/session");
      if (!loaded.signedIn) return setSession(null);
      setCsrfToken(loaded.csrfToken);
      setSession(loaded);
    } catch (error) {
      setFailure(errorText(error));
    }
  }
  useEffect(() => void loadSession(), []);

  if (failure)
    return (
      <main id="main">
        <h1>Quire dashboard</h1>
        <p role="alert">{failure}</p>
      </main>
    );
  if (session === undefined)
    return (
      <main id="main" aria-busy="true">
        <p>Loading…</p>
      </main>
    );
  if (session === null || path === "/dashboard/sign-in") {
    return (
      <SignInPage
        signedIn={session !== null}
        onSignedIn={async () => {
          await loadSession();
          navigate("/dashboard");
        }}
      />
    );
  }

  async function signOut(): Promise<void> {
    await api("POST", "/auth/sign-out", {});
    setSession(null);
    navigate("/dashboard/sign-in");
  }

  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Quire</span>
        <span class="who">
          {session.account.name} · {session.user.email}
        </span>
        <button type="button" class="secondary" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <div class="layout">
        <nav aria-label="Dashboard">
          <ul>
            {PAGES.map((page) => {
              const current = page.path === "/dashboard" ? path === "/dashboard" || path === "/dashboard/" : path.startsWith(page.path);
              return (
                <li key={page.path}>
                  <a href={page.path} onClick={onLinkClick} aria-current={current ? "page" : undefined}>
                    {page.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <Page path={path} session={session} />
      </div>
    </>
  );
}

function Page({ path, session }: { path: string; session: Session }) {
  const detail = /^\/dashboard\/renders\/(rnd_[0-9a-z]+)$/.exec(path);
  if (detail)
    return (
      <Main title="Render">
        <RenderDetailPage id={detail[1]!} />
      </Main>
    );
  switch (path.replace(/\/$/, "")) {
    case "/dashboard":
      return (
        <Main title="Overview">
          <OverviewPage />
        </Main>
      );
    case "/dashboard/keys":
      return (
        <Main title="API keys">
          <KeysPage />
        </Main>
      );
    case "/dashboard/renders":
      return (
        <Main title="Renders">
          <RendersPage />
        </Main>
      );
    case "/dashboard/playground":
      return (
        <Main title="Playground">
          <PlaygroundPage plan={session.account.plan} />
        </Main>
      );
    case "/dashboard/templates":
      return (
        <Main title="Templates and themes">
          <TemplatesPage />
        </Main>
      );
    case "/dashboard/extract":
      return (
        <Main title="Extract">
          <ExtractPage />
        </Main>
      );
    default:
      return (
        <Main title="Not found">
          <p>There is no dashboard page at this address.</p>
        </Main>
      );
  }
}

/** Each page's landmark and heading; the heading takes focus after a navigation, for screen readers. */
function Main({ title, children }: { title: string; children: preact.ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Quire dashboard`;
    if (document.activeElement && document.activeElement !== document.body) heading.current?.focus();
  }, [title]);
  return (
    <main id="main">
      <h1 tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </main>
  );
}

render(<App />, document.getElementById("app")!);
