import type { Element, ElementContent, Properties } from "hast";

// KaTeX returns an HTML string. Its markup is machine-written and regular (every attribute
// `name="escaped value"`, text escaped, `<path …/>` the only self-closing tag), so this reads it
// straight into hast, about ten times faster than a general HTML parser (parse5 through
// rehype-raw), which made formula-heavy documents slow. Anything it does not recognise returns
// undefined and the caller falls back to the general parser.

const TOKEN = /<\/([a-z]+)>|<([a-z]+)((?:\s+[a-zA-Z][a-zA-Z0-9-]*="[^"]*")*)\s*(\/?)>|([^<]+)/y;
const ATTRIBUTE = /([a-zA-Z][a-zA-Z0-9-]*)="([^"]*)"/g;
const ENTITY = /&(?:amp|lt|gt|quot|#x27|#39);/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
/** Elements KaTeX emits in HTML output without `trust` (no img, no links). */
const KNOWN = new Set(["span", "svg", "path", "line"]);
/** Attribute names whose hast property name differs. */
const PROPERTY: Record<string, string> = { "aria-hidden": "ariaHidden", "stroke-width": "strokeWidth" };

function decode(text: string): string {
  return text.includes("&") ? text.replace(ENTITY, (entity) => ENTITIES[entity]!) : text;
}

function properties(source: string): Properties {
  const result: Properties = {};
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) {
    const decoded = decode(value!);
    if (name === "class") result.className = decoded.split(" ").filter(Boolean);
    else result[PROPERTY[name!] ?? name!] = decoded;
  }
  return result;
}

export function katexToHast(html: string): ElementContent[] | undefined {
  const root: Element = { type: "element", tagName: "root", properties: {}, children: [] };
  const stack: Element[] = [root];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(html);
    if (!match || match.index !== start) return undefined;
    const [, closing, opening, attributes, selfClosing, text] = match;
    const parent = stack[stack.length - 1]!;
    if (text !== undefined) {
      parent.children.push({ type: "text", value: decode(text) });
    } else if (closing) {
      if (parent.tagName !== closing || stack.length === 1) return undefined;
      stack.pop();
    } else {
      if (!KNOWN.has(opening!)) return undefined;
      const element: Element = { type: "element", tagName: opening!, properties: properties(attributes ?? ""), children: [] };
      parent.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  return stack.length === 1 ? root.children : undefined;
}
