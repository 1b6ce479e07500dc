import { createUser, findUserByEmail, isEmailAddress, mintSignInLink, normalizeEmail, signInUrl, type Db } from "@quire/db";
import { AdminUsageError } from "./commands";

/** `create-user --account ID --email E` → {"id","email"}: a person who may sign in to the dashboard. */
export async function createUserCommand(db: Db, { accountId, email }: { accountId: string; email: string }): Promise<object> {
  if (!isEmailAddress(normalizeEmail(email))) throw new AdminUsageError(`--email "${email}" is not an email address`);
  const result = await createUser(db, { accountId, email });
  if (!result.ok) {
    throw new AdminUsageError(
      result.reason === "no_account" ? `no account with id "${accountId}"` : `a user with email "${normalizeEmail(email)}" already exists`,
    );
  }
  return { id: result.user.id, email: result.user.email };
}

/** `sign-in-link --email E` → {"url"} (valid 15 minutes, once): for deployments without email, the operator hands the link over. */
export async function signInLinkCommand(db: Db, { email, publicBaseUrl }: { email: string; publicBaseUrl: string }): Promise<object> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdminUsageError(`no user with email "${normalizeEmail(email)}"`);
  const { token } = await mintSignInLink(db, { userId: user.id });
  return { url: signInUrl(publicBaseUrl, token) };
}
