// A registration number's label printed on the name's own row ("‹name› PTE. LTD. UEN", its number
// beside it or wrapped onto the next line) is no part of the name. One cut for both merchant
// readers: the scanned header's (merchant.ts) and the till's (till-merchant.ts).

/** A registration number's label closing a row ("UEN", "CO. REG", "COMPANY NO", "ROC"), with or without its number. */
const ID_LABEL_TAIL = /\s+(?:UEN|ROC|CO(?:MPANY)?\.?\s*(?:REG(?:ISTRATION)?|NO)\.?(?:\s*NO\.?)?)\s*[:#]?\s*(?:[A-Z]{0,3}\d[\dA-Z-]*)?\s*$/i;

/**
 * Where the name in `text` ends: before a registration label closing it when what is left still
 * holds the company's legal form (`legalName`), so a label is cut only after a complete legal
 * name; otherwise the text's length.
 */
export function nameEndBeforeIdLabel(text: string, legalName: (name: string) => boolean): number {
  const label = ID_LABEL_TAIL.exec(text);
  return label && legalName(text.slice(0, label.index)) ? label.index : text.length;
}
