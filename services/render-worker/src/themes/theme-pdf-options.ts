import type { PdfOptions } from "../chromium/prepare-page";
import { paperSize } from "./paper-size";
import type { Theme, ThemeInput } from "./theme";

/** Chromium print options for a theme: paper from the job, margins and running footer from the theme. */
export function themePdfOptions(theme: Theme, input: ThemeInput): PdfOptions {
  return {
    ...paperSize(input.format),
    printBackground: true,
    preferCSSPageSize: false,
    displayHeaderFooter: true,
    headerTemplate: theme.headerTemplate(input),
    footerTemplate: theme.footerTemplate(input),
    margin: theme.margin(input),
  };
}
