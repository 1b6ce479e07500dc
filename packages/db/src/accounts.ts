import type { PlanName } from "@quire/contracts";
import type { Db } from "./client";
import { newId } from "./ids";

export interface AccountSummary {
  id: string;
  name: string;
  plan: PlanName;
}

export async function createAccount(db: Db, { name, plan }: { name: string; plan: PlanName }): Promise<AccountSummary> {
  const account = await db.account.create({ data: { id: newId("acc"), name, plan } });
  return { id: account.id, name: account.name, plan: account.plan };
}

/** Returns null when the account does not exist. */
export async function setAccountPlan(db: Db, { accountId, plan }: { accountId: string; plan: PlanName }): Promise<AccountSummary | null> {
  const updated = await db.account.updateMany({ where: { id: accountId }, data: { plan } });
  if (updated.count === 0) return null;
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId } });
  return { id: account.id, name: account.name, plan: account.plan };
}

export async function findAccount(db: Db, accountId: string): Promise<AccountSummary | null> {
  const account = await db.account.findUnique({ where: { id: accountId } });
  return account ? { id: account.id, name: account.name, plan: account.plan } : null;
}
