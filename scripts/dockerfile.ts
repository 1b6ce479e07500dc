// Reads deploy/Dockerfile into stages and instructions, for the test that checks its invariants
// and for `pnpm test:image`, which reproduces the last stage's files without Docker.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string | undefined;
  from: string;
  instructions: Instruction[];
}

export function readDockerfile(file = path.join(ROOT, "deploy", "Dockerfile")): { args: Record<string, string>; stages: Stage[] } {
  // Continuation lines join; comments and blank lines go.
  const lines = readFileSync(file, "utf8")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = "", rest = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: rest.replace(/\s+/g, " ") };
    if (instruction.keyword === "FROM") {
      const [, from = "", name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(instruction.args) ?? [];
      stages.push({ name, from: from.replace(/\$\{(\w+)\}/g, (_, arg: string) => args[arg] ?? ""), instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === "ARG") {
      const [name = "", value = ""] = instruction.args.split("=");
      args[name] = value;
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
}

/** What the runtime stage copies out of the build stage: `/out/<service>` → `/app/<service>`. */
export function runtimeCopies(stage: Stage): Array<{ from: string; to: string }> {
  return stage.instructions
    .filter((i) => i.keyword === "COPY" && /--from=build/.test(i.args))
    .map((i) => {
      const parts = i.args.split(" ").filter((part) => !part.startsWith("--"));
      return { from: parts[0]!, to: parts[1]! };
    });
}

/** Services the build stage deploys (`for service in …; do pnpm --filter "@quire/$service" deploy …`). */
export function deployedServices(stage: Stage): string[] {
  const loop = stage.instructions.find((i) => i.keyword === "RUN" && /deploy --prod/.test(i.args));
  return (
    /for service in ([^;]+);/
      .exec(loop?.args ?? "")?.[1]
      ?.trim()
      .split(" ") ?? []
  );
}
