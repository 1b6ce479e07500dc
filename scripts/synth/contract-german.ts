// German drafting: "§ 3 Laufzeit und Kündigung" or "3. Vertragsdauer", the parties as a list
// ("zwischen … – nachstehend „Auftragnehmer" genannt – und …") or inline in the title ("Vertrag
// zwischen der X GmbH und der Y AG"), notice "mit einer Frist von drei Monaten zum Ende der Laufzeit",
// and the decoys: Zahlungsziel, Nachfrist, Gewährleistungsfrist, Vertraulichkeit über das Ende hinaus.
import { escapeHtml as e, formatDate } from "./formats";
import { personName, type Company } from "./names";
import { period } from "./contract-words";
import { para, type DraftContext } from "./contract-model";

const address = (x: Company) => `${x.street}, ${x.cityLine}`;

function renewalText(c: DraftContext): string {
  const { rng, terms, form } = c;
  const renew = period(terms.renewalTerm, "de", form);
  const notice = terms.nonRenewalNotice && period(terms.nonRenewalNotice, "de", form, { dative: true });
  switch (terms.renewal) {
    case "auto":
      return rng.pick([
        `Der Vertrag verlängert sich automatisch um jeweils ${renew}, sofern er nicht von einer Partei mit einer Frist von ${notice} zum Ende der jeweiligen Laufzeit schriftlich gekündigt wird.`,
        `Der Vertrag verlängert sich jeweils um ${renew}, wenn er nicht spätestens ${terms.nonRenewalNotice && period(terms.nonRenewalNotice, "de", form)} vor Vertragsende schriftlich gekündigt wird.`,
        `Wird der Vertrag nicht spätestens ${terms.nonRenewalNotice && period(terms.nonRenewalNotice, "de", form)} vor Ablauf der Laufzeit schriftlich gekündigt, verlängert er sich stillschweigend um ${renew}.`,
      ]);
    case "evergreen":
    case "indefinite":
      return `Danach läuft der Vertrag auf unbestimmte Zeit weiter und kann von jeder Partei mit einer Frist von ${notice} schriftlich gekündigt werden.`;
    case "none":
      return rng.pick([
        "Eine automatische Verlängerung ist ausgeschlossen; eine Verlängerung bedarf einer schriftlichen Vereinbarung beider Parteien.",
        "Der Vertrag endet mit Ablauf der Laufzeit, ohne dass es einer Kündigung bedarf; eine stillschweigende Verlängerung findet nicht statt.",
      ]);
    case "mutual":
      return `Die Parteien können eine Verlängerung um ${renew} schriftlich vereinbaren.`;
    case "silent":
      return "";
  }
}

export function germanContract(c: DraftContext): string {
  const {
    rng,
    p1,
    p2,
    terms,
    form,
    roles: [r1, r2],
  } = c;
  const days = (p: typeof terms.cure) => period(p, "de", form, { dative: true });
  const begin = rng.pick([
    `Dieser Vertrag tritt am ${c.effText} in Kraft. Er wird für eine feste Laufzeit von ${c.termText} geschlossen.`,
    `Der Vertrag beginnt am ${c.effText} und hat eine Mindestlaufzeit von ${c.termText}.`,
    `Der Vertrag tritt mit Wirkung zum ${c.effText} in Kraft und wird für die Dauer von ${c.termText} geschlossen.`,
  ]);
  const convenience = terms.convenience
    ? ` Jede Partei kann diesen Vertrag ordentlich mit einer Frist von ${days(terms.convenience)} schriftlich kündigen.`
    : "";
  const sections: Array<[string, string]> = [
    [
      "Vertragsgegenstand",
      `Der ${r1} erbringt für den ${r2} die in der Leistungsbeschreibung (Anlage 1) aufgeführten Leistungen. Der ${r2} stellt dem ${r1} alle hierfür erforderlichen Informationen rechtzeitig zur Verfügung.`,
    ],
    [
      "Vergütung und Zahlung",
      `Die Vergütung ergibt sich aus Anlage 2. Rechnungen sind innerhalb von ${days(terms.payment)} nach Rechnungsdatum ohne Abzug zahlbar. Bei Zahlungsverzug gelten die gesetzlichen Verzugszinsen.`,
    ],
    [rng.pick(["Vertragsbeginn und Laufzeit", "Laufzeit und Kündigung", "Vertragsdauer"]), `${begin} ${renewalText(c)}`.trim()],
    [
      "Kündigung",
      `Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Ein wichtiger Grund liegt insbesondere vor, wenn eine Partei eine wesentliche Vertragspflicht verletzt und die Verletzung nicht innerhalb von ${days(terms.cure)} nach schriftlicher Abmahnung beseitigt.${convenience} ${rng.chance(0.5) ? `Gerät der ${r2} mit einer Zahlung länger als ${days(terms.payment)} in Verzug, kann der ${r1} die Leistungen zurückhalten.` : ""} Jede Kündigung bedarf der Schriftform.`,
    ],
    [
      "Vertraulichkeit",
      `Die Parteien verpflichten sich, alle vertraulichen Informationen der jeweils anderen Partei geheim zu halten. Diese Verpflichtung gilt für ${period(terms.survival, "de", form)} über das Vertragsende hinaus.`,
    ],
    [
      "Gewährleistung",
      `Der ${r1} gewährleistet die fachgerechte Erbringung der Leistungen. Die Gewährleistungsfrist beträgt ${period(terms.warranty, "de", form)} ab Abnahme.`,
    ],
    [
      "Haftung",
      "Die Parteien haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit. Im Übrigen ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt, höchstens jedoch auf die Vergütung der letzten zwölf (12) Monate.",
    ],
    [
      "Nutzungsrechte",
      `Der ${r1} räumt dem ${r2} an den Arbeitsergebnissen ein einfaches, nicht übertragbares Nutzungsrecht für eigene betriebliche Zwecke ein.`,
    ],
    [
      "Datenschutz",
      `Soweit der ${r1} personenbezogene Daten im Auftrag verarbeitet, schließen die Parteien eine gesonderte Vereinbarung zur Auftragsverarbeitung.`,
    ],
    ["Anwendbares Recht und Gerichtsstand", `${c.law.sentence} Ausschließlicher Gerichtsstand ist ${p1.city}.`],
    [
      "Schlussbestimmungen",
      "Änderungen und Ergänzungen dieses Vertrages bedürfen der Schriftform. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.",
    ],
  ];
  const order = [0, 1, 2, 3, ...rng.shuffle([4, 5, 6, 7, 8]), 9, 10];
  const paragraphs = rng.chance(0.6);
  const body = order.map((i, n) => `<h3>${paragraphs ? `§ ${n + 1}` : `${n + 1}.`} ${e(sections[i]![0])}</h3>${para(sections[i]![1])}`).join("");
  const signature = (name: string, x: Company) =>
    `<div><p>${e(`${x.city}, den ${formatDate(c.signDay, "dmy-dot", "de")}`)}</p><p>______________________</p><p>${e(name)}</p><p>${e(personName(rng))}, Geschäftsführung</p></div>`;
  const head =
    c.family === "de-zwischen"
      ? `<h1>${e(c.title)}</h1>${para(`zwischen der ${c.name1}, ${address(p1)}, eingetragen beim ${p1.registration}, – im Folgenden „${r1}" – und der ${c.name2}, ${address(p2)}, – im Folgenden „${r2}" – (gemeinsam die „Parteien")`)}`
      : `<h1>${e(c.title)}</h1>${para("zwischen")}${para(`der ${c.name1}, ${address(p1)}, vertreten durch die Geschäftsführung, – nachstehend „${r1}" genannt –`)}${para("und")}${para(`der ${c.name2}, ${address(p2)}, – nachstehend „${r2}" genannt –`)}`;
  return `${head}${body}<div class="sig">${signature(c.name1, p1)}${signature(c.name2, p2)}</div>`;
}
