// Which theme, format and styles a render gets: the contract's precedence (explicit `theme` and
// `format` beat the template's; neither → `default` on A4), over the full matrix of template ×
// theme × format, with templates and custom themes created through the real API.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { PageFormat } from "@quire/contracts";
import { resolveTemplateAndTheme } from "../src/render/resolve-template-and-theme";
import { postJson, startTestGateway, type TestGateway } from "./harness";

let gw: TestGateway;
let accountId: string;
let ownTemplate: string;
let templateTheme: string;
let requestTheme: string;

beforeAll(async () => {
  gw = await startTestGateway();
  const caller = await gw.newCaller("pro");
  accountId = caller.accountId;
  const create = async (path: string, body: unknown) => {
    const res = await postJson(`${gw.baseUrl}/api/v1/${path}`, caller.key, body);
    expect(res.status).toBe(201);
    return ((await res.json()) as { slug: string }).slug;
  };
  templateTheme = await create("themes", { name: "Template house style", baseTheme: "editorial", colors: { accent: "#336699" } });
  requestTheme = await create("themes", { name: "Request style", baseTheme: "technical" });
  ownTemplate = await create("templates", {
    name: "Client report",
    themeName: templateTheme,
    format: "Legal",
    styles: { accent: "#112233", fontBody: "slab" },
  });
});
afterAll(async () => {
  await gw.close();
});

type TemplateCase = "none" | "system memo" | "own";
type ThemeCase = "none" | "built-in bold" | "custom";

function themeRefOf(resolved: Awaited<ReturnType<typeof resolveTemplateAndTheme>>): string {
  return "builtIn" in resolved.theme ? resolved.theme.builtIn : `custom:${resolved.theme.custom.slug}`;
}

const cases: Array<[TemplateCase, ThemeCase, PageFormat | undefined]> = [];
for (const template of ["none", "system memo", "own"] as const) {
  for (const theme of ["none", "built-in bold", "custom"] as const) {
    for (const format of [undefined, "A4"] as const) cases.push([template, theme, format]);
  }
}

describe("template, theme and format precedence", () => {
  it.each(cases)("template %s × theme %s × format %s", async (template, theme, format) => {
    const resolved = await resolveTemplateAndTheme(gw.db, {
      accountId,
      ...(template === "system memo" ? { template: "memo" } : template === "own" ? { template: ownTemplate } : {}),
      ...(theme === "built-in bold" ? { theme: "bold" } : theme === "custom" ? { theme: requestTheme } : {}),
      ...(format ? { format } : {}),
    });

    // The template's own theme and format: memo is minimal on Letter; ours is a custom theme on Legal.
    const templateDefaults =
      template === "system memo"
        ? { theme: "minimal", format: "Letter" }
        : template === "own"
          ? { theme: `custom:${templateTheme}`, format: "Legal" }
          : undefined;
    const expectedTheme = theme === "built-in bold" ? "bold" : theme === "custom" ? `custom:${requestTheme}` : (templateDefaults?.theme ?? "default");
    expect(themeRefOf(resolved)).toBe(expectedTheme);
    expect(resolved.format).toBe(format ?? templateDefaults?.format ?? "A4");
    // Styles always come from the template, whichever theme wins.
    const templateStyles =
      template === "own" ? { accent: "#112233", fontBody: "slab" } : template === "system memo" ? { fontBody: "sans", fontHeading: "sans" } : {};
    expect(resolved.styles).toEqual(templateStyles);
  });

  it("carries a custom theme's base, colours and CSS to the worker", async () => {
    const resolved = await resolveTemplateAndTheme(gw.db, { accountId, template: ownTemplate });
    expect("custom" in resolved.theme && resolved.theme.custom).toMatchObject({ slug: templateTheme, baseTheme: "editorial", colors: { accent: "#336699" } });
  });
});
