import type { PdfOptions } from "../chromium/prepare-page";
import { paperSize } from "./paper-size";
import type { Theme, ThemeInput } from "./theme";

/** Chromium print options for a theme: paper from the job, margins from the theme (its footer is in the document's CSS). */
export function themePdfOptions(theme: Theme, input: ThemeInput): PdfOptions {
  return {
    ...paperSize(input.format),
    printBackground: true,
    preferCSSPageSize: false,
    margin: theme.margin(input),
  };
}
