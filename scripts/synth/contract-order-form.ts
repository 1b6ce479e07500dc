// A SaaS order form: the parties only in a table (a "Provider | Customer" column pair or label rows)
// and in the signature blocks, the commercial terms as label–value rows ("Subscription Term",
// "Order Effective Date", "Payment Terms: Net 30", "Renewal"), a reference to the master agreement
// it falls under (its date a decoy), and short terms set in two columns. A table gives no order of
// the parties, so either order is accepted.
import { escapeHtml as e } from "./formats";
import { personName, type Company } from "./names";
import { daysOf, englishDate, period } from "./contract-words";
import { para, type DraftContext, type Drafted } from "./contract-model";

export function orderForm(c: DraftContext): Drafted {
  const { rng, p1, p2, terms, form } = c;
  const en = (p: Parameters<typeof period>[0], possessive = false) => period(p, "en", form, { possessive });
  const row = (k: string, v: string) => `<tr><td><b>${e(k)}</b></td><td>${e(v)}</td></tr>`;
  const addr = (x: Company) => `${x.street}, ${x.cityLine}`;
  const partyTable = rng.chance(0.5)
    ? `<table class="kt"><tbody><tr><td></td><td><b>Provider</b></td><td><b>Customer</b></td></tr><tr><td><b>Legal Name</b></td><td>${e(c.name1)}</td><td>${e(c.name2)}</td></tr><tr><td><b>Address</b></td><td>${e(addr(p1))}</td><td>${e(addr(p2))}</td></tr><tr><td><b>Contact</b></td><td>${e(personName(rng))}</td><td>${e(personName(rng))}</td></tr></tbody></table>`
    : `<table class="kt"><tbody>${row("Provider", c.name1)}${row("Provider Address", addr(p1))}${row("Customer", c.name2)}${row("Customer Address", addr(p2))}${row("Billing Contact", `${personName(rng)}, ${p2.email}`)}</tbody></table>`;
  const renews = terms.renewal === "auto" || terms.renewal === "evergreen" || terms.renewal === "indefinite";
  const renewal = renews
    ? rng.pick([
        `Auto-renews for successive ${en(terms.renewalTerm)} terms unless either party gives notice of non-renewal at least ${en(terms.nonRenewalNotice!)} before the end of the then-current term`,
        `Automatic renewal for ${en(terms.renewalTerm)}; non-renewal notice: ${en(terms.nonRenewalNotice!)} prior to the renewal date`,
      ])
    : terms.renewal === "none"
      ? "This Order Form does not renew automatically"
      : terms.renewal === "mutual"
        ? "By mutual written agreement"
        : "";
  const msaDate = englishDate(c.priorDay, c.us ? "month-d-y" : "d-month-y");
  const lawPhrase = c.law.truth ? `Laws of ${/^(State|Commonwealth)/.test(c.law.truth) ? "the " : ""}${c.law.truth}` : "";
  const rows = [
    row("Order Form No.", `Q-${rng.int(10000, 99999)}`),
    row(rng.pick(["Order Effective Date", "Effective Date"]), c.effText),
    row(rng.pick(["Subscription Term", "Initial Term"]), `${c.termText} from the Order Effective Date`),
    ...(renewal ? [row("Renewal", renewal)] : []),
    row("Billing Frequency", rng.pick(["Annually in advance", "Quarterly in advance"])),
    row("Payment Terms", rng.pick([`Net ${terms.payment.n}`, `${en(terms.payment)} from invoice date`])),
    row("Support Response", `${rng.pick([4, 8])} business hours`),
    ...(lawPhrase ? [row("Governing Law", lawPhrase)] : []),
  ];
  const clauses = [
    `This Order Form is entered into under, and governed by, the Master Subscription Agreement between the parties dated ${msaDate} (the "MSA"). Capitalized terms not defined here have the meanings given in the MSA.`,
    `Customer may increase the number of users at any time; added users are billed pro rata for the remainder of the Subscription Term.`,
    `Provider will give Customer at least ${en({ n: rng.pick([30, 60]), unit: "day" }, true)} notice of any change to the support policy.`,
    `Either party may terminate this Order Form if the other party materially breaches it and does not cure the breach within ${en(terms.cure)} after written notice.`,
    `Provider warrants that the subscription service will perform materially in accordance with its documentation for ${en(terms.warranty)}.`,
    `Fees are exclusive of taxes. Invoices unpaid for more than ${en({ n: rng.pick([15, 30]), unit: "day" })} past due may result in suspension of the service.`,
  ];
  const sign = (label: string, name: string) =>
    `<div><p><b>${e(label)}: ${e(name)}</b></p><p>Signature: ______________________</p><p>Name: ${e(personName(rng))}</p><p>Date: ${e(englishDate(c.signDay, c.us ? "month-d-y" : "d-month-y"))}</p></div>`;
  const html = [
    `<h1>ORDER FORM</h1>`,
    partyTable,
    `<h3>Commercial Terms</h3>`,
    `<table class="kt"><tbody>${rows.join("")}</tbody></table>`,
    `<h3>Additional Terms</h3>`,
    `<div style="column-count:2;column-gap:24px">${clauses.map((t, i) => para(`${i + 1}. ${t}`)).join("")}</div>`,
    `<div class="sig">${sign("Provider", c.name1)}${sign("Customer", c.name2)}</div>`,
  ].join("");
  return {
    html,
    // Every renewal prints as "Auto-renews" here, and no right to terminate for convenience is printed.
    truth: {
      ...(renews ? { auto_renews: true } : {}),
      termination_notice_days: renews && terms.nonRenewalNotice ? daysOf(terms.nonRenewalNotice) : null,
    },
    alternatives: {
      party_1: [...new Set([c.name2, p2.name, p2.short, p1.name, p1.short])].filter((x) => x !== c.name1),
      party_2: [...new Set([c.name1, p1.name, p1.short, p2.name, p2.short])].filter((x) => x !== c.name2),
    },
  };
}
