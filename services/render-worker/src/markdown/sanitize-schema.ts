import { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";

// GitHub's schema is the starting point, tightened for a renderer that must never fetch anything:
// the browser is locked down too, but the HTML should not even ask.

/** Elements removed together with their content (unwrapping them would leak CSS/code as text). */
// prettier-ignore
const STRIPPED = [
  "script", "style", "noscript", "template", "title", "textarea", "select", "button", "iframe", "frame",
  "frameset", "object", "embed", "applet", "svg", "math", "xmp", "noembed", "noframes", "plaintext",
  "head", "meta", "link", "base", "audio", "video", "canvas", "map",
];

/** Elements the default schema allows that can fetch (srcset) and that we do not need. */
const DROPPED_TAGS = new Set(["picture", "source"]);

const base = defaultSchema;
const globalAttributes = (base.attributes?.["*"] ?? []).filter(
  // Form-submission attributes are meaningless without forms; drop them so nothing points anywhere.
  (attribute) => !["action", "method", "encType", "acceptCharset", "accept", "useMap", "isMap"].includes(String(attribute)),
);

export const sanitizeSchema: SanitizeSchema = {
  ...base,
  strip: STRIPPED,
  tagNames: (base.tagNames ?? []).filter((tag) => !DROPPED_TAGS.has(tag)),
  attributes: {
    ...base.attributes,
    "*": globalAttributes,
    // `className` on span is only our own placeholder; user HTML cannot forge anything dangerous with it.
    span: [["className", "remote-image-blocked"]],
    img: ["alt", "title", "width", "height", "src"],
    source: [],
  },
  protocols: {
    ...base.protocols,
    // Links are printed, never followed by the renderer; images must be inline.
    href: ["http", "https", "mailto"],
    src: ["data"],
    cite: [],
    longDesc: [],
  },
};
