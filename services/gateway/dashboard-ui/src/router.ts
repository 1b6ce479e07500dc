import { useEffect, useState } from "preact/hooks";

// Pages are real paths under /dashboard (the gateway answers every one with the app shell), moved
// between with the History API. Small enough that a routing library would be more code to learn.
const listeners = new Set<(path: string) => void>();

export function navigate(to: string): void {
  if (to === location.pathname + location.search) return;
  history.pushState(null, "", to);
  for (const listener of listeners) listener(to);
}

export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    const onPop = () => update();
    listeners.add(update);
    addEventListener("popstate", onPop);
    return () => {
      listeners.delete(update);
      removeEventListener("popstate", onPop);
    };
  }, []);
  return path;
}

/** Client-side navigation for plain clicks; modified clicks (new tab…) stay the browser's. */
export function onLinkClick(event: MouseEvent): void {
  const anchor = event.currentTarget as HTMLAnchorElement;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(anchor.pathname + anchor.search);
}
