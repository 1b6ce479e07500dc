import { lstat, realpath } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { QuireError } from "@quire/client";

// The local server reads and writes the caller's disk on an agent's say-so, so every `file_path`
// and `save_to` must lie inside a configured root (QUIRE_MCP_ROOTS, default: the working directory).
// Paths are compared after resolving symlinks, so a link inside a root cannot point outside it.

export const localError = (code: string, message: string) => new QuireError({ code, status: 0, message });

/** `~/x` → the home directory; everything else relative to the working directory. */
export function expandPath(target: string): string {
  return path.resolve(target.startsWith("~/") ? path.join(homedir(), target.slice(2)) : target);
}

function within(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

async function realRoots(roots: readonly string[]): Promise<string[]> {
  return Promise.all(roots.map((root) => realpath(expandPath(root)).catch(() => expandPath(root))));
}

function outside(absolute: string, roots: readonly string[]): QuireError {
  return localError("path_not_allowed", `${absolute} is outside the directories this server may use (${roots.join(", ")}); set QUIRE_MCP_ROOTS to allow more.`);
}

/** An existing file's real path, if it lies inside a root. */
export async function resolveReadable(target: string, roots: readonly string[]): Promise<string> {
  const absolute = expandPath(target);
  const real = await realpath(absolute).catch((error: NodeJS.ErrnoException) => {
    throw localError(error.code === "ENOENT" ? "file_not_found" : "file_unreadable", `Cannot read ${absolute}: ${error.code ?? error.message}.`);
  });
  const allowed = await realRoots(roots);
  if (!allowed.some((root) => within(root, real))) throw outside(absolute, roots);
  return real;
}

/**
 * Where `save_to` may write: its directory must exist inside a root, and an existing file (or a
 * link, or anything else at that name) is only replaced with `overwrite: true` — and then only if
 * its real path is inside a root too.
 */
export async function resolveWritable(target: string, roots: readonly string[], { overwrite }: { overwrite: boolean }): Promise<string> {
  const absolute = expandPath(target);
  const allowed = await realRoots(roots);
  const directory = await realpath(path.dirname(absolute)).catch((error: NodeJS.ErrnoException) => {
    throw localError("file_unwritable", `Cannot write ${absolute}: ${error.code ?? error.message}.`);
  });
  const destination = path.join(directory, path.basename(absolute));
  if (!allowed.some((root) => within(root, destination))) throw outside(absolute, roots);
  const existing = await lstat(destination).catch(() => null);
  if (existing) {
    if (!overwrite) throw localError("file_exists", `${absolute} already exists; pass overwrite: true to replace it.`);
    const real = await realpath(destination).catch(() => destination);
    if (!existing.isFile() && !existing.isSymbolicLink()) throw localError("file_unwritable", `${absolute} is not a regular file.`);
    if (!allowed.some((root) => within(root, real))) throw outside(absolute, roots);
    return real;
  }
  return destination;
}
