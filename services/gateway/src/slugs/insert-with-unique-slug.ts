import { Prisma } from "@quire/db";
import { withSuffix } from "./slugify";

const SEQUENTIAL_ATTEMPTS = 50;

/**
 * Inserts a row under the first free slug among `base`, `base-2`, `base-3`, … The unique index
 * (account, slug) is the arbiter: when a concurrent create takes the chosen slug first, the insert
 * fails with a unique violation and the next free slug is tried. `taken` lists the slugs already
 * in use (archived rows included: slugs are never reused) that start with `prefix`, plus any
 * reserved names.
 */
export async function insertWithUniqueSlug<T>({
  base,
  taken,
  insert,
}: {
  base: string;
  taken: (prefix: string) => Promise<Iterable<string>>;
  insert: (slug: string) => Promise<T>;
}): Promise<T> {
  // Every candidate starts with this prefix, however much `withSuffix` shortens the base.
  const prefix = base.slice(0, 40).replace(/-+$/, "");
  for (let attempt = 0; attempt < SEQUENTIAL_ATTEMPTS; attempt += 1) {
    const slug = firstFree(base, new Set(await taken(prefix)));
    try {
      return await insert(slug);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`could not find a free slug for "${base}" after ${SEQUENTIAL_ATTEMPTS} attempts`);
}

function firstFree(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = withSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
