export { createDb, type Db } from "./client";
export { createPgPool, createPgAdapter } from "./pg-adapter";
export { newId, randomToken } from "./ids";
export * from "./accounts";
export * from "./api-keys";
export * from "./credit-ledger";
export * from "./idempotency";
export * from "./users";
export * from "./sign-in-links";
export * from "./dashboard-sessions";
export { Prisma } from "./generated/client";
export type {
  Account,
  ApiKey,
  Render,
  Template,
  Theme,
  Extraction,
  CreditLedger,
  MonthlyUsage,
  IdempotencyRecord,
  User,
  DashboardSession,
} from "./generated/client";
export * as DbEnums from "./generated/enums";
export { ensureDatabase, dropDatabase, migrateDeploy } from "./migrate";
export * from "./settle-operations";
export * from "./finished-render";
export * from "./reconcile";
