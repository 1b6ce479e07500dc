// Two shapes no other family prints. Bilingual agreements set side by side in two columns (English
// beside German, French or Spanish, either language on the left), each clause in both languages, with
// a clause that the English version prevails: every value appears twice, the dates in two formats and
// the periods in two languages' words, and the parties and signature blocks are bilingual too. And
// agreements broken by the page as filed copies are: the text set in lines of their own, running
// headers and footers ("Confidential", "Page 3 of 12", a document reference, a confidential-treatment
// legend) landing in the middle of the sentence that carries the term or the notice, words hyphenated
// across lines, footnotes at the page foot and, in some, numbers down the margin.
// Truth is what a careful reader takes: the English (prevailing) wording, which the other agrees with.
import { escapeHtml as e, formatDate, MONTHS, type Day } from "./formats";
import { company, personName, sharesWord, type Company } from "./names";
import type { Rng } from "./random";
import { frenchDate, germanDate, period, spanishDate, termAlternatives, type Period } from "./contract-words";
import type { DraftContext, Drafted } from "./contract-model";

type Other = "de" | "fr" | "es";

/** What the second language needs: its name in both languages, its dates, and its drafting words. */
interface Second {
  lang: Other;
  /** "German" and "Deutsch": the column heads and the prevailing clause. */
  english: string;
  native: string;
  date: (rng: Rng, day: Day) => string;
}

const SECONDS: Record<Other, Second> = {
  de: { lang: "de", english: "German", native: "Deutsch", date: germanDate },
  fr: { lang: "fr", english: "French", native: "Français", date: frenchDate },
  es: { lang: "es", english: "Spanish", native: "Español", date: spanishDate },
};

const TITLES: Record<Other, ReadonlyArray<[string, string]>> = {
  de: [
    ["Services Agreement", "Dienstleistungsvertrag"],
    ["Distribution Agreement", "Vertriebsvertrag"],
    ["Software License Agreement", "Softwarelizenzvertrag"],
  ],
  fr: [
    ["Services Agreement", "Contrat de prestation de services"],
    ["Distribution Agreement", "Contrat de distribution"],
    ["Software License Agreement", "Contrat de licence de logiciel"],
  ],
  es: [
    ["Services Agreement", "Contrato de Prestación de Servicios"],
    ["Distribution Agreement", "Contrato de Distribución"],
    ["Software License Agreement", "Contrato de Licencia de Software"],
  ],
};

const ROLES: Record<Other, ReadonlyArray<[[string, string], [string, string]]>> = {
  de: [
    [
      ["Provider", "Anbieter"],
      ["Customer", "Kunde"],
    ],
    [
      ["Supplier", "Lieferant"],
      ["Distributor", "Vertriebspartner"],
    ],
    [
      ["Licensor", "Lizenzgeber"],
      ["Licensee", "Lizenznehmer"],
    ],
  ],
  fr: [
    [
      ["Provider", "Prestataire"],
      ["Client", "Client"],
    ],
    [
      ["Supplier", "Fournisseur"],
      ["Distributor", "Distributeur"],
    ],
    [
      ["Licensor", "Concédant"],
      ["Licensee", "Licencié"],
    ],
  ],
  es: [
    [
      ["Provider", "Proveedor"],
      ["Client", "Cliente"],
    ],
    [
      ["Supplier", "Proveedor"],
      ["Distributor", "Distribuidor"],
    ],
    [
      ["Licensor", "Licenciante"],
      ["Licensee", "Licenciatario"],
    ],
  ],
};

const SIGNER_TITLES: Record<Other, readonly string[]> = {
  de: ["Managing Director / Geschäftsführer", "Authorised Signatory / Prokurist"],
  fr: ["Chief Executive Officer / Président", "Managing Director / Directeur Général"],
  es: ["Director / Administrador", "Authorised Signatory / Apoderado"],
};

/** The law clause of a bilingual agreement: the foreign party's country, or the English party's. */
interface BiLaw {
  truth: string;
  alternatives: string[];
  en: string;
  other: string;
}

function biLaw(rng: Rng, lang: Other, p1: Company): BiLaw {
  const own = rng.chance(0.6);
  if (own && lang === "de")
    return {
      truth: "Federal Republic of Germany",
      alternatives: ["Germany", "Bundesrepublik Deutschland", "Deutschland"],
      en: "This Agreement shall be governed by the laws of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods.",
      other: "Dieser Vertrag unterliegt dem Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.",
    };
  if (own && lang === "fr")
    return {
      truth: "France",
      alternatives: ["French Republic", "République française"],
      en: "This Agreement shall be governed by and construed in accordance with the laws of France.",
      other: "Le présent contrat est régi par et interprété conformément aux lois de la France.",
    };
  if (own)
    return {
      truth: "Kingdom of Spain",
      alternatives: ["Spain", "Reino de España", "España"],
      en: "This Agreement shall be governed by and construed in accordance with the laws of the Kingdom of Spain.",
      other: "El presente Contrato se regirá e interpretará de conformidad con las leyes del Reino de España.",
    };
  if (p1.country === "US") {
    const [full, short] = rng.pick([
      ["State of New York", "New York"],
      ["State of Delaware", "Delaware"],
      ["State of California", "California"],
    ] as const);
    const native = { de: `des Staates ${short}`, fr: `de l'État de ${short}`, es: `del Estado de ${short}` }[lang];
    return {
      truth: full,
      alternatives: [short],
      en: `This Agreement shall be governed by and construed in accordance with the laws of the ${full}, without regard to its conflict of laws principles.`,
      other: {
        de: `Dieser Vertrag unterliegt dem Recht ${native} unter Ausschluss seiner Kollisionsnormen.`,
        fr: `Le présent contrat est régi par les lois ${native}, sans égard à ses règles de conflit de lois.`,
        es: `El presente Contrato se regirá por las leyes ${native}, con exclusión de sus normas de conflicto.`,
      }[lang],
    };
  }
  return {
    truth: "England and Wales",
    alternatives: ["England"],
    en: "This Agreement shall be governed by and construed in accordance with the laws of England and Wales.",
    other: {
      de: "Dieser Vertrag unterliegt dem Recht von England und Wales.",
      fr: "Le présent contrat est régi par le droit de l'Angleterre et du Pays de Galles.",
      es: "El presente Contrato se regirá por las leyes de Inglaterra y Gales.",
    }[lang],
  };
}

/** A period in the second language: "drei (3) Monaten", "trois (3) mois", "tres (3) meses". */
const otherPeriod = (p: Period, c: DraftContext, lang: Other) => period(p, lang, c.form, { dative: lang === "de" });

/** The term and renewal clause in both languages, as the terms drew them. */
function termClause(c: DraftContext, lang: Other, otherTerm: string): [string, string] {
  const { terms } = c;
  const en = period(terms.renewalTerm, "en", c.form);
  const renewOther = otherPeriod(terms.renewalTerm, c, lang);
  const noticeEn = terms.nonRenewalNotice && period(terms.nonRenewalNotice, "en", c.form);
  const noticeOther = terms.nonRenewalNotice && otherPeriod(terms.nonRenewalNotice, c, lang);
  const startEn = `This Agreement shall commence on the Effective Date and shall continue for an initial term of ${c.termText} (the "Initial Term").`;
  const startOther = {
    de: `Dieser Vertrag beginnt mit dem Datum des Inkrafttretens und läuft zunächst für eine Laufzeit von ${otherTerm} (die „Erstlaufzeit").`,
    fr: `Le présent contrat prend effet à la Date d'Entrée en Vigueur pour une durée initiale de ${otherTerm} (la « Durée Initiale »).`,
    es: `El presente Contrato entrará en vigor en la Fecha de Entrada en Vigor y tendrá una duración inicial de ${otherTerm} (el «Plazo Inicial»).`,
  }[lang];
  const renewal: Record<string, [string, string]> = {
    auto: [
      `Thereafter, this Agreement shall automatically renew for successive periods of ${en} each unless either Party gives the other written notice of non-renewal at least ${noticeEn} before the end of the then-current term.`,
      {
        de: `Danach verlängert sich der Vertrag automatisch um jeweils ${renewOther}, sofern nicht eine Partei der anderen mindestens ${noticeOther} vor Ablauf der jeweiligen Laufzeit schriftlich mitteilt, dass sie den Vertrag nicht verlängern will.`,
        fr: `Il sera ensuite renouvelé automatiquement par périodes successives de ${renewOther}, sauf notification écrite de non-renouvellement adressée par l'une des Parties au moins ${noticeOther} avant la fin de la période en cours.`,
        es: `Posteriormente, el Contrato se renovará automáticamente por períodos sucesivos de ${renewOther}, salvo que cualquiera de las Partes notifique por escrito a la otra su voluntad de no renovarlo con al menos ${noticeOther} de antelación al final del período en curso.`,
      }[lang],
    ],
    evergreen: [
      `Thereafter, this Agreement shall continue from year to year until terminated by either Party upon ${noticeEn} prior written notice.`,
      {
        de: `Danach läuft der Vertrag auf unbestimmte Zeit weiter und kann von jeder Partei mit einer Frist von ${noticeOther} schriftlich gekündigt werden.`,
        fr: `Il se poursuivra ensuite d'année en année jusqu'à sa résiliation par l'une des Parties moyennant un préavis écrit de ${noticeOther}.`,
        es: `Posteriormente, continuará de año en año hasta que cualquiera de las Partes lo resuelva con un preaviso por escrito de ${noticeOther}.`,
      }[lang],
    ],
    none: [
      "This Agreement shall expire at the end of the Initial Term and shall not renew automatically; any extension requires a written agreement signed by both Parties.",
      {
        de: "Der Vertrag endet mit Ablauf der Erstlaufzeit und verlängert sich nicht automatisch; jede Verlängerung bedarf einer schriftlichen Vereinbarung beider Parteien.",
        fr: "Le contrat expirera à la fin de la Durée Initiale et ne sera pas renouvelé tacitement ; toute prolongation requiert un accord écrit signé par les deux Parties.",
        es: "El Contrato vencerá al final del Plazo Inicial y no se renovará automáticamente; cualquier prórroga requerirá un acuerdo escrito firmado por ambas Partes.",
      }[lang],
    ],
    mutual: [
      `The Parties may agree in writing to extend this Agreement for a further period of ${en}.`,
      {
        de: `Die Parteien können schriftlich eine Verlängerung um ${renewOther} vereinbaren.`,
        fr: `Les Parties peuvent convenir par écrit de prolonger le contrat pour une nouvelle période de ${renewOther}.`,
        es: `Las Partes podrán acordar por escrito prorrogar el Contrato por un nuevo período de ${renewOther}.`,
      }[lang],
    ],
    silent: ["", ""],
  };
  const [renewEn, renewNative] = renewal[terms.renewal === "indefinite" ? "evergreen" : terms.renewal]!;
  return [`${startEn} ${renewEn}`.trim(), `${startOther} ${renewNative}`.trim()];
}

/** Both columns of a bilingual agreement, clause by clause, with the truth it settles. */
export function bilingualAgreement(c: DraftContext, lang: Other): Drafted {
  const { rng, terms } = c;
  const second = SECONDS[lang];
  const foreign: Company = (() => {
    let x = company(rng, lang === "de" ? rng.pick(["DE", "DE", "AT"] as const) : lang === "fr" ? "FR" : "ES");
    while (sharesWord(x, c.p1)) x = company(rng, lang === "de" ? "DE" : lang === "fr" ? "FR" : "ES");
    return x;
  })();
  // The English party first or the foreign one: the order the preamble names them in is the truth's.
  const englishFirst = rng.chance(0.6);
  const [a, b] = englishFirst ? [c.p1, foreign] : [foreign, c.p1];
  const [title, titleOther] = rng.pick(TITLES[lang]);
  const [[r1, r1o], [r2, r2o]] = rng.pick(ROLES[lang]);
  const effOther = second.date(rng, terms.effective);
  const termOther = otherPeriod(terms.term, c, lang);
  const law = biLaw(rng, lang, c.p1);
  const cureEn = period(terms.cure, "en", c.form);
  const cureOther = otherPeriod(terms.cure, c, lang);
  const payEn = period(terms.payment, "en", c.form);
  const payOther = otherPeriod(terms.payment, c, lang);
  const survEn = period(terms.survival, "en", c.form);
  const survOther = otherPeriod(terms.survival, c, lang);
  const conv = terms.convenience;
  const convEn = conv
    ? ` Either Party may terminate this Agreement for convenience upon ${period(conv, "en", c.form)} prior written notice to the other Party.`
    : "";
  const convOther = conv
    ? {
        de: ` Jede Partei kann diesen Vertrag mit einer Frist von ${otherPeriod(conv, c, lang)} ordentlich schriftlich kündigen.`,
        fr: ` Chaque Partie peut résilier le contrat pour convenance moyennant un préavis écrit de ${otherPeriod(conv, c, lang)}.`,
        es: ` Cualquiera de las Partes podrá resolver el Contrato por conveniencia mediante preaviso escrito de ${otherPeriod(conv, c, lang)}.`,
      }[lang]
    : "";
  const addr = (x: Company) => `${x.street}, ${x.cityLine}`;
  const signDay = c.signDay;
  const clauses: Array<[string, string, string, string]> = [
    [
      "Parties",
      { de: "Parteien", fr: "Parties", es: "Partes" }[lang],
      `This ${title} (the "Agreement") is entered into as of ${c.effText} (the "Effective Date") by and between ${a.name}, having its registered office at ${addr(a)} (the "${r1}"), and ${b.name}, having its registered office at ${addr(b)} (the "${r2}").`,
      {
        de: `Dieser ${titleOther} (der „Vertrag") wird mit Wirkung zum ${effOther} (das „Datum des Inkrafttretens") geschlossen zwischen ${a.name}, mit Sitz in ${addr(a)} (der „${r1o}"), und ${b.name}, mit Sitz in ${addr(b)} (der „${r2o}").`,
        fr: `Le présent ${titleOther} (le « Contrat ») est conclu à compter du ${effOther} (la « Date d'Entrée en Vigueur ») entre ${a.name}, dont le siège social est situé ${addr(a)} (le « ${r1o} »), et ${b.name}, dont le siège social est situé ${addr(b)} (le « ${r2o} »).`,
        es: `El presente ${titleOther} (el «Contrato») se celebra con fecha ${effOther} (la «Fecha de Entrada en Vigor») entre ${a.name}, con domicilio social en ${addr(a)} (el «${r1o}»), y ${b.name}, con domicilio social en ${addr(b)} (el «${r2o}»).`,
      }[lang],
    ],
    [
      "1. Subject Matter",
      { de: "1. Vertragsgegenstand", fr: "1. Objet", es: "1. Objeto" }[lang],
      `The ${r1} shall provide to the ${r2} the products and services described in Schedule 1 in accordance with this Agreement.`,
      {
        de: `Der ${r1o} erbringt gegenüber dem ${r2o} die in Anlage 1 beschriebenen Produkte und Leistungen nach Maßgabe dieses Vertrages.`,
        fr: `Le ${r1o} fournit au ${r2o} les produits et services décrits à l'Annexe 1 conformément au présent Contrat.`,
        es: `El ${r1o} suministrará al ${r2o} los productos y servicios descritos en el Anexo 1 de conformidad con el presente Contrato.`,
      }[lang],
    ],
    [
      "2. Payment",
      { de: "2. Zahlung", fr: "2. Paiement", es: "2. Pago" }[lang],
      `Invoices are payable within ${payEn} of the invoice date without deduction.`,
      {
        de: `Rechnungen sind innerhalb von ${payOther} nach Rechnungsdatum ohne Abzug zahlbar.`,
        fr: `Les factures sont payables dans un délai de ${payOther} à compter de leur date, sans escompte.`,
        es: `Las facturas se abonarán en el plazo de ${payOther} desde la fecha de factura, sin deducción alguna.`,
      }[lang],
    ],
    [
      "3. Term and Renewal",
      { de: "3. Laufzeit und Verlängerung", fr: "3. Durée et renouvellement", es: "3. Duración y renovación" }[lang],
      ...termClause(c, lang, termOther),
    ],
    [
      "4. Termination",
      { de: "4. Kündigung", fr: "4. Résiliation", es: "4. Resolución" }[lang],
      `Either Party may terminate this Agreement for cause if the other Party commits a material breach and fails to remedy it within ${cureEn} of written notice.${convEn}`,
      {
        de: `Jede Partei kann diesen Vertrag aus wichtigem Grund kündigen, wenn die andere Partei eine wesentliche Pflicht verletzt und die Verletzung nicht innerhalb von ${cureOther} nach schriftlicher Abmahnung beseitigt.${convOther}`,
        fr: `Chaque Partie peut résilier le Contrat pour manquement grave de l'autre Partie auquel il n'a pas été remédié dans un délai de ${cureOther} suivant une mise en demeure écrite.${convOther}`,
        es: `Cualquiera de las Partes podrá resolver el Contrato por incumplimiento grave de la otra Parte que no haya sido subsanado en el plazo de ${cureOther} desde su notificación por escrito.${convOther}`,
      }[lang],
    ],
    [
      "5. Confidentiality",
      { de: "5. Vertraulichkeit", fr: "5. Confidentialité", es: "5. Confidencialidad" }[lang],
      `The obligations of confidentiality shall survive for ${survEn} after the termination of this Agreement.`,
      {
        de: `Die Pflicht zur Vertraulichkeit besteht für ${survOther} nach Beendigung dieses Vertrages fort.`,
        fr: `Les obligations de confidentialité subsistent pendant ${survOther} après la fin du Contrat.`,
        es: `Las obligaciones de confidencialidad subsistirán durante ${survOther} tras la terminación del Contrato.`,
      }[lang],
    ],
    ["6. Governing Law", { de: "6. Anwendbares Recht", fr: "6. Droit applicable", es: "6. Ley aplicable" }[lang], law.en, law.other],
    [
      "7. Language",
      { de: "7. Sprache", fr: "7. Langue", es: "7. Idioma" }[lang],
      `This Agreement is executed in the English and ${second.english} languages. In the event of any conflict or inconsistency between the two versions, the English version shall prevail.`,
      {
        de: "Dieser Vertrag wird in englischer und deutscher Sprache ausgefertigt. Im Falle von Widersprüchen zwischen beiden Fassungen ist die englische Fassung maßgeblich.",
        fr: "Le présent Contrat est établi en langues anglaise et française. En cas de contradiction entre les deux versions, la version anglaise prévaudra.",
        es: "El presente Contrato se otorga en lengua inglesa y española. En caso de discrepancia entre ambas versiones, prevalecerá la versión inglesa.",
      }[lang],
    ],
  ];
  const englishLeft = rng.chance(0.6);
  const cell = (head: string, text: string) => `<td><b>${e(head)}</b><br>${e(text)}</td>`;
  const row = ([hEn, hOther, en, other]: [string, string, string, string]) =>
    `<tr>${englishLeft ? cell(hEn, en) + cell(hOther, other) : cell(hOther, other) + cell(hEn, en)}</tr>`;
  const heads = englishLeft ? ["English", second.native] : [second.native, "English"];
  const signDate = (x: Company) => `${x.city}, ${formatDate(signDay, "d-month-y", "en")} / ${second.date(rng, signDay)}`;
  const signer = (x: Company, role: string, roleOther: string) =>
    `<div><p>${e(signDate(x))}</p><p>For and on behalf of / ${e({ de: "Für", fr: "Pour", es: "Por" }[lang])}</p><p><b>${e(x.name)}</b> (${e(englishLeft ? `${role} / ${roleOther}` : `${roleOther} / ${role}`)})</p><p>______________________</p><p>${e(`${personName(rng)}, ${rng.pick(SIGNER_TITLES[lang])}`)}</p></div>`;
  const html = [
    `<style>.ct table.bi { width: 100%; border-collapse: collapse; table-layout: fixed; } .ct table.bi td { vertical-align: top; padding: 4px 8px; width: 50%; font-size: 9.5pt; } .ct table.bi tr td:first-child { border-right: 1px solid #999; } .ct table.bi th { text-align: left; padding: 4px 8px; border-bottom: 1px solid #999; }</style>`,
    `<h1>${e(englishLeft ? `${title} / ${titleOther}` : `${titleOther} / ${title}`)}</h1>`,
    `<table class="bi"><tr><th>${e(heads[0]!)}</th><th>${e(heads[1]!)}</th></tr>${clauses.map(row).join("")}</table>`,
    `<div class="sig">${signer(a, r1, r1o)}${signer(b, r2, r2o)}</div>`,
  ].join("");
  return {
    html,
    names: [a.name, b.name],
    truth: {
      party_1: a.name,
      party_2: b.name,
      governing_law: law.truth,
    },
    alternatives: {
      party_1: [a.short],
      party_2: [b.short],
      initial_term: [...termAlternatives(terms.term, c.termText), termOther],
      governing_law: law.alternatives,
    },
    mustPrint: [c.effText, c.termText, effOther, termOther],
  };
}

// ——— Agreements broken by the page ———

/** A run the line breaker never splits: a value a reader takes whole (names, dates, periods, the law). */
type Piece = { text: string; keep: boolean };

const LINE = 84;

/** Lines of at most LINE characters; a long word may be hyphenated across lines, a kept run never. */
function breakLines(rng: Rng, pieces: Piece[], hyphenate: number): string[] {
  const words: Array<{ w: string; keep: boolean }> = [];
  for (const p of pieces) {
    if (p.keep) words.push({ w: p.text.trim(), keep: true });
    else
      for (const w of p.text.split(/\s+/).filter(Boolean)) {
        // Punctuation after a kept run ("Acme, Inc., a corporation") stays on its word.
        const previous = words[words.length - 1];
        if (previous && /^[,.;:)]/.test(w)) previous.w += w;
        else words.push({ w, keep: false });
      }
  }
  const lines: string[] = [];
  let line = "";
  for (const { w, keep } of words) {
    const sep = line ? " " : "";
    if (line.length + sep.length + w.length <= LINE) {
      line += sep + w;
      continue;
    }
    const room = LINE - line.length - sep.length - 1;
    // A plain word of letters that does not fit is split as a typesetter hyphenates: three letters at least each side.
    if (!keep && /^\p{Ll}{8,}[,.;]?$/u.test(w) && room >= 3 && rng.chance(hyphenate)) {
      const cut = Math.min(room, w.replace(/[,.;]$/, "").length - 3);
      if (cut >= 3) {
        lines.push(`${line}${sep}${w.slice(0, cut)}-`);
        line = w.slice(cut);
        continue;
      }
    }
    lines.push(line);
    line = w;
  }
  if (line) lines.push(line);
  return lines;
}

interface Paragraph {
  lines: string[];
  /** A sentence of this paragraph the page should break in (the term or the notice). */
  breakIn?: boolean;
  heading?: boolean;
}

/** "the 3rd day of March, 2021" in the short form a footnote cites a prior agreement by. */
const footDate = (day: Day) => `${MONTHS.en[day.m - 1]} ${day.d}, ${day.y}`;

export function pageBrokenAgreement(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const kept = (text: string): Piece => ({ text, keep: true });
  const free = (text: string): Piece => ({ text, keep: false });
  const [r1, r2] = c.roles;
  const renewEn = period(terms.renewalTerm, "en", c.form);
  const notice = terms.nonRenewalNotice && period(terms.nonRenewalNotice, "en", c.form);
  const hyphenate = rng.pick([0.5, 0.8, 1]);
  const renewal: Piece[] =
    terms.renewal === "auto"
      ? [
          free("Upon expiration of the Initial Term, this Agreement shall automatically renew for successive renewal terms of"),
          kept(renewEn),
          free("each, unless either Party notifies the other Party in writing of its intention not to renew at least"),
          kept(notice!),
          free("prior to the expiration of the then-current term."),
        ]
      : terms.renewal === "evergreen" || terms.renewal === "indefinite"
        ? [
            free("Thereafter, this Agreement shall continue in effect from year to year until terminated by either Party upon not less than"),
            kept(notice!),
            free("prior written notice to the other Party."),
          ]
        : terms.renewal === "none"
          ? [
              free(
                "This Agreement shall not renew automatically upon the expiration of the Initial Term, and any extension shall require a written amendment signed by both Parties.",
              ),
            ]
          : terms.renewal === "mutual"
            ? [free("The Parties may, by mutual written agreement, extend this Agreement for an additional period of"), kept(renewEn), free(".")]
            : [];
  const marker = (n: number) => `[[fn${n}]]`;
  const footnotes = [
    `Capitalised terms not defined herein have the meanings given in the Master Agreement between the Parties dated ${footDate(c.priorDay)}.`,
    `"Business Day" means any day other than a Saturday, Sunday or public holiday in the place of receipt of a notice.`,
    `Amounts payable under this Section are subject to the payment terms of ${period(terms.payment, "en", "digits")} set out in Schedule 2.`,
  ];
  const paragraphs: Paragraph[] = [];
  const add = (pieces: Piece[], options: Omit<Paragraph, "lines"> = {}) =>
    paragraphs.push({ lines: breakLines(rng, pieces, options.heading ? 0 : hyphenate), ...options });
  const heading = (text: string) => add([free(text)], { heading: true });
  heading(c.title.toUpperCase());
  add([
    free(`This ${c.title} (this "Agreement") is entered into as of`),
    kept(c.effText),
    free(`(the "Effective Date")${marker(1)} by and between`),
    kept(c.name1),
    free(`, a corporation having its principal place of business at ${c.p1.street}, ${c.p1.cityLine} ("${r1}"), and`),
    kept(c.name2),
    free(`, having its principal place of business at ${c.p2.street}, ${c.p2.cityLine} ("${r2}").`),
  ]);
  heading("1. SERVICES");
  add([
    free(
      `1.1 ${r1} shall perform the services described in each statement of work executed by the Parties (the "Services") in a professional and workmanlike manner, in accordance with generally accepted industry standards and the service levels set out in Schedule 1. ${r2} shall provide ${r1} with such information, cooperation and access to its premises as ${r1} reasonably requires.`,
    ),
  ]);
  add([
    free(
      `1.2 Each statement of work shall describe the deliverables, the milestones and the fees applicable to it. In the event of any inconsistency between a statement of work and this Agreement, this Agreement shall govern unless the statement of work expressly provides otherwise.`,
    ),
  ]);
  heading("2. FEES AND PAYMENT");
  add([
    free(`2.1 ${r2} shall pay the fees set out in Schedule 2.${marker(3)} Undisputed invoices are payable within`),
    kept(period(terms.payment, "en", c.form)),
    free(
      `of the date of invoice. Late payments shall bear interest at the lesser of one percent per month and the maximum rate permitted by applicable law, calculated from the due date until the date of payment.`,
    ),
  ]);
  heading("3. TERM AND TERMINATION");
  add(
    [
      free(
        `3.1 The term of this Agreement shall commence on the Effective Date and, unless earlier terminated in accordance with its provisions, shall continue for an initial period of`,
      ),
      kept(c.termText),
      free(`(the "Initial Term").`),
      ...renewal,
    ],
    { breakIn: true },
  );
  add(
    [
      free(
        `3.2 Either Party may terminate this Agreement by written notice if the other Party materially breaches this Agreement and fails to cure such breach within`,
      ),
      kept(period(terms.cure, "en", c.form)),
      free(`after receipt of written notice${marker(2)} describing the breach in reasonable detail.`),
      ...(terms.convenience
        ? [
            free("In addition, either Party may terminate this Agreement for convenience at any time upon"),
            kept(period(terms.convenience, "en", c.form, { possessive: true })),
            free("prior written notice to the other Party."),
          ]
        : []),
    ],
    { breakIn: terms.convenience !== null },
  );
  add([
    free(
      `3.3 Upon termination or expiration of this Agreement, each Party shall return or destroy the confidential information of the other Party, and ${r2} shall pay all fees for Services performed up to the effective date of termination.`,
    ),
  ]);
  heading("4. CONFIDENTIALITY");
  add([
    free(
      `4.1 Each Party shall hold the confidential information of the other Party in strict confidence and shall not disclose it to any third party except to its employees and advisers who need to know it for the purposes of this Agreement. The obligations in this Section 4 shall survive for`,
    ),
    kept(period(terms.survival, "en", c.form)),
    free("following the termination or expiration of this Agreement."),
  ]);
  heading("5. WARRANTIES AND LIABILITY");
  add([
    free(`5.1 ${r1} warrants that the Services will conform to the applicable statement of work for a period of`),
    kept(period(terms.warranty, "en", c.form)),
    free(
      `after acceptance. Except for breaches of confidentiality and indemnification obligations, neither Party shall be liable for any indirect, incidental or consequential damages, and each Party's aggregate liability shall not exceed the fees paid in the twelve months preceding the claim.`,
    ),
  ]);
  heading("6. GENERAL");
  // The jurisdiction is read whole; the rest of the law sentence breaks and hyphenates as any other.
  const [beforeLaw, afterLaw] = c.law.truth ? c.law.sentence.split(c.law.truth) : [c.law.sentence, ""];
  add([
    free(`6.1 ${beforeLaw}`),
    ...(c.law.truth ? [kept(c.law.truth), free(afterLaw!)] : []),
    free("Each Party submits to the exclusive jurisdiction of the courts sitting in the place of the governing law."),
  ]);
  add([
    free(
      `6.2 This Agreement constitutes the entire agreement between the Parties with respect to its subject matter and supersedes all prior agreements and understandings, whether written or oral. No amendment shall be effective unless in writing and signed by both Parties.`,
    ),
  ]);
  add([free("IN WITNESS WHEREOF, the Parties have executed this Agreement as of the Effective Date.")]);

  // Pages of 38 to 48 lines; where a term or notice sentence is due, the page ends two lines into it.
  const perPage = rng.int(38, 48);
  type Line = { text: string; heading: boolean };
  const pages: Line[][] = [[]];
  for (const p of paragraphs) {
    const cut = p.breakIn && p.lines.length >= 3 ? Math.min(2, p.lines.length - 1) : -1;
    p.lines.forEach((text, i) => {
      let page = pages[pages.length - 1]!;
      if (page.length >= perPage || (i === cut && page.length >= 8)) pages.push((page = []));
      page.push({ text, heading: !!p.heading });
    });
    pages[pages.length - 1]!.push({ text: "", heading: false });
  }
  const total = pages.length + 1;
  const confidential = rng.pick(["Confidential", "CONFIDENTIAL", "Strictly Confidential"]);
  const reference = rng.pick([
    `#${rng.int(4000, 9999)}-${rng.int(1000, 9999)}-${rng.int(1000, 9999)} v.${rng.int(1, 9)}`,
    `US-DOCS\\${rng.int(100000000, 999999999)}.${rng.int(1, 9)}`,
    `LON${rng.int(10000000, 99999999)}/${rng.int(1, 30)}`,
    `Doc Ref: ${c.p1.short.slice(0, 3).toUpperCase()}/${rng.int(100, 999)}/${rng.int(1000, 9999)}`,
  ]);
  const legend = c.us && rng.chance(0.6) ? "CONFIDENTIAL TREATMENT REQUESTED" : "";
  const numbered = rng.pick<"every" | "fifth" | "none">(["every", "fifth", "none"]);
  const numbering = rng.pick(["of", "dashed", "bare"] as const);
  const pageNo = (i: number) => (numbering === "of" ? `Page ${i} of ${total}` : numbering === "dashed" ? `- ${i} -` : `${i}`);
  const fnStyle = "font-size: 0.7em; vertical-align: super;";
  const withMarks = (text: string, used: Set<number>) =>
    e(text).replace(/\[\[fn(\d)\]\]/g, (_, n: string) => {
      used.add(Number(n));
      return `<span style="${fnStyle}">${n}</span>`;
    });
  let lineNo = 0;
  const htmlPages = pages.map((page, i) => {
    const used = new Set<number>();
    const lines = page
      .map(({ text, heading: h }) => {
        lineNo += 1;
        const n = numbered === "every" || (numbered === "fifth" && lineNo % 5 === 0) ? String(lineNo) : "";
        const body = withMarks(text, used) || "&nbsp;";
        return `<div class="l">${numbered === "none" ? "" : `<span class="n">${n}</span>`}${h ? `<b>${body}</b>` : body}</div>`;
      })
      .join("");
    const notes = [...used].map((n) => `<div>${n} ${e(footnotes[n - 1]!)}</div>`).join("");
    const header = `<div class="hd"><span>${e(confidential)}</span><span>${e(legend || reference)}</span></div>`;
    const footer = `<div class="fn">${notes}</div><div class="ft"><span>${e(legend ? reference : confidential)}</span><span>${e(pageNo(i + 1))}</span></div>`;
    return `<div class="bp">${header}<div class="tx">${lines}</div>${footer}</div>`;
  });
  const signer = (name: string) =>
    `<div><p><b>${e(name)}</b></p><p>By: ______________________</p><p>Name: ${e(personName(rng))}</p><p>Title: ${e(rng.pick(["Chief Executive Officer", "President", "Director", "General Counsel"]))}</p></div>`;
  const last = `<div class="bp"><div class="hd"><span>${e(confidential)}</span><span>${e(legend || reference)}</span></div><div class="sig">${signer(c.name1)}${signer(c.name2)}</div><div class="ft"><span>${e(legend ? reference : confidential)}</span><span>${e(pageNo(total))}</span></div></div>`;
  const css = `<style>.ct .bp { break-after: page; } .ct .bp:last-child { break-after: auto; } .ct .hd, .ct .ft { display: flex; justify-content: space-between; font-size: 8pt; } .ct .hd { margin-bottom: 1.5em; } .ct .ft { margin-top: 0.6em; } .ct .tx { font-size: 9.5pt; line-height: 1.3; white-space: pre; text-align: left; padding-left: ${numbered === "none" ? 0 : 2.6}em; } .ct .l { position: relative; } .ct .n { position: absolute; left: -2.6em; width: 2em; text-align: right; font-size: 8pt; color: #555; } .ct .fn { font-size: 7.5pt; margin-top: 1em; border-top: 1px solid #999; width: 40%; } .ct .fn div { width: 250%; }</style>`;
  return {
    html: css + htmlPages.join("") + last,
    mustPrint: [c.effText, c.termText],
  };
}
