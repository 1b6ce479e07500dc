// Agreements filed as letters (endorsement, consulting, marketing and sponsorship letters): one
// party's letterhead, a date line, the addressee's block and "Re:" line, "Dear …:", terms written in
// the first and second person ("you may terminate this letter agreement upon sixty days' notice to
// us"), an effective date in the body that differs from the letter's date (which is then a decoy),
// a term running from the letter's date or the effective date, renewal automatic "unless either of
// us" gives notice, or only by mutual written agreement (not scored), an exclusivity period and a
// payment schedule as decoys, and the countersignature block "ACCEPTED AND AGREED".
import { escapeHtml as e, isoOf, laterDay } from "./formats";
import { personName } from "./names";
import { daysOf, englishDate, period, type Period } from "./contract-words";
import { para, type DraftContext, type Drafted } from "./contract-model";

const LETTERS = [
  ["Endorsement Agreement", "promote our products through your personal appearances and social media channels"],
  ["Consulting Agreement", "provide consulting services to us in connection with our product strategy"],
  ["Marketing Services Agreement", "market our services to your members and customers"],
  ["Sponsorship Agreement", "sponsor the events described in Schedule 1"],
] as const;

const en = (c: DraftContext, p: Period, possessive = false) => period(p, "en", c.form, { possessive });

export function letterAgreement(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const [subject, task] = rng.pick(LETTERS);
  // The letter is dated on signing; the agreement may take effect on a later first day of a month.
  const laterStart = rng.chance(0.4);
  const letterDay = laterStart ? laterDay(rng, terms.effective, -25, -3, "iso") : terms.effective;
  const letterDate = englishDate(letterDay, "month-d-y");
  const effText = englishDate(terms.effective, "month-d-y");
  const addressee = personName(rng);
  const salutation = `Dear ${rng.pick(["Mr.", "Ms."])} ${addressee.split(" ").slice(1).join(" ")}:`;
  const intro = rng.chance(0.5)
    ? `This letter agreement (this "Agreement") sets forth the terms and conditions upon which ${c.name2} ("you") will ${task} for ${c.name1} ("${c.p1.short}", "we" or "us").`
    : `This letter will confirm the agreement between ${c.name1} (the "Company", "we" or "us") and ${c.name2} ("you") under which you will ${task}.`;
  const start = laterStart ? `commence on ${effText} (the "Effective Date")` : `commence on the date of this letter`;
  const renewal = rng.weighted<"auto" | "mutual" | "silent">([
    ["auto", 3],
    ["mutual", 2],
    ["silent", 1],
  ]);
  const notice: Period = terms.nonRenewalNotice ?? { n: rng.pick([30, 60, 90]), unit: "day" };
  const renewalSentence =
    renewal === "auto"
      ? ` Thereafter, this Agreement will renew automatically for successive ${en(c, { n: 1, unit: "year" }).replace(/s$/, "")} periods unless either of us notifies the other in writing at least ${en(c, notice)} before the end of the then current period that it does not wish to renew.`
      : renewal === "mutual"
        ? ` This Agreement may be renewed for additional periods only by our mutual written agreement.`
        : "";
  const convenience: Period | null = renewal === "auto" ? null : rng.chance(0.5) ? { n: rng.pick([30, 60]), unit: "day" } : null;
  const exclusivity: Period = { n: rng.pick([6, 12]), unit: "month" };
  const paras = [
    `1. Term. The term of this Agreement will ${start} and will continue for ${c.termText}.${renewalSentence}`,
    `2. Compensation. We will pay you a fee of $${rng.pick(["5,000", "12,500", "25,000"])} per month, payable within ${en(c, terms.payment)} after receipt of your invoice. Expenses approved in advance will be reimbursed within ${en(c, { n: rng.pick([15, 45]), unit: "day" })}.`,
    `3. Exclusivity. During the term and for ${en(c, exclusivity)} thereafter, you will not ${task.replace(/\bour\b/, "any competitor's").replace(/\bus\b/, "any competitor")}.`,
    convenience
      ? `4. Termination. Either of us may terminate this Agreement at any time, for any reason, upon ${en(c, convenience, true)} written notice to the other. We may terminate this Agreement immediately if you breach it and fail to cure the breach within ${en(c, terms.cure)} after notice from us.`
      : `4. Termination. Either of us may terminate this Agreement if the other materially breaches it and fails to cure the breach within ${en(c, terms.cure)} after written notice.`,
    `5. Miscellaneous. ${c.law.sentence.replace(/^This Agreement/, "This letter agreement")} This letter agreement is our entire agreement on its subject and may be amended only in a writing signed by both of us.`,
  ];
  const letterhead = `<div style="text-align:center"><b>${e(c.name1)}</b><br>${e(c.p1.street)}<br>${e(c.p1.cityLine)}</div>`;
  const address = `<p>${e(addressee)}<br>${c.individual2 ? "" : `${e(c.name2)}<br>`}${e(c.p2.street)}<br>${e(c.p2.cityLine)}</p>`;
  const html = [
    letterhead,
    `<p style="text-align:right">${e(letterDate)}</p>`,
    address,
    `<p><b>Re: ${e(subject)}</b></p>`,
    para(salutation),
    para(intro),
    ...paras.map(para),
    para(
      `If the foregoing correctly sets forth our understanding, please sign and return a copy of this letter, whereupon it will become a binding agreement between us.`,
    ),
    `<p>Very truly yours,</p><p><b>${e(c.name1)}</b></p><p>By: ______________________<br>Name: ${e(personName(rng))}<br>Title: ${e(rng.pick(["Chief Executive Officer", "President", "Chief Marketing Officer"]))}</p>`,
    `<p>ACCEPTED AND AGREED:</p><p><b>${e(c.name2)}</b></p><p>By: ______________________</p>`,
  ].join("");
  const notices = renewal === "auto" ? daysOf(notice) : convenience ? daysOf(convenience) : null;
  return {
    html,
    truth: {
      effective_date: isoOf(terms.effective),
      auto_renews: renewal === "auto" ? true : null,
      termination_notice_days: notices,
    },
    // Renewal only by agreement is neither automatic nor excluded.
    unscored: renewal === "mutual" ? ["auto_renews"] : [],
    mustPrint: [laterStart ? effText : letterDate, c.termText],
  };
}
