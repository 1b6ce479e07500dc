export { QuireClient, type QuireClientOptions } from "./quire-client";
export { QuireError } from "./quire-error";
export type * from "./types";
