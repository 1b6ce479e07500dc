// Templates (contract "Template", "GET/POST /api/v1/templates", "PATCH/DELETE …/{slugOrId}") on
// the real app and a private database: CRUD, every validation rule, slugs, system templates,
// isolation between accounts and pagination.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { bearer, errorCode, postJson, startTestGateway, type TestGateway } from "./harness";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

interface Template {
  id: string;
  name: string;
  slug: string;
  description?: string;
  themeName: string;
  format: string;
  styles: Record<string, string>;
  system: boolean;
  createdAt: string;
}

const SYSTEM_SLUGS = ["report", "article", "memo", "technical-document", "proposal", "invoice", "legal-brief"];

const url = (path: string) => `${gw.baseUrl}/api/v1${path}`;
const create = (key: string, body: unknown) => postJson(url("/templates"), key, body);
const patch = (key: string, ref: string, body: unknown) =>
  fetch(url(`/templates/${encodeURIComponent(ref)}`), {
    method: "PATCH",
    headers: { ...bearer(key), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const remove = (key: string, ref: string) => fetch(url(`/templates/${encodeURIComponent(ref)}`), { method: "DELETE", headers: bearer(key) });
const list = (key: string, query = "") => fetch(url(`/templates${query}`), { headers: bearer(key) });

async function created(key: string, body: unknown): Promise<Template> {
  const res = await create(key, body);
  expect(res.status).toBe(201);
  return (await res.json()) as Template;
}

async function listAll(key: string): Promise<Template[]> {
  const res = await list(key);
  expect(res.status).toBe(200);
  const page = (await res.json()) as { templates: Template[]; next_cursor: string | null };
  expect(page.next_cursor).toBeNull();
  return page.templates;
}

const caller = () => gw.newCaller("enterprise");

describe("system templates", () => {
  it("are listed for every fresh account, first, with exactly the record's fields", async () => {
    const { key } = await caller();
    const templates = await listAll(key);
    expect(templates.map((t) => t.slug)).toEqual(SYSTEM_SLUGS);
    for (const t of templates) {
      expect(Object.keys(t).sort()).toEqual(["createdAt", "description", "format", "id", "name", "slug", "styles", "system", "themeName"]);
      expect(t.system).toBe(true);
      expect(["default", "editorial", "minimal", "technical", "bold", "invoice"]).toContain(t.themeName);
      expect(["A4", "Letter", "Legal"]).toContain(t.format);
      expect(new Date(t.createdAt).toISOString()).toBe(t.createdAt);
    }
    expect(new Set(templates.map((t) => t.themeName)).size).toBe(6);
    expect(templates.find((t) => t.slug === "proposal")!.styles).toEqual({ accent: "#d9480f", fontBody: "sans", fontHeading: "slab" });
  });

  it("are read-only: PATCH and DELETE by slug or id answer 403 system_template_read_only", async () => {
    const { key } = await caller();
    const memo = (await listAll(key)).find((t) => t.slug === "memo")!;
    for (const ref of [memo.slug, memo.id]) {
      const patched = await patch(key, ref, { name: "Mine now" });
      expect(patched.status).toBe(403);
      expect(await errorCode(patched)).toBe("system_template_read_only");
      const deleted = await remove(key, ref);
      expect(deleted.status).toBe(403);
      expect(await errorCode(deleted)).toBe("system_template_read_only");
    }
    expect((await listAll(key)).find((t) => t.slug === "memo")).toEqual(memo);
  });

  it("reserve their slugs: an account's own template gets a suffix", async () => {
    const { key } = await caller();
    expect((await created(key, { name: "Report" })).slug).toBe("report-2");
    expect((await created(key, { name: "report" })).slug).toBe("report-3");
  });
});

describe("POST /api/v1/templates", () => {
  it("creates a template with defaults and answers 201 with exactly the record's fields", async () => {
    const { key } = await caller();
    const res = await create(key, { name: "Board Minutes" });
    expect(res.status).toBe(201);
    const t = (await res.json()) as Template;
    expect(Object.keys(t).sort()).toEqual(["createdAt", "format", "id", "name", "slug", "styles", "system", "themeName"]);
    expect(t).toMatchObject({ name: "Board Minutes", slug: "board-minutes", themeName: "default", format: "A4", styles: {}, system: false });
    expect(t.id).toMatch(/^tpl_/);
    expect(t.description).toBeUndefined();
    expect((await listAll(key)).at(-1)).toEqual(t);
  });

  it("stores every sent field", async () => {
    const { key } = await caller();
    const t = await created(key, {
      name: "Quarterly",
      description: "For the board",
      themeName: "editorial",
      format: "Letter",
      styles: { accent: "#1a2B3c", fontBody: "serif", fontHeading: "slab", fontMono: "mono" },
    });
    expect(t).toMatchObject({
      description: "For the board",
      themeName: "editorial",
      format: "Letter",
      styles: { accent: "#1a2B3c", fontBody: "serif", fontHeading: "slab", fontMono: "mono" },
    });
  });

  it.each([
    ["a plain name", "Quarterly Report", "quarterly-report"],
    ["punctuation and spaces", "  Hello,   World!  ", "hello-world"],
    ["accents", "Crème Brûlée — Menu", "creme-brulee-menu"],
    ["letters NFKD keeps", "Straße Øre", "strasse-ore"],
    ["underscores", "snake_case name", "snake-case-name"],
    ["nothing ASCII", "日本語", "template"],
    ["80 characters", `${"abcd ".repeat(16)}`, `${"abcd-".repeat(12)}`.slice(0, 59)],
  ])("derives the slug from %s", async (_label, name, slug) => {
    const { key } = await caller();
    const t = await created(key, { name });
    expect(t.slug).toBe(slug);
    expect(t.slug.length).toBeLessThanOrEqual(60);
    expect(t.name).toBe(name.trim());
  });

  it.each([
    ["no body", undefined],
    ["no name", { format: "A4" }],
    ["an empty name", { name: "" }],
    ["a blank name", { name: "   " }],
    ["an 81-character name", { name: "n".repeat(81) }],
    ["a name that is not a string", { name: 42 }],
    ["a 281-character description", { name: "x", description: "d".repeat(281) }],
    ["an unknown format", { name: "x", format: "A5" }],
    ["a lower-case format", { name: "x", format: "a4" }],
    ["styles that are not an object", { name: "x", styles: "red" }],
    ["an empty themeName", { name: "x", themeName: "" }],
  ])("answers %s with 400 invalid_request", async (_label, body) => {
    const { key } = await caller();
    const res = body === undefined ? await fetch(url("/templates"), { method: "POST", headers: bearer(key) }) : await create(key, body);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
  });

  it("accepts the bounds: 80-character name (after trimming), 280-character description", async () => {
    const { key } = await caller();
    const t = await created(key, { name: `  ${"n".repeat(80)}  `, description: "d".repeat(280) });
    expect(t.name).toBe("n".repeat(80));
    expect(t.description).toHaveLength(280);
  });

  it("treats an empty description as none", async () => {
    const { key } = await caller();
    expect((await created(key, { name: "x", description: "" })).description).toBeUndefined();
    expect((await created(key, { name: "y", description: null })).description).toBeUndefined();
  });

  it("silently drops unknown style keys and invalid values", async () => {
    const { key } = await caller();
    const t = await created(key, {
      name: "Lenient",
      styles: { accent: "#abc", fontBody: "comic-sans", fontHeading: "humanist", fontMono: 7, color: "#fff", margin: "2cm" },
    });
    expect(t.styles).toEqual({ accent: "#abc", fontHeading: "humanist" });
  });

  it.each([["red"], ["#abcd"], ["#12345"], ["#1234567"], ["#ggg"], ["abc"], ["#abc "], [" #abc"], [123], [null], [["#abc"]], ["rgb(0,0,0)"]])(
    "drops the accent %j",
    async (accent) => {
      const { key } = await caller();
      expect((await created(key, { name: "a", styles: { accent, fontBody: "sans" } })).styles).toEqual({ fontBody: "sans" });
    },
  );

  it.each([["#abc"], ["#ABC"], ["#a1b2c3"], ["#A1B2C3"]])("keeps the accent %s", async (accent) => {
    const { key } = await caller();
    expect((await created(key, { name: "a", styles: { accent } })).styles).toEqual({ accent });
  });

  it("accepts every font preset key", async () => {
    const { key } = await caller();
    for (const font of ["sans", "serif", "mono", "slab", "humanist", "system"]) {
      expect((await created(key, { name: font, styles: { fontBody: font, fontHeading: font, fontMono: font } })).styles).toEqual({
        fontBody: font,
        fontHeading: font,
        fontMono: font,
      });
    }
  });

  it("answers an unknown themeName with 400 theme_not_found", async () => {
    const { key } = await caller();
    const res = await create(key, { name: "x", themeName: "neon" });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("theme_not_found");
  });

  it("accepts every built-in theme", async () => {
    const { key } = await caller();
    for (const themeName of ["default", "editorial", "minimal", "technical", "bold", "invoice"]) {
      expect((await created(key, { name: themeName, themeName })).themeName).toBe(themeName);
    }
  });

  it("uses the account's custom theme by slug or id, storing its slug", async () => {
    const { key } = await caller();
    const themeRes = await postJson(url("/themes"), key, { name: "Brand Blue", colors: { accent: "#0055ff" } });
    const theme = (await themeRes.json()) as { id: string; slug: string };
    expect(theme.slug).toBe("brand-blue");
    expect((await created(key, { name: "By slug", themeName: "brand-blue" })).themeName).toBe("brand-blue");
    expect((await created(key, { name: "By id", themeName: theme.id })).themeName).toBe("brand-blue");
  });

  it("does not see another account's or an archived custom theme", async () => {
    const owner = await caller();
    const other = await caller();
    const theme = (await (await postJson(url("/themes"), owner.key, { name: "Private" })).json()) as { id: string; slug: string };
    for (const ref of [theme.slug, theme.id]) expect(await errorCode(await create(other.key, { name: "x", themeName: ref }))).toBe("theme_not_found");
    await fetch(url(`/themes/${theme.slug}`), { method: "DELETE", headers: bearer(owner.key) });
    expect(await errorCode(await create(owner.key, { name: "x", themeName: theme.slug }))).toBe("theme_not_found");
  });

  it("ignores unknown top-level fields, including an attempt to set slug or system", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "Sneaky", slug: "chosen", system: true, id: "tpl_mine" });
    expect(t).toMatchObject({ slug: "sneaky", system: false });
    expect(t.id).not.toBe("tpl_mine");
  });
});

describe("slugs", () => {
  it("get -2, -3, … on collision within an account, and are independent across accounts", async () => {
    const a = await caller();
    const b = await caller();
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await created(a.key, { name: "Weekly Update" })).slug);
    expect(slugs).toEqual(["weekly-update", "weekly-update-2", "weekly-update-3"]);
    expect((await created(a.key, { name: "Weekly — update!" })).slug).toBe("weekly-update-4");
    expect((await created(b.key, { name: "Weekly Update" })).slug).toBe("weekly-update");
  });

  it("stay unique under parallel creates with the same name", async () => {
    const { key } = await caller();
    const responses = await Promise.all(Array.from({ length: 10 }, () => create(key, { name: "Race" })));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const slugs = await Promise.all(responses.map(async (r) => ((await r.json()) as Template).slug));
    expect(new Set(slugs).size).toBe(10);
    expect([...slugs].sort()).toEqual(["race", ...Array.from({ length: 9 }, (_, i) => `race-${i + 2}`)].sort());
  });

  it("shorten the base so a suffixed slug still fits in 60 characters", async () => {
    const { key } = await caller();
    const name = "x".repeat(80);
    expect((await created(key, { name })).slug).toBe("x".repeat(60));
    expect((await created(key, { name })).slug).toBe(`${"x".repeat(58)}-2`);
  });

  it("are preserved when the template is renamed", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "Old Name" });
    const res = await patch(key, t.slug, { name: "Completely New Name" });
    expect(res.status).toBe(200);
    expect((await res.json()) as Template).toMatchObject({ name: "Completely New Name", slug: "old-name" });
    // The old name's slug is still taken: a new "Old Name" does not reuse it.
    expect((await created(key, { name: "Old Name" })).slug).toBe("old-name-2");
  });

  it("of archived templates are not reused", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "Gone" });
    expect((await remove(key, t.slug)).status).toBe(200);
    expect((await created(key, { name: "Gone" })).slug).toBe("gone-2");
  });
});

describe("PATCH /api/v1/templates/{slugOrId}", () => {
  it("changes only the sent fields and answers 200 with the updated record", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "Spec", description: "v1", themeName: "technical", format: "Legal", styles: { accent: "#111", fontBody: "serif" } });
    const res = await patch(key, t.slug, { format: "Letter" });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Template;
    expect(updated).toEqual({ ...t, format: "Letter" });
    expect((await listAll(key)).find((x) => x.id === t.id)).toEqual(updated);
  });

  it("finds the template by id as well as by slug", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "By Id" });
    const res = await patch(key, t.id, { description: "found" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Template).description).toBe("found");
  });

  it("updates every field, replacing styles and clearing the description with null", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "All", description: "x", styles: { accent: "#111", fontBody: "serif" } });
    const res = await patch(key, t.slug, {
      name: "All Fields",
      description: null,
      themeName: "bold",
      format: "Legal",
      styles: { fontMono: "mono", accent: "blue", junk: 1 },
    });
    const updated = (await res.json()) as Template;
    expect(updated).toEqual({ ...t, name: "All Fields", themeName: "bold", format: "Legal", styles: { fontMono: "mono" }, description: undefined });
    expect("description" in updated).toBe(false);
    expect(((await (await patch(key, t.slug, { styles: {} })).json()) as Template).styles).toEqual({});
  });

  it("answers an empty body with the unchanged record", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "Same" });
    const res = await patch(key, t.slug, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(t);
  });

  it("ignores an attempt to change the slug", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "Fixed" });
    const res = await patch(key, t.slug, { slug: "other", name: "Fixed 2" });
    expect(((await res.json()) as Template).slug).toBe("fixed");
  });

  it.each([
    ["an empty name", { name: "" }],
    ["a blank name", { name: "  " }],
    ["an 81-character name", { name: "n".repeat(81) }],
    ["a 281-character description", { description: "d".repeat(281) }],
    ["an unknown format", { format: "Tabloid" }],
    ["styles that are not an object", { styles: ["#abc"] }],
  ])("answers %s with 400 invalid_request and changes nothing", async (_label, body) => {
    const { key } = await caller();
    const t = await created(key, { name: "Valid" });
    const res = await patch(key, t.slug, body);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
    expect((await listAll(key)).find((x) => x.id === t.id)).toEqual(t);
  });

  it("answers an unknown themeName with 400 theme_not_found and switches to a custom theme", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "Themed" });
    expect(await errorCode(await patch(key, t.slug, { themeName: "nope" }))).toBe("theme_not_found");
    const theme = (await (await postJson(url("/themes"), key, { name: "House" })).json()) as { id: string };
    expect(((await (await patch(key, t.slug, { themeName: theme.id })).json()) as Template).themeName).toBe("house");
  });

  it("answers 404 not_found for a missing template", async () => {
    const { key } = await caller();
    const res = await patch(key, "does-not-exist", { name: "x" });
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("not_found");
  });
});

describe("DELETE /api/v1/templates/{slugOrId}", () => {
  it("archives the template: 200 {slug, deleted: true}, then gone from lists, lookups and renders", async () => {
    const { key } = await caller();
    const t = await created(key, { name: "Short Lived" });
    const res = await remove(key, t.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slug: "short-lived", deleted: true });
    expect((await listAll(key)).some((x) => x.id === t.id)).toBe(false);
    for (const ref of [t.slug, t.id]) {
      expect((await patch(key, ref, { name: "x" })).status).toBe(404);
      const again = await remove(key, ref);
      expect(again.status).toBe(404);
      expect(await errorCode(again)).toBe("not_found");
    }
    const render = await postJson(url("/render"), key, { markdown: "# x", template: t.slug });
    expect(render.status).toBe(400);
    expect(await errorCode(render)).toBe("template_not_found");
    const row = await gw.db.template.findUniqueOrThrow({ where: { id: t.id } });
    expect(row.archivedAt).not.toBeNull();
  });

  it("answers 404 not_found for a missing template", async () => {
    const { key } = await caller();
    const res = await remove(key, "tpl_nothing_here");
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("not_found");
  });
});

describe("isolation between accounts", () => {
  it("another account's template is not found by slug or id, and not listed", async () => {
    const owner = await caller();
    const other = await caller();
    const t = await created(owner.key, { name: "Confidential" });
    for (const ref of [t.slug, t.id]) {
      const patched = await patch(other.key, ref, { name: "Stolen" });
      expect(patched.status).toBe(404);
      expect(await errorCode(patched)).toBe("not_found");
      const deleted = await remove(other.key, ref);
      expect(deleted.status).toBe(404);
      expect(await errorCode(deleted)).toBe("not_found");
    }
    expect((await listAll(other.key)).map((x) => x.slug)).toEqual(SYSTEM_SLUGS);
    expect((await listAll(owner.key)).find((x) => x.id === t.id)).toEqual(t);
  });

  it("the same slug in two accounts names two templates", async () => {
    const a = await caller();
    const b = await caller();
    const ta = await created(a.key, { name: "Shared Name" });
    const tb = await created(b.key, { name: "Shared Name" });
    expect(ta.slug).toBe(tb.slug);
    await patch(a.key, ta.slug, { format: "Legal" });
    expect((await listAll(b.key)).find((x) => x.id === tb.id)!.format).toBe("A4");
  });
});

describe("GET /api/v1/templates pagination", () => {
  it("walks system and own templates in order with limit and cursor, matching the full list", async () => {
    const { key } = await caller();
    for (let i = 1; i <= 6; i += 1) await created(key, { name: `Page item ${i}` });
    const full = await listAll(key);
    expect(full.map((t) => t.slug)).toEqual([...SYSTEM_SLUGS, ...Array.from({ length: 6 }, (_, i) => `page-item-${i + 1}`)]);

    for (const limit of [1, 3, 5, 7, 13, 100]) {
      const walked: Template[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res = await list(key, query);
        expect(res.status).toBe(200);
        const page = (await res.json()) as { templates: Template[]; next_cursor: string | null };
        expect(page.templates.length).toBeLessThanOrEqual(limit);
        walked.push(...page.templates);
        cursor = page.next_cursor;
        pages += 1;
      } while (cursor);
      expect(walked).toEqual(full);
      expect(pages).toBe(Math.ceil(full.length / limit));
    }
  });

  it("uses a default limit of 100 when only a cursor is sent", async () => {
    const { key } = await caller();
    await created(key, { name: "One" });
    const first = (await (await list(key, "?limit=2")).json()) as { next_cursor: string };
    const rest = (await (await list(key, `?cursor=${first.next_cursor}`)).json()) as { templates: Template[]; next_cursor: string | null };
    expect(rest.templates.map((t) => t.slug)).toEqual([...SYSTEM_SLUGS.slice(2), "one"]);
    expect(rest.next_cursor).toBeNull();
  });

  it("returns every template without params, even beyond 100", async () => {
    const { accountId, key } = await caller();
    const at = Date.now();
    await gw.db.template.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        id: `tpl_bulk_${String(i).padStart(3, "0")}_${accountId}`,
        accountId,
        slug: `bulk-${i}`,
        name: `Bulk ${i}`,
        createdAt: new Date(at + i),
      })),
    });
    const all = await listAll(key);
    expect(all).toHaveLength(SYSTEM_SLUGS.length + 120);
    expect(all.at(-1)!.slug).toBe("bulk-119");
    const limited = (await (await list(key, "?limit=100")).json()) as { templates: Template[]; next_cursor: string | null };
    expect(limited.templates).toHaveLength(100);
    expect(limited.next_cursor).not.toBeNull();
  });

  it("ends with next_cursor null on the last page", async () => {
    const { key } = await caller();
    const page = (await (await list(key, `?limit=${SYSTEM_SLUGS.length}`)).json()) as { next_cursor: string | null };
    expect(page.next_cursor).toBeNull();
  });

  it.each([
    ["limit=0"],
    ["limit=101"],
    ["limit=abc"],
    ["limit=1.5"],
    ["limit=-1"],
    ["cursor=not-a-cursor"],
    [`cursor=${Buffer.from('["x"]').toString("base64url")}`],
  ])("answers ?%s with 400 invalid_request", async (query) => {
    const { key } = await caller();
    const res = await list(key, `?${query}`);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
  });
});
