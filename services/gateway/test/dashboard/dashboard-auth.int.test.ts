// Step 1 of the dashboard (issue 16): magic-link sign-in, sessions, CSRF — through real HTTP
// against the real gateway, Postgres, Redis and a Resend-protocol stand-in.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createAccount, createUser, findUserByEmail, mintSignInLink } from "@quire/db";
import { startTestGateway } from "../harness";
import { DashboardClient, sharedBundle, startDashboardStack, type DashboardStack } from "./dashboard-stack";

let stack: DashboardStack;

beforeAll(async () => {
  stack = await startDashboardStack();
}, 60_000);

afterAll(async () => {
  await stack.close();
});

function emailsTo(address: string) {
  return stack.resend.requests.filter((r) => r.url === "/emails" && (JSON.parse(r.body) as { to: string[] }).to.includes(address));
}

describe("dashboard sign-in", () => {
  it("emails a single-use link only to a known address, answering both alike, and the link signs in once", async () => {
    const { email, accountId } = await stack.newUser("team");
    const client = new DashboardClient(stack.baseUrl);
    const known = await client.post("/auth/request-link", { email: email.toUpperCase() });
    const unknown = await client.post("/auth/request-link", { email: "nobody@example.com" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());

    const token = await stack.emailedToken(email);
    const sent = JSON.parse(emailsTo(email)[0]!.body) as { from: string; subject: string; text: string; html: string };
    expect(sent.text).toContain(`https://quire.invalid/dashboard/sign-in#token=${token}`);
    expect(sent.subject).toBe("Your Quire sign-in link");
    expect(stack.resend.requests.filter((r) => r.url === "/emails" && r.body.includes("nobody@example.com"))).toHaveLength(0);

    expect(await (await client.get("/session")).json()).toEqual({ signedIn: false });
    const verified = await client.post("/auth/verify", { token });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.get("set-cookie")!;
    // Loopback over plain http: no Secure (it would never come back), everything else set.
    expect(cookie).toMatch(/^quire_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    // The database holds only the digest of the cookie's secret.
    const rows = await stack.db.dashboardSession.findMany({ where: { user: { email } } });
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.idDigest).toString("base64url")).not.toBe(client.cookie!.split("=")[1]);

    const session = (await (await client.get("/session")).json()) as Record<string, unknown>;
    expect(session).toEqual({
      signedIn: true,
      user: { id: expect.stringMatching(/^usr_/), email },
      account: { id: accountId, name: expect.any(String), plan: "team" },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const again = await new DashboardClient(stack.baseUrl).post("/auth/verify", { token });
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: { code: "link_expired", message: expect.stringMatching(/already used or has expired/) } });
  });

  it("refuses an expired link and an unknown token", async () => {
    const { email } = await stack.newUser();
    const user = await findUserByEmail(stack.db, email);
    const { token } = await mintSignInLink(stack.db, { userId: user!.id, now: new Date(Date.now() - 16 * 60_000) });
    const client = new DashboardClient(stack.baseUrl);
    expect((await client.post("/auth/verify", { token })).status).toBe(403);
    expect((await client.post("/auth/verify", { token: "x".repeat(43) })).status).toBe(403);
    expect((await client.post("/auth/verify", {})).status).toBe(400);
    const malformed = await fetch(`${stack.baseUrl}/dashboard/api/auth/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { code: "invalid_request", message: "Malformed JSON body." } });
    const huge = await client.post("/auth/request-link", { email: `${"a".repeat(5000)}@example.com` });
    expect(huge.status).toBe(413);
    expect(client.cookie).toBeNull();
  });

  it("rotates the session at sign-in and ends it at sign-out; sign-out needs the CSRF token", async () => {
    const { email } = await stack.newUser();
    const client = await stack.signIn(email);
    const first = client.cookie!;
    const { token } = await mintSignInLink(stack.db, { userId: (await findUserByEmail(stack.db, email))!.id });
    expect((await client.post("/auth/verify", { token })).status).toBe(200);
    expect(client.cookie).not.toBe(first);
    // The revoked session and the used links are pruned at sign-in: one live row each way.
    expect(await stack.db.dashboardSession.count({ where: { user: { email } } })).toBe(1);
    expect(await stack.db.signInLink.count({ where: { user: { email } } })).toBe(0);
    const stale = new DashboardClient(stack.baseUrl);
    stale.cookie = first;
    expect(await (await stale.get("/session")).json()).toEqual({ signedIn: false });
    client.csrf = ((await (await client.get("/session")).json()) as { csrfToken: string }).csrfToken;

    const forged = await client.post("/auth/sign-out", {}, { csrf: false });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: { code: "csrf_failed", message: expect.any(String) } });
    const wrong = await client.post("/auth/sign-out", {}, { headers: { "x-csrf-token": "A".repeat(43) } });
    expect(wrong.status).toBe(403);
    expect(await (await client.get("/session")).json()).toMatchObject({ signedIn: true });

    const cookie = client.cookie!;
    const out = await client.post("/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^quire_session=; .*Expires=Thu, 01 Jan 1970/);
    const replay = new DashboardClient(stack.baseUrl);
    replay.cookie = cookie;
    expect(await (await replay.get("/session")).json()).toEqual({ signedIn: false });
    expect((await replay.get("/keys")).status).toBe(401);
  });

  it("refuses state-changing requests from another origin, even with the right token", async () => {
    const { email } = await stack.newUser();
    const client = await stack.signIn(email);
    const crossSite = await client.post("/keys", { name: "x" }, { headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect((await client.post("/keys", { name: "x" }, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await client.post("/auth/request-link", { email }, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    const sameOrigin = await client.post("/keys", { name: "x" }, { headers: { origin: stack.baseUrl, "sec-fetch-site": "same-origin" } });
    expect(sameOrigin.status).toBe(201);
    // PUBLIC_BASE_URL's origin is ours too (a TLS-terminating proxy in front of plain http).
    expect((await client.post("/keys", { name: "y" }, { headers: { origin: "https://quire.invalid" } })).status).toBe(201);
    expect((await client.post("/keys", { name: "z" }, { headers: { origin: "https://quire.invalid.evil.example" } })).status).toBe(403);
  });

  it("rate-limits link requests per address and per client address", async () => {
    const { email } = await stack.newUser();
    const client = new DashboardClient(stack.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await client.post("/auth/request-link", { email })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await client.post("/auth/request-link", { email });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: { code: "rate_limited", message: expect.stringMatching(/Too many sign-in links/) } });
    // Other addresses from the same client: the per-client budget (20 per 15 min) runs out too.
    const others: number[] = [];
    for (let i = 0; i < 20; i += 1) others.push((await client.post("/auth/request-link", { email: `sweep${i}@example.com` })).status);
    expect(others.filter((s) => s === 202).length).toBeLessThan(20);
    expect(others[others.length - 1]).toBe(429);
  });

  it("sets a Secure __Host- cookie when the dashboard is reached on a non-loopback host", async () => {
    const { email } = await stack.newUser();
    const { token } = await mintSignInLink(stack.db, { userId: (await findUserByEmail(stack.db, email))!.id });
    const url = new URL(`${stack.baseUrl}/dashboard/api/auth/verify`);
    const cookie = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { host: "quire.example", "content-type": "application/json" } },
        (res) => {
          res.resume();
          resolve(String(res.headers["set-cookie"]));
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ token }));
    });
    expect(cookie).toMatch(/^__Host-quire_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; Secure/);
  });
});

describe("dashboard pages and assets", () => {
  it("serves the app shell under a strict policy, hashed assets, and only pdf.js's data folders", async () => {
    const root = await fetch(`${stack.baseUrl}/`, { redirect: "manual" });
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/dashboard");
    for (const page of ["/dashboard", "/dashboard/keys", "/dashboard/renders/rnd_abc", "/dashboard/sign-in"]) {
      const res = await fetch(`${stack.baseUrl}${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/); // no inline script
      expect(html).not.toMatch(/https?:\/\//); // nothing remote
    }
    const shell = await (await fetch(`${stack.baseUrl}/dashboard`)).text();
    const script = /src="(\/dashboard\/assets\/main-[A-Z0-9]+\.js)"/.exec(shell)![1]!;
    const asset = await fetch(`${stack.baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${stack.baseUrl}/dashboard/assets/main-NOPE.js`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/dashboard/pdfjs/standard_fonts/FoxitSerif.pfb`)).status).toBe(200);
    expect((await fetch(`${stack.baseUrl}/dashboard/pdfjs/build/pdf.mjs`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/dashboard/pdfjs/standard_fonts/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/dashboard/api/nothing-here`)).status).toBe(401);
  });
});

describe("dashboard without email", () => {
  it("tells the person to ask the operator, and operator-minted links still sign in", async () => {
    const gateway = await startTestGateway({ dashboard: { publicBaseUrl: "http://127.0.0.1:8080", signInEmail: null, bundle: sharedBundle() } });
    try {
      const client = new DashboardClient(gateway.baseUrl);
      const asked = await client.post("/auth/request-link", { email: "someone@example.com" });
      expect(asked.status).toBe(400);
      expect(await asked.json()).toEqual({ error: { code: "email_undeliverable", message: expect.stringMatching(/admin sign-in-link/) } });
      const account = await createAccount(gateway.db, { name: "No mail", plan: "free" });
      const created = await createUser(gateway.db, { accountId: account.id, email: "ops@example.com" });
      const { token } = await mintSignInLink(gateway.db, { userId: created.ok ? created.user.id : "" });
      expect((await client.post("/auth/verify", { token })).status).toBe(200);
      expect(await (await client.get("/session")).json()).toMatchObject({ signedIn: true });
    } finally {
      await gateway.close();
    }
  }, 60_000);
});
