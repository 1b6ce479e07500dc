import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { parseDecimal, type Decimal } from "./invoice-money";
import { describeSpecIssue } from "../fenced-block/spec-issues";

// The grammar of an invoice block (```invoice fence or :::invoice container), YAML:
//
//   number: INV-2026-014            required
//   date: 2026-03-05                required, ISO date
//   due: 2026-04-04 | 30            ISO date, or days after `date` (alias dueDate)
//   currency: USD                   ISO 4217 (default USD)
//   locale: en-US                   number and date formatting (default en-US); labels stay English
//   po: PO-7781                     purchase order reference
//   from / to:                      the parties: name (required), address (a line or a list of
//                                   lines), email, phone, taxId, vat
//   items:                          1–500 of { description, quantity (default 1), unitPrice,
//                                   taxRate (percent, overrides the invoice's) }
//   taxRate: 8.25                   percent on the taxable amount, labelled `taxLabel` (default Tax)
//   taxes: [{ name: GST, rate: 5 }] several named taxes on the same base (instead of taxRate)
//   discount: 50 | "10%"            an amount or a percentage of the subtotal, before tax
//   notes, terms                    free text
//
// Quantities, prices and rates are decimals read exactly (numbers or plain decimal strings).

export const INVOICE_LIMITS = { sourceChars: 100_000, yamlAliases: 20, items: 500, text: 2_000, line: 200 } as const;

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

const line = z.string().trim().min(1).max(INVOICE_LIMITS.line, `at most ${INVOICE_LIMITS.line} characters`);
const freeText = z.string().trim().max(INVOICE_LIMITS.text, `at most ${INVOICE_LIMITS.text} characters`);
// YAML reads `number: 1042` as a number; identifiers are text either way.
const identifier = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(line);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as YYYY-MM-DD")
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, "not a calendar date");

const decimal = (what: string, { min, max }: { min?: number; max: number }) =>
  z.union([z.number(), z.string()]).transform((value, ctx): Decimal => {
    const parsed = parseDecimal(value);
    const number = Number(value);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: `${what} must be a plain decimal number like 19.99` });
      return z.NEVER;
    }
    if ((min !== undefined && number < min) || number > max) {
      ctx.addIssue({ code: "custom", message: `${what} must be between ${min ?? "-" + max} and ${max}` });
      return z.NEVER;
    }
    return parsed;
  });

const percent = decimal("a tax rate", { min: 0, max: 100 });

const party = z.strictObject({
  name: line,
  address: z
    .union([line, z.array(line).max(8)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(/\s*\n\s*/))),
  email: line.optional(),
  phone: identifier.optional(),
  taxId: identifier.optional(),
  vat: identifier.optional(),
});

const item = z.strictObject({
  description: line,
  quantity: decimal("quantity", { min: 0, max: 1e9 }).optional(),
  unitPrice: decimal("unitPrice", { max: 1e12 }),
  taxRate: percent.optional(),
});

const spec = z.strictObject({
  number: identifier,
  date: isoDate,
  due: z.union([isoDate, z.number().int().min(0).max(3650)]).optional(),
  dueDate: isoDate.optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => CURRENCIES.has(c), "not an ISO 4217 currency code")
    .default("USD"),
  locale: z
    .string()
    .trim()
    .refine((tag) => {
      try {
        return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
      } catch {
        return false;
      }
    }, "not a supported locale (e.g. en-US, de-DE)")
    .default("en-US"),
  po: identifier.optional(),
  from: party,
  to: party,
  items: z.array(item).min(1, "an invoice needs at least one item").max(INVOICE_LIMITS.items, `at most ${INVOICE_LIMITS.items} items`),
  taxRate: percent.optional(),
  taxLabel: z.string().trim().min(1).max(40).default("Tax"),
  taxes: z
    .array(z.strictObject({ name: z.string().trim().min(1).max(40), rate: percent }))
    .min(1)
    .max(5)
    .optional(),
  discount: z.union([z.number(), z.string()]).optional(),
  notes: freeText.optional(),
  terms: freeText.optional(),
});

export type InvoiceParty = z.infer<typeof party>;

export interface InvoiceSpec {
  number: string;
  date: string;
  due: string | undefined;
  currency: string;
  locale: string;
  po: string | undefined;
  from: InvoiceParty;
  to: InvoiceParty;
  items: Array<{ description: string; quantity: Decimal; unitPrice: Decimal; taxRate: Decimal | undefined }>;
  /** Named taxes on the whole taxable amount, or one rate per item group when items carry rates. */
  taxes: Array<{ name: string; rate: Decimal }>;
  taxLabel: string;
  itemRates: boolean;
  discount: { percent: Decimal } | { amount: Decimal } | undefined;
  notes: string | undefined;
  terms: string | undefined;
}

export type InvoiceParse = { ok: true; spec: InvoiceSpec } | { ok: false; message: string };

const fail = (message: string): InvoiceParse => ({ ok: false, message });

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Parses and validates an invoice block; every failure is a message fit for the reader. */
export function parseInvoiceSpec(source: string): InvoiceParse {
  if (source.length > INVOICE_LIMITS.sourceChars) return fail(`the invoice is longer than ${INVOICE_LIMITS.sourceChars} characters`);
  let data: unknown;
  try {
    data = parseYaml(source, { maxAliasCount: INVOICE_LIMITS.yamlAliases, prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    return fail(`not valid YAML: ${(error as Error).message.split("\n")[0]!.slice(0, 300)}`);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return fail("an invoice must be a YAML mapping with number, date, from, to and items");
  const parsed = spec.safeParse(data);
  if (!parsed.success) return fail(describeSpecIssue(parsed.error.issues[0]!, data));
  const raw = parsed.data;

  if (raw.due !== undefined && raw.dueDate !== undefined) return fail("give either `due` or `dueDate`, not both");
  if (raw.taxes && raw.taxRate) return fail("give either `taxRate` or `taxes`, not both");
  const itemRates = raw.items.some((i) => i.taxRate !== undefined);
  if (raw.taxes && itemRates) return fail("per-item `taxRate` cannot be combined with `taxes`");
  const dueRaw = raw.dueDate ?? raw.due;
  const due = typeof dueRaw === "number" ? addDays(raw.date, dueRaw) : dueRaw;
  if (due !== undefined && due < raw.date) return fail(`the due date ${due} is before the invoice date ${raw.date}`);

  let discount: InvoiceSpec["discount"];
  if (raw.discount !== undefined) {
    const text = String(raw.discount).trim();
    const isPercent = text.endsWith("%");
    const value = parseDecimal(isPercent ? text.slice(0, -1) : text);
    if (!value || value.digits < 0n) return fail('discount: expected an amount like 50 or a percentage like "10%"');
    if (isPercent && value.digits > 100n * 10n ** BigInt(value.scale)) return fail("discount: a percentage cannot exceed 100%");
    discount = isPercent ? { percent: value } : { amount: value };
  }

  const one: Decimal = { digits: 1n, scale: 0 };
  return {
    ok: true,
    spec: {
      number: raw.number,
      date: raw.date,
      due,
      currency: raw.currency,
      locale: raw.locale,
      po: raw.po,
      from: raw.from,
      to: raw.to,
      items: raw.items.map((i) => ({
        description: i.description,
        quantity: i.quantity ?? one,
        unitPrice: i.unitPrice,
        taxRate: i.taxRate ?? (itemRates ? raw.taxRate : undefined),
      })),
      taxes: raw.taxes ?? (raw.taxRate ? [{ name: raw.taxLabel, rate: raw.taxRate }] : []),
      taxLabel: raw.taxLabel,
      itemRates,
      discount,
      notes: raw.notes,
      terms: raw.terms,
    },
  };
}
