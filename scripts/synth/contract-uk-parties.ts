// UK commercial drafting as a London or Edinburgh firm's precedent prints it: "This agreement is dated",
// a PARTIES section of numbered companies "incorporated and registered in Scotland with company number
// SC… whose registered office is at …", BACKGROUND recitals (one naming an earlier agreement's date),
// a Commencement Date and an Initial Period in the definitions, renewal "for successive periods of
// twelve months" unless "not less than three months' written notice" is given, or continuation until
// terminated, termination for convenience beside termination for breach (a remedy period), payment,
// warranty and survival periods, a notices clause that counts Business Days, and the law of Scotland,
// Northern Ireland or England and Wales with a jurisdiction clause that may name other courts.
import { escapeHtml as e, isoOf, type Day } from "./formats";
import { personName } from "./names";
import { englishDate, period, termAlternatives, type Period } from "./contract-words";
import { para, type DraftContext, type Drafted } from "./contract-model";

const SCOTS_CITIES = ["Edinburgh", "Glasgow", "Aberdeen", "Dundee"] as const;

const LAWS = [
  { law: "Scotland", alternatives: [] as string[], courts: "the Scottish courts", prefix: "SC" },
  { law: "Northern Ireland", alternatives: [] as string[], courts: "the courts of Northern Ireland", prefix: "NI" },
  { law: "England and Wales", alternatives: ["England"], courts: "the courts of England and Wales", prefix: "" },
] as const;

const words = (p: Period, possessive = false) => period(p, "en", "words", { possessive });

/** Notice as the truth counts it: days as printed, a month 30 days. */
const noticeDays = (p: Period) => p.n * (p.unit === "month" ? 30 : p.unit === "year" ? 365 : 1);

export function ukNumberedParties(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const law = rng.pick(LAWS);
  const home = (i: number) => (i === 0 || rng.chance(0.6) ? law : rng.pick(LAWS));
  const regs = [home(0), home(1)];
  // Scottish and Northern Irish company numbers carry their register's prefix: "SC123456", "NI654321".
  const number = (i: number) => `${regs[i]!.prefix}${rng.int(100000, 999999)}${regs[i]!.prefix ? "" : rng.int(10, 99)}`;
  const [supplier, customer] = rng.pick([
    ["Supplier", "Customer"],
    ["Provider", "Client"],
    ["Contractor", "Company"],
  ] as const);
  const dated: Day = c.signDay;
  const datedText = englishDate(dated, rng.pick(["d-month-y", "ordinal-month"] as const));
  // The Commencement Date is a date of its own, or the date the agreement is dated.
  const ownStart = rng.chance(0.65);
  const effective: Day = ownStart ? terms.effective : dated;
  const effText = ownStart ? c.effText : datedText;
  const endOnly = rng.chance(0.15);
  const label = rng.pick(["Initial Period", "Initial Period", "Initial Term", "Minimum Term"]);
  const scottish = law.law === "Scotland" && rng.chance(0.6);
  // Some precedents set the commercial terms out in a Key Details table on the front sheet.
  const keyDetails = rng.chance(0.35);
  const scotsLaw = scottish && rng.chance(0.4);
  const termText = c.termText;
  const endDay = englishDate({ ...effective, y: effective.y + 2 }, "d-month-y");
  const initial = endOnly
    ? `the period from the Commencement Date to and including ${endDay}.`
    : `the period of ${termText} beginning on the Commencement Date.`;
  const shape = rng.weighted<"renew" | "continue" | "expire" | "silent">([
    ["renew", 4],
    ["continue", 2],
    ["expire", 2],
    ["silent", 1],
  ]);
  const notice: Period = rng.chance(0.55) ? { n: rng.pick([1, 3, 6]), unit: "month" } : { n: rng.pick([30, 60, 90]), unit: "day" };
  const convenience: Period | null = rng.chance(shape === "renew" || shape === "continue" ? 0.5 : 0.6)
    ? rng.chance(0.5)
      ? { n: rng.pick([2, 3, 6]), unit: "month" }
      : { n: rng.pick([14, 28, 45]), unit: "day" }
    : null;
  const sameAsNotice = convenience !== null && noticeDays(convenience) === noticeDays(notice);
  const conv = sameAsNotice ? null : convenience;
  const remedy = rng.pick(["a period of 30 days", "20 Business Days", "a period of 14 days", "28 days"]);
  // The notice may be a defined term of its own: "Notice Period: three months".
  const defined = (shape === "renew" || shape === "continue") && rng.chance(0.3);
  const noticeWords = (lead: string) => (defined ? `written notice of ${lead} the Notice Period` : `${lead} ${words(notice, true)} written notice`);
  const duration =
    shape === "renew"
      ? `At the end of the ${label} this agreement shall automatically renew for successive periods of twelve months (each a "Renewal Period") unless either party gives the other ${noticeWords("not less than")} to terminate it at the end of the ${label} or the then current Renewal Period.`
      : shape === "continue"
        ? `This agreement shall continue after the ${label} unless and until terminated by either party giving to the other ${noticeWords("not less than")}, which notice shall not expire before the end of the ${label}.`
        : shape === "expire"
          ? `This agreement shall expire automatically at the end of the ${label} and shall not be renewed or extended except by written agreement signed by both parties.`
          : "";
  const person = () => personName(rng);
  const warranty = rng.pick(["90 days", "twelve months", "six months"]);
  const lawText = scotsLaw ? "Scots law" : `the law of ${law.law}`;
  const place = rng.pick(SCOTS_CITIES);
  const partyLine = (i: 0 | 1) => {
    const [name, p, role] = i === 0 ? [c.name1, c.p1, supplier] : [c.name2, c.p2, customer];
    return scottish
      ? `(${i === 0 ? "One" : "Two"}) ${name}, a company incorporated under the Companies Acts (registered number ${number(i)}) and having its registered office at ${p.street}, ${place} (the "${role}")${i === 0 ? ";" : ""}`
      : `(${i + 1}) ${name} incorporated and registered in ${regs[i]!.law} with company number ${number(i)} whose registered office is at ${p.street}, ${p.cityLine} (the "${role}")${i === 0 ? "; and" : "."}`;
  };
  const details: Array<[string, string]> = [
    ["Commencement Date", effText],
    [label, endOnly ? `until ${endDay}` : termText],
    ["Renewal", shape === "renew" ? "automatic, for periods of twelve months" : shape === "expire" ? "none" : "see clause 2"],
    ["Payment terms", `${terms.payment.n} days from the date of invoice`],
    ["Governing law", scotsLaw ? "Scots law" : law.law],
  ];
  const blocks = [
    ...(rng.chance(0.3)
      ? [`<div class="hdr">Precedent ref. ${rng.int(100, 999)}/${rng.int(10, 99)} — last revised ${e(englishDate(c.priorDay, "d-month-y"))}</div>`]
      : []),
    `<h1>${e(c.title.toUpperCase())}</h1>`,
    ...(keyDetails
      ? [`<h3>KEY DETAILS</h3><table class="kt">${details.map(([k, v]) => `<tr><td><b>${e(k)}</b></td><td>${e(v)}</td></tr>`).join("")}</table>`]
      : []),
    scottish ? para("BETWEEN") : para(`This agreement is dated ${datedText}.`),
    ...(scottish ? [] : [`<h3>PARTIES</h3>`]),
    para(partyLine(0)),
    ...(scottish ? [para("and")] : []),
    para(partyLine(1)),
    `<h3>${scottish ? "WHEREAS" : "BACKGROUND"}</h3>`,
    para(`(A) The ${supplier} carries on business as a provider of managed facilities and maintenance services.`),
    para(
      `(B) The parties entered into an agreement dated ${englishDate(c.priorDay, "d-month-y")} which expired in accordance with its terms, and the ${customer} wishes to obtain, and the ${supplier} wishes to provide, the Services on the terms of this agreement.`,
    ),
    `<h3>${scottish ? "NOW THEREFORE THE PARTIES AGREE AS FOLLOWS" : "AGREED TERMS"}</h3>`,
    `<h3>1. INTERPRETATION</h3>`,
    para("1.1 The definitions and rules of interpretation in this clause apply in this agreement."),
    para(
      `Business Day: a day other than a Saturday, Sunday or public holiday in ${law.law === "England and Wales" ? "England" : law.law} when banks are open for business.`,
    ),
    para(`Commencement Date: ${keyDetails ? "the date so described in the Key Details" : ownStart ? effText : "the date of this agreement"}.`),
    para(`${label}: ${keyDetails ? "the period so described in the Key Details, beginning on the Commencement Date" : initial}`),
    ...(defined ? [para(`Notice Period: ${words(notice)}.`)] : []),
    para(`Services: the services described in Schedule 1, as varied from time to time in accordance with clause 9.`),
    `<h3>2. COMMENCEMENT AND DURATION</h3>`,
    para(
      `2.1 This agreement shall take effect on the Commencement Date and shall continue for the ${label}, unless terminated earlier in accordance with clause 6.`,
    ),
    ...(duration ? [para(`2.2 ${duration}`)] : []),
    `<h3>3. CHARGES AND PAYMENT</h3>`,
    para(
      `3.1 The ${supplier} shall invoice the ${customer} monthly in arrears. The ${customer} shall pay each invoice within ${words(terms.payment)} of the date of the invoice.`,
    ),
    para(
      `3.2 If the ${customer} fails to pay any amount by the due date, the ${supplier} may suspend the Services on giving ${rng.pick(["seven days'", "14 days'", "five Business Days'"])} notice, and interest shall accrue at 4% a year above the Bank of England's base rate.`,
    ),
    para(
      `3.3 The ${supplier} may increase the charges with effect from each anniversary of the Commencement Date by giving the ${customer} not less than ${rng.pick(["60 days'", "one month's", "30 days'", "two months'"])} written notice.`,
    ),
    `<h3>4. WARRANTY</h3>`,
    para(
      `4.1 The ${supplier} warrants that the Services will be performed with reasonable skill and care, and shall re-perform any Services that do not comply with this clause if notified within ${warranty} of their performance.`,
    ),
    `<h3>5. CONFIDENTIALITY</h3>`,
    para(
      `5.1 Each party shall keep the other party's confidential information confidential during this agreement and for ${words(terms.survival)} after its termination.`,
    ),
    `<h3>6. TERMINATION</h3>`,
    ...(conv
      ? [
          para(
            `6.1 Termination for convenience. ${rng.chance(0.5) ? "Either party" : `The ${customer}`} may terminate this agreement for convenience at any time after the first anniversary of the Commencement Date by giving the other party not less than ${words(conv, true)} written notice.`,
          ),
        ]
      : []),
    para(
      `6.${conv ? 2 : 1} Termination for breach. Without affecting any other right or remedy available to it, either party may terminate this agreement with immediate effect by giving written notice to the other party if the other party commits a material breach of any term of this agreement and (if such breach is remediable) fails to remedy that breach within ${remedy} after being notified in writing to do so.`,
    ),
    para(
      `6.${conv ? 3 : 2} Either party may terminate this agreement with immediate effect if the other party suspends payment of its debts, enters administration or liquidation, or (being a company registered in ${law.law}) has a receiver appointed over any of its assets.`,
    ),
    para(`6.${conv ? 4 : 3} Clauses 5, 7 and 8 shall survive termination or expiry of this agreement.`),
    `<h3>7. NOTICES</h3>`,
    para(
      `7.1 Any notice given under this agreement shall be in writing and shall be delivered by hand or by pre-paid first-class post at the party's registered office. A notice sent by post shall be deemed received at 9.00 am on the second Business Day after posting.`,
    ),
    `<h3>8. GOVERNING LAW AND JURISDICTION</h3>`,
    para(
      `8.1 This agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter shall be governed by and construed in accordance with ${lawText}.`,
    ),
    para(
      `8.2 Each party irrevocably agrees that ${rng.chance(0.75) ? law.courts : rng.pick(LAWS).courts} shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this agreement.`,
    ),
    scottish
      ? para(
          `IN WITNESS WHEREOF these presents consisting of this and the preceding ${rng.int(3, 9)} pages are executed as follows: subscribed for and on behalf of ${c.name1} at ${place} on ${datedText} and for and on behalf of ${c.name2} at ${place} on ${englishDate(c.signDay, "d-month-y")}.`,
        )
      : para("This agreement has been entered into on the date stated at the beginning of it."),
    `<div class="sig"><div>Signed by ${e(person())}, director, for and on behalf of ${e(c.name1)}<br>.............................<br>Director</div><div>Signed by ${e(person())}, director, for and on behalf of ${e(c.name2)}<br>.............................<br>Director</div></div>`,
  ];
  const renews = shape === "renew" || shape === "continue";
  const noticeTruth = renews ? noticeDays(notice) : conv ? noticeDays(conv) : null;
  const unscored = [...(shape === "continue" ? ["auto_renews"] : []), ...(endOnly ? ["initial_term"] : []), ...(scotsLaw ? ["governing_law"] : [])];
  return {
    html: blocks.join(""),
    truth: {
      effective_date: isoOf(effective),
      initial_term: termText,
      auto_renews: shape === "renew" ? true : shape === "expire" ? false : null,
      termination_notice_days: noticeTruth,
      governing_law: law.law,
    },
    alternatives: { initial_term: termAlternatives(terms.term, termText), governing_law: [...law.alternatives] },
    unscored,
    mustPrint: [effText, ...(endOnly ? [] : [termText]), ...(scotsLaw ? [] : [law.law])],
  };
}
