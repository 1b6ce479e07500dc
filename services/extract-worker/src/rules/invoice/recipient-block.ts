import type { Line, Page } from "../../layout/types";
import { matchLabel } from "../../values";
import { height, overlapX } from "../geometry";

// Party blocks. A recipient block (the buyer's, the delivery address's, the payer's) describes the
// recipient: its name, number and VAT id are never the document's or its issuer's. A seller block
// ("Verkäufer", "Supplier:") describes the issuer: its "Nummer:" is a supplier number, not the
// invoice's. Blocks are found by walking up lines stacked closely in one column to their heading.

// Word edges by letter, not \b: \b is ASCII-only and never closes "Facturé à".
export const RECIPIENT_RE =
  /(?<![\p{L}\p{N}])(bill(ed)? to|ship(ped)? to|consignee|sold to|invoice to|deliver(ed)? to|customer|client|buyer|recipient|käufer|kunde|rechnungsempfänger|leistungsempfänger|warenempfänger|zahlungsempfänger|lieferanschrift|lieferadresse|rechnungsadresse|delivery address|shipping address|billing address|adresse de livraison|adresse de facturation|acheteur|destinataire|factur[ée] à|livr[ée] à|adress[ée] à|klant|koper|factuuradres|afleveradres|cliente|comprador|destinatario|facturar a|enviar a|titulaire|guest|attn|rechnung an|intestatario|cessionario|committente|destinazione merce|luogo di consegna|spett\.le|adquirente|faturar a|local de entrega|morada de entrega|nabywca|odbiorca|płatnik|adres dostawy|miejsce dostawy|gefactureerd aan|factuur aan|geleverd aan|lieferung an|fatturare a|fatturato a|facturado a|enviado a|direcci[oó]n de (?:entrega|env[ií]o|facturaci[oó]n)|lugar de entrega|indirizzo di (?:consegna|spedizione|fatturazione)|endere[cç]o de (?:entrega|envio|fatura[cç][aã]o)|leveradres|bezorgadres)(?![\p{L}\p{N}])/iu;

/** "Customer ID", "Kunden-Nr.", "N° client": the label of the buyer's number, not a heading over the buyer's block. */
const ID_LABEL_RE = /\b(?:id|no|nr|number|code|ref)\b|nummer|n[°º]|#/iu;

const isRecipientHeading = (text: string) => RECIPIENT_RE.test(text) && !ID_LABEL_RE.test(text);

/** Name, street and postcode-city ("20095 City", "4000-123 City", "00-950 City", "City, CO 80202", "City BS1 5TR", "111 22 City", "City D02 X285", "City, ON M5V 2T6") in one line between separators: the sender's return address. */
export const RETURN_LINE_RE =
  /^[^·•|:]+\s[·•|]\s[^·•|]+\s[·•|]\s[^·•|]*(?:\d{4,5}\s\p{L}|\d{3}\s\d{2}\s\p{L}|(?<!\d)(?:\d{4}|\d{2})-\d{3}\s\p{L}|\p{Lu}{2}\s\d{5}(?:-\d{4})?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\p{Lu}{1,2}\d[\p{Lu}\d]?\s\d\p{Lu}{2}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\p{Lu}\d[\dW]\s[\p{Lu}\d]{4}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\p{Lu}\d\p{Lu}\s\d\p{Lu}\d(?![\p{L}\p{N}]))/u;

/** "z. Hd. …", "t.a.v. …", "Attn: …", "À l'attention de …": a line only a recipient's address carries. */
const ATTENTION_RE =
  /^(?:z\.\s?Hd\.?|zu Händen|z\.\s?H\.|t\.\s?a\.\s?v\.|attn\.?|attention|à l['’]attention|a l['’]att(?:ention|\.)|(?:alla\s+)?c\.\s?a\.|all['’]attenzione|a\/a|a la atención)(?![\p{L}])/iu;

/**
 * True when `line` sits in a block (lines stacked closely) headed by a recipient label, in the
 * window address printed right under a sender's return line, or in a block with an attention line.
 */
export function inRecipientBlock(page: Page, line: Line): boolean {
  if (headedBy(page, line, isRecipientHeading)) return true;
  // The return line itself is the sender's.
  if (RETURN_LINE_RE.test(line.text)) return false;
  return headedBy(page, line, (text) => RETURN_LINE_RE.test(text)) || stacked(page, line).some((l) => ATTENTION_RE.test(l.text.trim()));
}

/** The line and the lines stacked closely under it in its column (an address block's rest). */
function stacked(page: Page, line: Line): Line[] {
  const out = [line];
  let current = line;
  for (let i = 0; i < 4; i++) {
    const below = page.lines
      .filter((l) => l.bbox[1] >= current.bbox[3] - 1 && l.bbox[1] - current.bbox[3] < height(current.bbox) * 1.8 && overlapX(l.bbox, current.bbox) > 0)
      .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
    if (!below) break;
    out.push(below);
    current = below;
  }
  return out;
}

/** A seller heading: a short line that is a strong seller label ("Verkäufer", "Supplier:"). */
function isSellerHeading(text: string): boolean {
  if (text.length > 40) return false;
  const m = matchLabel(text, "vendor");
  return !!m && m.strength === "strong" && m.kind !== "contains" && !/[\p{L}\p{N}]/u.test(text.slice(m.valueStart));
}

/** True when `line` sits in a party block of either side: its weak labels ("Nummer:") describe that party. */
export function inPartyBlock(page: Page, line: Line): boolean {
  return headedBy(page, line, (text) => isRecipientHeading(text) || isSellerHeading(text));
}

function headedBy(page: Page, line: Line, isHeading: (text: string) => boolean): boolean {
  if (isHeading(line.text)) return true;
  let current = line;
  const gaps: number[] = [];
  for (let i = 0; i < 8; i++) {
    const above = page.lines
      .filter((l) => l.bbox[3] <= current.bbox[1] + 1 && current.bbox[1] - l.bbox[3] < height(current.bbox) * 1.8 && overlapX(l.bbox, current.bbox) > 0)
      .sort((a, b) => b.bbox[3] - a.bbox[3])[0];
    if (!above) return false;
    if (isHeading(above.text)) return !setApart(line, gaps);
    gaps.push(current.bbox[1] - above.bbox[3]);
    current = above;
  }
  return false;
}

/**
 * A line set apart from the block above it by more than the block's own line spacing (a blank
 * line's worth more): a reference table printed under the addresses ("Date : …"), not the block's
 * last line. Judged only where the block shows its spacing (two gaps or more inside it).
 */
function setApart(line: Line, gaps: readonly number[]): boolean {
  const [first, ...inside] = gaps;
  return first !== undefined && inside.length >= 2 && first > Math.max(...inside) + height(line.bbox) * 0.8;
}
