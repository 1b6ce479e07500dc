export interface Session {
  signedIn: true;
  user: { id: string; email: string };
  account: { id: string; name: string; plan: string };
  csrfToken: string;
}

export interface RenderItem {
  id: string;
  status: "queued" | "processing" | "rendered" | "failed";
  size?: number;
  source: "web" | "api" | "mcp";
  format: string;
  title: string;
  createdAt: string;
  completedAt?: string;
  stored: boolean;
  url?: string;
  errorMessage?: string;
}

export interface Template {
  id: string;
  slug: string;
  name: string;
  description?: string;
  themeName: string;
  format: "A4" | "Letter" | "Legal";
  styles: { accent?: string; fontBody?: string; fontHeading?: string; fontMono?: string };
  system: boolean;
}

export interface Theme {
  id: string;
  slug: string;
  name: string;
  baseTheme: string;
  colors: Record<string, string>;
  fonts: Record<string, string>;
  customCss: string;
}

export interface Provenance {
  confidence: number;
  method: "deterministic" | "model" | "ocr";
  page: number;
  bbox: [number, number, number, number];
  text: string;
}

export interface Envelope {
  id: string;
  data: Record<string, unknown>;
  fields: Record<string, Provenance>;
  extraction_method: string;
  warnings: string[];
  credits_charged: number;
  pages: number;
}

export const BUILT_IN_THEMES = ["default", "editorial", "minimal", "technical", "bold", "invoice"] as const;
export const FORMATS = ["A4", "Letter", "Legal"] as const;
export const FONT_PRESETS = ["sans", "serif", "mono", "slab", "humanist", "system"] as const;
