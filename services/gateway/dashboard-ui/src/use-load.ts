import { useEffect, useState } from "preact/hooks";
import { errorText } from "./api";

/** Loads once per `deps` change; `reload` fetches again (after a change the page made). */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []): { data: T | undefined; error: string; reload: () => void } {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState("");
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && (setData(value), setError("")),
      (failure: unknown) => live && setError(errorText(failure)),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return { data, error, reload: () => setRound((r) => r + 1) };
}
