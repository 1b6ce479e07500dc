import { isPlanName, PLANS } from "@quire/contracts";
import { createAccount, createApiKey, findAccount, getUsage, reconcileAccount, revokeApiKey, setAccountPlan, type Db } from "@quire/db";
import { createUserCommand, signInLinkCommand } from "./user-commands";

export class AdminUsageError extends Error {}

const USAGE =
  "commands: create-account --name N --plan P | create-key --account ID | revoke-key --id KEY_ID | set-plan --account ID --plan P | usage --account ID | reconcile --account ID | create-user --account ID --email E | sign-in-link --email E";

function required(flags: Record<string, string | undefined>, name: string): string {
  const value = flags[name]?.trim();
  if (!value) throw new AdminUsageError(`--${name} is required`);
  return value;
}

function plan(flags: Record<string, string | undefined>) {
  const value = required(flags, "plan");
  if (!isPlanName(value)) throw new AdminUsageError(`unknown plan "${value}"; expected one of ${PLANS.join(", ")}`);
  return value;
}

export async function runAdminCommand(
  db: Db,
  command: string | undefined,
  flags: Record<string, string | undefined>,
  { publicBaseUrl = "http://127.0.0.1:8080" } = {},
): Promise<object> {
  switch (command) {
    case "create-account": {
      const name = required(flags, "name");
      if (name.length > 200) throw new AdminUsageError("--name must be at most 200 characters");
      const account = await createAccount(db, { name, plan: plan(flags) });
      return { id: account.id, plan: account.plan };
    }
    case "create-key": {
      const accountId = required(flags, "account");
      const issued = await createApiKey(db, { accountId });
      if (!issued) throw new AdminUsageError(`no account with id "${accountId}"`);
      return { id: issued.id, key: issued.key };
    }
    case "revoke-key": {
      const keyId = required(flags, "id");
      if (!(await revokeApiKey(db, { keyId }))) throw new AdminUsageError(`no key with id "${keyId}"`);
      return { id: keyId, revoked: true };
    }
    case "set-plan": {
      const accountId = required(flags, "account");
      const updated = await setAccountPlan(db, { accountId, plan: plan(flags) });
      if (!updated) throw new AdminUsageError(`no account with id "${accountId}"`);
      return { id: updated.id, plan: updated.plan };
    }
    case "usage": {
      const accountId = required(flags, "account");
      const account = await findAccount(db, accountId);
      if (!account) throw new AdminUsageError(`no account with id "${accountId}"`);
      return getUsage(db, { accountId, plan: account.plan });
    }
    case "create-user":
      return createUserCommand(db, { accountId: required(flags, "account"), email: required(flags, "email") });
    case "sign-in-link":
      return signInLinkCommand(db, { email: required(flags, "email"), publicBaseUrl });
    case "reconcile": {
      const accountId = required(flags, "account");
      if (!(await findAccount(db, accountId))) throw new AdminUsageError(`no account with id "${accountId}"`);
      return reconcileAccount(db, accountId);
    }
    default:
      throw new AdminUsageError(command ? `unknown command "${command}"; ${USAGE}` : USAGE);
  }
}
