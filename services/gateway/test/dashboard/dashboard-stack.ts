// The live stack (gateway + in-process workers) with the dashboard on, a Resend-protocol stand-in
// receiving the sign-in emails, and a small cookie-keeping client of the dashboard's JSON routes.
import type { PlanName } from "@quire/contracts";
import { createAccount, createUser } from "@quire/db";
import { resendOk, startRecordingServer, type RecordingServer } from "../../../render-worker/test/support/recording-server";
import { loadClientBundle, type ClientBundle } from "../../src/dashboard/client-bundle";
import { createResendSignInSender } from "../../src/dashboard/sign-in-email";
import { startLiveStack, type LiveStack } from "../live-stack";

let bundle: Promise<ClientBundle> | undefined;
/** One esbuild run per test process. */
export function sharedBundle(): Promise<ClientBundle> {
  bundle ??= loadClientBundle();
  return bundle;
}

export interface DashboardStack extends LiveStack {
  resend: RecordingServer;
  /** A fresh account (with a dashboard user) on `plan`. */
  newUser(plan?: PlanName): Promise<{ accountId: string; email: string }>;
  /** The token of the newest sign-in email sent to `email` (waits for it). */
  emailedToken(email: string): Promise<string>;
  /** Requests a link by email, opens it, and returns a signed-in client. */
  signIn(email: string): Promise<DashboardClient>;
}

export async function startDashboardStack({ render = false, extract = false } = {}): Promise<DashboardStack> {
  const resend = await startRecordingServer();
  resend.respond = resendOk;
  const signInEmail = createResendSignInSender({ apiKey: "re_test_key", baseUrl: resend.origin, from: "Quire <signin@quire.test>" });
  const stack = await startLiveStack({ render, extract, dashboard: { publicBaseUrl: "https://quire.invalid", signInEmail, bundle: sharedBundle() } });
  let counter = 0;

  async function emailedToken(email: string): Promise<string> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const sent = resend.requests.filter((r) => r.method === "POST" && r.url === "/emails" && (JSON.parse(r.body) as { to: string[] }).to.includes(email));
      const last = sent[sent.length - 1];
      if (last) {
        const match = /#token=([A-Za-z0-9_-]+)/.exec((JSON.parse(last.body) as { text: string }).text);
        if (match) return match[1]!;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no sign-in email reached ${email}`);
  }

  return {
    ...stack,
    resend,
    async newUser(plan = "pro") {
      counter += 1;
      const account = await createAccount(stack.db, { name: `Dashboard ${counter}`, plan });
      const email = `person${counter}.${account.id}@example.com`;
      const created = await createUser(stack.db, { accountId: account.id, email });
      if (!created.ok) throw new Error(created.reason);
      return { accountId: account.id, email };
    },
    emailedToken,
    async signIn(email) {
      const client = new DashboardClient(stack.baseUrl);
      const before = resend.requests.length;
      const asked = await client.post("/auth/request-link", { email });
      if (asked.status !== 202) throw new Error(`request-link answered ${asked.status}`);
      while (resend.requests.length === before) await new Promise((resolve) => setTimeout(resolve, 25));
      const verified = await client.post("/auth/verify", { token: await emailedToken(email) });
      if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
      const session = (await (await client.get("/session")).json()) as { csrfToken: string };
      client.csrf = session.csrfToken;
      return client;
    },
    async close() {
      await stack.close();
      await resend.close();
    },
  };
}

/** A browser-like client of /dashboard/api: keeps the session cookie, sends the CSRF token. */
export class DashboardClient {
  cookie: string | null = null;
  csrf: string | null = null;
  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    { body, headers = {}, csrf = true }: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Response> {
    const res = await fetch(`${this.baseUrl}/dashboard/api${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(csrf && this.csrf ? { "x-csrf-token": this.csrf } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) {
      const [pair] = setCookie.split(";");
      this.cookie = /=$/.test(pair!) ? null : pair!;
    }
    return res;
  }

  get(path: string, headers?: Record<string, string>): Promise<Response> {
    return this.request("GET", path, { ...(headers ? { headers } : {}) });
  }
  post(path: string, body: unknown, options: { headers?: Record<string, string>; csrf?: boolean } = {}): Promise<Response> {
    return this.request("POST", path, { body, ...options });
  }
  patch(path: string, body: unknown): Promise<Response> {
    return this.request("PATCH", path, { body });
  }
  delete(path: string, options: { csrf?: boolean } = {}): Promise<Response> {
    return this.request("DELETE", path, options);
  }
}
