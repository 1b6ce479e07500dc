// One render and one extraction through the public API of a running stack: the end-to-end proof
// used by the tests that start built output (start:prod, the image's last stage).
import { execFileSync } from "node:child_process";

/** An account and key made with the built admin CLI at `adminMain` (services/admin/dist/main.js). */
export function adminKey(adminMain: string, env: NodeJS.ProcessEnv): string {
  const run = (args: string[]) => JSON.parse(execFileSync(process.execPath, [adminMain, ...args], { env, encoding: "utf8" })) as Record<string, string>;
  const account = run(["create-account", "--name", "smoke", "--plan", "pro"]);
  return run(["create-key", "--account", account.id!]).key!;
}

/** Renders Markdown to a PDF, then extracts its text again; returns both for assertions. */
export async function renderThenExtract(baseUrl: string, key: string, marker: string): Promise<{ pdf: Buffer; text: string }> {
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const render = await fetch(`${baseUrl}/api/v1/render`, {
    method: "POST",
    headers: { ...headers, accept: "application/pdf" },
    body: JSON.stringify({ markdown: `# ${marker}\n\nRendered by the built service with \`code\` and $x^2$.\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n` }),
  });
  if (render.status !== 200) throw new Error(`render answered ${render.status}: ${await render.text()}`);
  const pdf = Buffer.from(await render.arrayBuffer());
  const extract = await fetch(`${baseUrl}/api/v1/extract`, {
    method: "POST",
    headers,
    body: JSON.stringify({ file_base64: pdf.toString("base64"), preset: "full_text" }),
  });
  const body = await extract.text();
  if (extract.status !== 200) throw new Error(`extract answered ${extract.status}: ${body}`);
  return { pdf, text: body };
}
