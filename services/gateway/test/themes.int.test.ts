// Custom themes (issue 4: `GET/POST /api/v1/themes`, `GET/PATCH/DELETE …/{slugOrId}`) on the
// real app and a private database: CRUD, validation, slugs, sanitised CSS, isolation, pagination.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { bearer, errorCode, postJson, startTestGateway, type TestGateway } from "./harness";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

interface Theme {
  id: string;
  slug: string;
  name: string;
  baseTheme: string;
  colors: Record<string, string>;
  fonts: Record<string, string>;
  customCss: string;
  createdAt: string;
  updatedAt: string;
}

const url = (path: string) => `${gw.baseUrl}/api/v1${path}`;
const create = (key: string, body: unknown) => postJson(url("/themes"), key, body);
const get = (key: string, ref: string) => fetch(url(`/themes/${encodeURIComponent(ref)}`), { headers: bearer(key) });
const patch = (key: string, ref: string, body: unknown) =>
  fetch(url(`/themes/${encodeURIComponent(ref)}`), {
    method: "PATCH",
    headers: { ...bearer(key), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const remove = (key: string, ref: string) => fetch(url(`/themes/${encodeURIComponent(ref)}`), { method: "DELETE", headers: bearer(key) });
const list = (key: string, query = "") => fetch(url(`/themes${query}`), { headers: bearer(key) });

async function created(key: string, body: unknown): Promise<Theme> {
  const res = await create(key, body);
  expect(res.status).toBe(201);
  return (await res.json()) as Theme;
}

async function listAll(key: string): Promise<Theme[]> {
  const res = await list(key);
  expect(res.status).toBe(200);
  const page = (await res.json()) as { themes: Theme[]; next_cursor: string | null };
  expect(page.next_cursor).toBeNull();
  return page.themes;
}

const caller = () => gw.newCaller("enterprise");

describe("POST /api/v1/themes", () => {
  it("creates a theme with defaults and answers 201 with the record", async () => {
    const { key } = await caller();
    const res = await create(key, { name: "Brand" });
    expect(res.status).toBe(201);
    const theme = (await res.json()) as Theme;
    expect(Object.keys(theme).sort()).toEqual(["baseTheme", "colors", "createdAt", "customCss", "fonts", "id", "name", "slug", "updatedAt"]);
    expect(theme).toMatchObject({ slug: "brand", name: "Brand", baseTheme: "default", colors: {}, fonts: {}, customCss: "" });
    expect(theme.id).toMatch(/^thm_/);
    expect(theme.updatedAt).toBe(theme.createdAt);
  });

  it("stores base theme, colours, fonts and CSS", async () => {
    const { key } = await caller();
    const colors = {
      accent: "#0055ff",
      text: "#111",
      muted: "#666666",
      background: "#fff",
      heading: "#000",
      link: "#03c",
      border: "#ddd",
      codeBackground: "#f6f8fa",
    };
    const theme = await created(key, {
      name: "Full",
      baseTheme: "editorial",
      colors,
      fonts: { body: "serif", heading: "slab", mono: "mono" },
      customCss: "h1 { letter-spacing: -0.02em }",
    });
    expect(theme).toMatchObject({
      baseTheme: "editorial",
      colors,
      fonts: { body: "serif", heading: "slab", mono: "mono" },
      customCss: "h1 { letter-spacing: -0.02em }",
    });
  });

  it("silently drops unknown colour and font keys and invalid values", async () => {
    const { key } = await caller();
    const theme = await created(key, {
      name: "Lenient",
      colors: { accent: "red", text: "#12", muted: "#abcdef", shadow: "#000", link: 5, border: "#ABC" },
      fonts: { body: "comic", heading: "humanist", mono: null, caption: "serif" },
    });
    expect(theme.colors).toEqual({ muted: "#abcdef", border: "#ABC" });
    expect(theme.fonts).toEqual({ heading: "humanist" });
  });

  it.each([
    ["no name", {}],
    ["an empty name", { name: "" }],
    ["a blank name", { name: " \t " }],
    ["an 81-character name", { name: "n".repeat(81) }],
    ["an unknown base theme", { name: "x", baseTheme: "neon" }],
    ["colours that are not an object", { name: "x", colors: "#fff" }],
    ["fonts that are not an object", { name: "x", fonts: ["serif"] }],
    ["customCss that is not a string", { name: "x", customCss: { a: 1 } }],
    ["customCss over 20 KiB", { name: "x", customCss: `/*${"x".repeat(20 * 1024 - 3)}*/` }],
    ["customCss over 20 KiB in UTF-8 bytes", { name: "x", customCss: "é".repeat(10 * 1024 + 1) }],
  ])("answers %s with 400 invalid_request", async (_label, body) => {
    const { key } = await caller();
    const res = await create(key, body);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
  });

  it("accepts customCss of exactly 20 KiB", async () => {
    const { key } = await caller();
    const customCss = `/*${"x".repeat(20 * 1024 - 4)}*/`;
    expect((await created(key, { name: "Big", customCss })).customCss).toBe(customCss);
  });

  it("sanitises customCss before storing it", async () => {
    const { key } = await caller();
    const customCss = [
      "@import url(https://evil.example/x.css);",
      '@\\69mport "https://evil.example/y.css";',
      "h1 { color: #c00; background: url(https://evil.example/bg.png) no-repeat }",
      "h2 { background: u\\rl(https://evil.example/h2.png) }",
      "h3 { background: url(/*x*/'https://evil.example/h3.png') }",
      "p { background-image: url(data:image/png;base64,iVBORw0KGgo=) }",
      "li { width: expression(alert(1)); behavior: url(x.htc); -moz-binding: url(x.xml#b); margin: 0 }",
      '@font-face { font-family: Remote; src: url("https://fonts.example/e.woff2") }',
      "q::after { content: '</style><script>alert(1)</script>' }",
    ].join("\n");
    const theme = await created(key, { name: "Hostile", customCss });
    for (const stored of [
      theme.customCss,
      ((await (await get(key, theme.slug)).json()) as Theme).customCss,
      (await gw.db.theme.findUniqueOrThrow({ where: { id: theme.id } })).customCss,
    ]) {
      expect(stored).not.toMatch(/evil|fonts\.example|@import|\\69mport|expression|behavior|binding|<\/style/i);
      expect(stored).toContain("h1 { color: #c00; background:   no-repeat }");
      expect(stored).toContain("p { background-image: url(data:image/png;base64,iVBORw0KGgo=) }");
      expect(stored).toContain("margin: 0 }");
      expect(stored).toContain("<\\/style>");
    }
  });

  it("does not let an @import or url() sneak into fonts or colours", async () => {
    const { key } = await caller();
    const theme = await created(key, { name: "Values", colors: { accent: "url(https://evil.example)" }, fonts: { body: "@import" } });
    expect(theme.colors).toEqual({});
    expect(theme.fonts).toEqual({});
  });
});

describe("theme slugs", () => {
  it("are derived from the name, get suffixes on collision and never equal a built-in theme name", async () => {
    const { key } = await caller();
    expect((await created(key, { name: "Ünïcode Brand!" })).slug).toBe("unicode-brand");
    expect((await created(key, { name: "Unicode brand" })).slug).toBe("unicode-brand-2");
    expect((await created(key, { name: "Default" })).slug).toBe("default-2");
    expect((await created(key, { name: "BOLD" })).slug).toBe("bold-2");
    expect((await created(key, { name: "Invoice" })).slug).toBe("invoice-2");
    expect((await created(key, { name: "中文" })).slug).toBe("theme");
  });

  it("stay unique under parallel creates with the same name", async () => {
    const { key } = await caller();
    const responses = await Promise.all(Array.from({ length: 8 }, () => create(key, { name: "Rush" })));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    const slugs = await Promise.all(responses.map(async (r) => ((await r.json()) as Theme).slug));
    expect([...slugs].sort()).toEqual(["rush", ...Array.from({ length: 7 }, (_, i) => `rush-${i + 2}`)].sort());
  });

  it("are preserved on rename and not reused after deletion", async () => {
    const { key } = await caller();
    const theme = await created(key, { name: "Autumn" });
    const renamed = (await (await patch(key, theme.slug, { name: "Winter" })).json()) as Theme;
    expect(renamed).toMatchObject({ name: "Winter", slug: "autumn" });
    expect((await remove(key, "autumn")).status).toBe(200);
    expect((await created(key, { name: "Autumn" })).slug).toBe("autumn-2");
  });
});

describe("GET /api/v1/themes/{slugOrId}", () => {
  it("finds the theme by slug and by id", async () => {
    const { key } = await caller();
    const theme = await created(key, { name: "Lookup", colors: { accent: "#123" } });
    for (const ref of [theme.slug, theme.id]) {
      const res = await get(key, ref);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(theme);
    }
  });

  it("answers 404 not_found for a missing theme and for a built-in theme name", async () => {
    const { key } = await caller();
    for (const ref of ["nope", "default"]) {
      const res = await get(key, ref);
      expect(res.status).toBe(404);
      expect(await errorCode(res)).toBe("not_found");
    }
  });
});

describe("PATCH /api/v1/themes/{slugOrId}", () => {
  it("changes only sent fields, replaces colours and fonts, sanitises CSS, bumps updatedAt", async () => {
    const { key } = await caller();
    const theme = await created(key, {
      name: "Evolving",
      baseTheme: "minimal",
      colors: { accent: "#111", text: "#222" },
      fonts: { body: "serif" },
      customCss: "a { color: red }",
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const first = await patch(key, theme.id, { colors: { link: "#00f", junk: "#fff", text: "nope" } });
    expect(first.status).toBe(200);
    const afterColors = (await first.json()) as Theme;
    expect(afterColors).toMatchObject({ ...theme, colors: { link: "#00f" }, updatedAt: expect.any(String) });
    expect(Date.parse(afterColors.updatedAt)).toBeGreaterThan(Date.parse(theme.updatedAt));
    expect(afterColors.createdAt).toBe(theme.createdAt);

    const second = (await (
      await patch(key, theme.slug, { baseTheme: "technical", fonts: { mono: "mono" }, customCss: "@import 'x.css'; b { font-weight: 600 }" })
    ).json()) as Theme;
    expect(second).toMatchObject({
      name: "Evolving",
      baseTheme: "technical",
      colors: { link: "#00f" },
      fonts: { mono: "mono" },
      customCss: "  b { font-weight: 600 }",
    });
    expect(await (await get(key, theme.slug)).json()).toEqual(second);
  });

  it("answers an empty body with the unchanged theme", async () => {
    const { key } = await caller();
    const theme = await created(key, { name: "Still" });
    const res = await patch(key, theme.slug, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(theme);
  });

  it.each([
    ["an empty name", { name: "" }],
    ["an 81-character name", { name: "n".repeat(81) }],
    ["an unknown base theme", { baseTheme: "Default" }],
    ["customCss over 20 KiB", { customCss: "x".repeat(20 * 1024 + 1) }],
  ])("answers %s with 400 invalid_request and changes nothing", async (_label, body) => {
    const { key } = await caller();
    const theme = await created(key, { name: "Guarded" });
    const res = await patch(key, theme.slug, body);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
    expect(await (await get(key, theme.slug)).json()).toEqual(theme);
  });

  it("answers 404 not_found for a missing theme", async () => {
    const { key } = await caller();
    const res = await patch(key, "thm_missing", { name: "x" });
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("not_found");
  });
});

describe("DELETE /api/v1/themes/{slugOrId}", () => {
  it("archives the theme: 200 {slug, deleted: true}, then gone from lists, lookups and template references", async () => {
    const { key } = await caller();
    const theme = await created(key, { name: "Temporary" });
    const res = await remove(key, theme.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slug: "temporary", deleted: true });
    expect(await listAll(key)).toEqual([]);
    for (const ref of [theme.slug, theme.id]) {
      expect((await get(key, ref)).status).toBe(404);
      expect((await patch(key, ref, { name: "x" })).status).toBe(404);
      expect((await remove(key, ref)).status).toBe(404);
    }
    const template = await postJson(url("/templates"), key, { name: "t", themeName: "temporary" });
    expect(await errorCode(template)).toBe("theme_not_found");
    expect((await gw.db.theme.findUniqueOrThrow({ where: { id: theme.id } })).archivedAt).not.toBeNull();
  });
});

describe("isolation between accounts", () => {
  it("another account's theme is not found by slug or id, not listed and not usable", async () => {
    const owner = await caller();
    const other = await caller();
    const theme = await created(owner.key, { name: "Secret Palette", colors: { accent: "#abcdef" } });
    for (const ref of [theme.slug, theme.id]) {
      for (const res of [await get(other.key, ref), await patch(other.key, ref, { name: "Mine" }), await remove(other.key, ref)]) {
        expect(res.status).toBe(404);
        expect(await errorCode(res)).toBe("not_found");
      }
      expect(await errorCode(await postJson(url("/templates"), other.key, { name: "t", themeName: ref }))).toBe("theme_not_found");
    }
    expect(await listAll(other.key)).toEqual([]);
    expect(await (await get(owner.key, theme.slug)).json()).toEqual(theme);
    // Same name in another account: same slug, separate theme.
    expect((await created(other.key, { name: "Secret Palette" })).slug).toBe("secret-palette");
  });
});

describe("a template using a custom theme", () => {
  it("keeps the theme's slug after the theme is renamed and resolves in the template list", async () => {
    const { key } = await caller();
    const theme = await created(key, { name: "Corporate", baseTheme: "bold", colors: { accent: "#e4002b" } });
    const template = (await (await postJson(url("/templates"), key, { name: "Corporate Letter", themeName: theme.id, format: "Letter" })).json()) as {
      slug: string;
      themeName: string;
    };
    expect(template.themeName).toBe("corporate");
    await patch(key, theme.slug, { name: "Corporate 2027" });
    const templates = (await (await fetch(url("/templates"), { headers: bearer(key) })).json()) as { templates: { slug: string; themeName: string }[] };
    expect(templates.templates.find((t) => t.slug === template.slug)?.themeName).toBe("corporate");
  });
});

describe("GET /api/v1/themes pagination", () => {
  it("walks the account's themes oldest first with limit and cursor, matching the full list", async () => {
    const { key } = await caller();
    for (let i = 1; i <= 5; i += 1) await created(key, { name: `Palette ${i}` });
    const full = await listAll(key);
    expect(full.map((t) => t.slug)).toEqual(["palette-1", "palette-2", "palette-3", "palette-4", "palette-5"]);
    for (const limit of [1, 2, 5]) {
      const walked: Theme[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const page = (await (await list(key, query)).json()) as { themes: Theme[]; next_cursor: string | null };
        expect(page.themes.length).toBeLessThanOrEqual(limit);
        walked.push(...page.themes);
        cursor = page.next_cursor;
      } while (cursor);
      expect(walked).toEqual(full);
    }
  });

  it.each([["limit=0"], ["limit=101"], ["cursor=%%%"]])("answers ?%s with 400 invalid_request", async (query) => {
    const { key } = await caller();
    const res = await list(key, `?${query}`);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
  });
});
