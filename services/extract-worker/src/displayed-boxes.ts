import { roundBox } from "./layout/geometry";
import { displayBox } from "./layout/reading-turn";
import type { PositionedDocument } from "./layout/types";
import type { PresetOutput } from "./presets/preset-output";

// The contract's boxes are on the page as displayed. A page read turned (its text ran sideways,
// layout/reading-turn.ts) has its rules' boxes in the turned frame: they are turned back here,
// once, for every field of every preset.

/** The output with every box of a turned page put on the displayed page. */
export function onDisplayedPages(out: PresetOutput, doc: PositionedDocument): PresetOutput {
  const turned = new Map(doc.pages.filter((p) => p.turn).map((p) => [p.number, p]));
  if (!turned.size) return out;
  const fields = Object.fromEntries(
    Object.entries(out.fields).map(([path, p]) => {
      const page = turned.get(p.page);
      return [path, page?.turn ? { ...p, bbox: roundBox(displayBox(p.bbox, page.turn, page.width, page.height)) } : p];
    }),
  );
  return { ...out, fields };
}
