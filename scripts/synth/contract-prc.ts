// Agreements between Chinese operating companies as US-listed groups file them (cooperation,
// technical service, exclusive consulting and equity option agreements), drafted the way those
// exhibits differ from American drafting: the parties set out as "Party A:" / "Party B:" blocks with
// an address and a legal representative, the date and place of signing in one sentence ("entered
// into by the following Parties on March 1, 2010 in Beijing, the People's Republic of China"),
// "PRC" defined in the preamble and named as the governing law ("the laws of the PRC", "the laws of
// the People's Republic of China", or Hong Kong's), arbitration in a city that is no governing law,
// a term that takes effect "upon execution" and lasts ten or twenty years, extended "upon Party A's
// written request" (at one party's option: not scored) or automatically unless Party A objects,
// Party A's right to terminate on notice while Party B may not terminate, quarterly fee settlement
// and review periods, and a business licence's own term as a decoy.
import { escapeHtml as e, isoOf, laterDay, type Day } from "./formats";
import { company, type Company } from "./names";
import { daysOf, englishDate, period, type Period } from "./contract-words";
import { para, runIn, type DraftContext, type Drafted } from "./contract-model";
import { paginate } from "./contract-pages";

const CITIES = ["Beijing", "Shanghai", "Shenzhen", "Guangzhou", "Hangzhou", "Harbin", "Chengdu", "Xi'an", "Dalian", "Nanjing"];
const KINDS = [
  ["Exclusive Business Support Agreement", "exclusive technical and business support services"],
  ["Technical Consulting and Service Agreement", "technical consulting and related services"],
  ["Exclusive Consulting Services Agreement", "management consulting services"],
  ["Operating Agreement", "guarantees and operational support"],
] as const;

/** A Chinese company as its English translation prints it: "Shenzhen Arvel Software Technology Co., Ltd.". */
function prcName(c: DraftContext, x: Company, city: string): string {
  const trade = c.rng.pick(["Technology", "Information Technology", "Network Technology", "Trading", "Culture Media", "Biotechnology"]);
  return c.rng.chance(0.8) ? `${city} ${x.short} ${trade} Co., Ltd.` : `${city} ${x.short} ${trade} Limited`;
}

/** A "Party A:" block: the name, then labelled address and legal representative lines. */
function partyBlock(c: DraftContext, label: string, name: string, city: string): string {
  const rep = c.rng.pick(["Legal Representative", "Authorized Representative", "Legal representative"]);
  const street = `${c.rng.pick(["Room", "Suite", "Floor"])} ${c.rng.int(2, 28)}${c.rng.pick(["01", "06", "12"])}, No. ${c.rng.int(1, 188)} ${c.rng.pick(["Zhongguancun Street", "Century Avenue", "Renmin Road", "Keji Road", "Jianguo Road"])}, ${c.rng.pick(["Haidian", "Pudong", "Nanshan", "Tianhe", "Xihu"])} District, ${city}`;
  const lines = [
    `<b>${e(label)}:</b> ${e(name)}`,
    `Address: ${e(street)}`,
    `${e(rep)}: ${e(c.rng.pick(["Wang", "Li", "Zhang", "Liu", "Chen", "Zhao"]))} ${e(c.rng.pick(["Wei", "Jun", "Hong", "Lei", "Ming", "Xin"]))}`,
  ];
  return `<p>${lines.join("<br>")}</p>`;
}

interface LawChoice {
  sentence: string;
  truth: string;
  alternatives: string[];
}

function lawChoice(c: DraftContext): LawChoice {
  const { rng } = c;
  const subject = rng.pick([
    "The execution, effectiveness, construction, performance, amendment and termination of this Agreement and the resolution of disputes hereunder shall be governed by",
    "The conclusion, validity, interpretation and performance of this Agreement and any dispute arising hereunder shall be governed by",
    "This Agreement shall be governed by and construed in accordance with",
  ]);
  return rng.pick<LawChoice>([
    { sentence: `${subject} the laws of the PRC.`, truth: "PRC", alternatives: ["People's Republic of China", "China"] },
    {
      sentence: `${subject} the laws of the People's Republic of China.`,
      truth: "People's Republic of China",
      alternatives: ["PRC", "China"],
    },
    {
      sentence: `${subject} the laws of Hong Kong.`,
      truth: "Hong Kong",
      alternatives: ["Hong Kong Special Administrative Region", "Hong Kong SAR"],
    },
  ]);
}

function arbitration(c: DraftContext, city: string): string {
  const body = c.rng.pick([
    `the China International Economic and Trade Arbitration Commission for arbitration in ${city}`,
    `the Shanghai International Arbitration Center`,
    `the Hong Kong International Arbitration Centre for arbitration in Hong Kong`,
  ]);
  return `In the event of any dispute with respect to the construction and performance of this Agreement, the Parties shall first resolve the dispute through friendly negotiations. In the event the Parties fail to reach an agreement on the dispute within ${period({ n: 30, unit: "day" }, "en", c.form)} after either Party's request to the other Party for resolution of the dispute through negotiations, either Party may submit the relevant dispute to ${body}, in accordance with its then effective arbitration rules. The arbitration award shall be final and binding on both Parties.`;
}

export function prcAgreement(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const [title, services] = rng.pick(KINDS);
  const cityA = rng.pick(CITIES);
  const cityB = rng.chance(0.6) ? cityA : rng.pick(CITIES);
  const nameA = prcName(c, c.p1, cityA);
  // Both parties are companies here, even where the drafting context drew a person for the second.
  const nameB = prcName(c, c.individual2 ? company(rng, "US") : c.p2, cityB);
  const signCity = rng.pick([cityA, cityB]);
  const dayText = englishDate(terms.effective, rng.pick(["month-d-y", "month-d-y", "d-month-y"] as const));
  const dating = rng.pick(["on-in", "in-on", "as-of"] as const);
  const opening =
    dating === "on-in"
      ? `This ${title} (this "Agreement") is made and entered into by and between the following Parties on ${dayText} in ${signCity}, the People's Republic of China ("China" or the "PRC").`
      : dating === "in-on"
        ? `This ${title} (this "Agreement") is entered into in ${signCity}, the People's Republic of China (the "PRC") on ${dayText} by and between:`
        : `This ${title} (this "Agreement") is dated as of ${dayText} and is entered into in ${signCity}, the People's Republic of China (the "PRC") by and between:`;
  const years = rng.pick([5, 10, 10, 20, 30]);
  const term: Period = { n: years, unit: "year" };
  const termText = period(term, "en", c.form);
  const renewal = rng.weighted<"auto" | "party-a" | "none">([
    ["auto", 2],
    ["party-a", 2],
    ["none", 1],
  ]);
  const notice: Period = { n: rng.pick([30, 60, 90]), unit: "day" };
  const extension = period({ n: rng.pick([1, 5, 10]), unit: "year" }, "en", c.form);
  const termSentence =
    renewal === "auto"
      ? `This Agreement shall take effect upon execution by the Parties and shall remain effective for a term of ${termText}. Upon expiration, this Agreement shall be automatically renewed for another ${extension} unless Party A notifies Party B in writing of its intention not to renew at least ${period(notice, "en", c.form)} prior to the expiration of the then current term.`
      : renewal === "party-a"
        ? `This Agreement shall become effective upon execution by the Parties, and unless terminated earlier in accordance with this Agreement, the term of this Agreement shall be ${termText}. The term of this Agreement may be extended upon Party A's written request given prior to its expiration, for such period as Party A shall determine, and Party B shall accept such extension unconditionally.`
        : `This Agreement shall come into force on the date first written above and shall remain in force for a period of ${termText}, upon the expiration of which it shall terminate unless the Parties agree otherwise in writing.`;
  // Party A's right to end the agreement at will: the convenience notice where nothing else is given.
  const convenience: Period | null = renewal === "auto" ? null : rng.chance(0.6) ? { n: rng.pick([30, 60]), unit: "day" } : null;
  const termination = [
    `During the term of this Agreement, Party B shall not terminate this Agreement in advance, unless Party A commits gross negligence or fraud against Party B.`,
    convenience
      ? `Notwithstanding the foregoing, Party A may terminate this Agreement at any time by giving ${period(convenience, "en", c.form, { possessive: true })} prior written notice to Party B.`
      : `Party A may terminate this Agreement with immediate effect if Party B breaches this Agreement and fails to cure such breach within ${period(terms.cure, "en", c.form)} of receiving written notice thereof.`,
  ];
  const law = lawChoice(c);
  const licence: Day = laterDay(rng, terms.effective, -3000, -400, "iso");
  const blocks = [
    `<h1>${e(title.toUpperCase())}</h1>`,
    para(opening),
    partyBlock(c, "Party A", nameA, cityA),
    partyBlock(c, "Party B", nameB, cityB),
    para(`Each of Party A and Party B shall be hereinafter referred to as a "Party" respectively, and collectively as the "Parties".`),
    para(
      `Whereas, Party B is a company established in the PRC with a business licence issued on ${englishDate(licence, "month-d-y")} and valid for ${period({ n: rng.pick([20, 30, 50]), unit: "year" }, "en", c.form)}, and Party A has the resources to provide ${services};`,
    ),
    para(`NOW, THEREFORE, through mutual discussion, the Parties have reached the following agreements:`),
    runIn(
      "1. Services.",
      `During the term of this Agreement, Party A agrees to provide Party B with ${services} as the exclusive services provider. The Parties shall review the scope of the services every ${period({ n: rng.pick([3, 6]), unit: "month" }, "en", c.form)}.`,
    ),
    runIn(
      "2. Service Fees.",
      `Party B shall pay Party A a service fee settled on a quarterly basis, within ${period(terms.payment, "en", c.form)} after the end of each calendar quarter, equal to the consolidated net income of Party B for such quarter.`,
    ),
    runIn("3. Effectiveness and Term.", termSentence),
    runIn("4. Termination.", termination.join(" ")),
    runIn("5. Governing Law.", law.sentence),
    runIn("6. Dispute Resolution.", arbitration(c, signCity)),
    para(
      `This Agreement is executed in ${rng.pick(["two", "four"])} originals in English and Chinese; each Party holds one original, and each original has the same legal effect.`,
    ),
    `<div class="sig"><div><p><b>Party A: ${e(nameA)}</b></p><p>(Seal)</p><p>By: ______________________</p></div><div><p><b>Party B: ${e(nameB)}</b></p><p>(Seal)</p><p>By: ______________________</p></div></div>`,
  ];
  const short = (name: string) => name.replace(/,?\s+(?:Co\.,\s+Ltd\.|Limited)$/, "");
  return {
    html: paginate(c, blocks),
    names: [nameA, nameB],
    truth: {
      party_1: nameA,
      party_2: nameB,
      effective_date: isoOf(terms.effective),
      initial_term: termText,
      auto_renews: renewal === "auto" ? true : null,
      termination_notice_days: renewal === "auto" ? daysOf(notice) : convenience ? daysOf(convenience) : null,
      governing_law: law.truth,
    },
    // An extension at one party's request, or by a later agreement, is neither automatic nor excluded: not scored.
    unscored: renewal === "auto" ? [] : ["auto_renews"],
    alternatives: {
      party_1: [short(nameA)],
      party_2: [short(nameB)],
      initial_term: [`${years} years`],
      governing_law: law.alternatives,
    },
    mustPrint: [dayText, termText],
  };
}
