import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";

// prisma/orm#27403: the WASM schema engine cannot decode Postgres `name` (oid 19) and `name[]`
// (oid 1003) columns, which its own catalogue queries return. Reporting them as text (25) and
// text[] (1009) is exact — `name` is text on the wire — and makes `migrate deploy` work.
const NAME_OID = 19;
const NAME_ARRAY_OID = 1003;
const TEXT_OID = 25;
const TEXT_ARRAY_OID = 1009;

type QueryResultLike = { fields?: Array<{ dataTypeID: number }> };

function relabelNameColumns<T>(result: T): T {
  for (const field of (result as QueryResultLike)?.fields ?? []) {
    if (field.dataTypeID === NAME_OID) field.dataTypeID = TEXT_OID;
    else if (field.dataTypeID === NAME_ARRAY_OID) field.dataTypeID = TEXT_ARRAY_OID;
  }
  return result;
}

function patchClientQuery(client: pg.PoolClient | pg.Client): void {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    // pg's Pool.query calls client.query with a callback; the adapter's transactions use promises.
    const last = args[args.length - 1];
    if (typeof last === "function") {
      const callback = last as (err: unknown, result: unknown) => void;
      args[args.length - 1] = (err: unknown, result: unknown) => callback(err, err ? result : relabelNameColumns(result));
    }
    const out = original(...args);
    return out instanceof Promise ? out.then(relabelNameColumns) : out;
  };
}

export function createPgPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, allowExitOnIdle: true });
  pool.on("connect", (client) => patchClientQuery(client));
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  return pool;
}

export function createPgAdapter(connectionString: string, max = 10): PrismaPg {
  return new PrismaPg(createPgPool(connectionString, max));
}
