// Dutch drafting: "DE ONDERGETEKENDEN: 1. … gevestigd te …, hierna te noemen: "Opdrachtnemer"; en
// 2. …" or "Deze overeenkomst wordt gesloten tussen …", "OVERWEGENDE DAT", "KOMEN OVEREEN ALS
// VOLGT", "Artikel 4 Duur en beëindiging" with numbered sub-clauses (4.1, 4.2), "treedt in werking
// op … en wordt aangegaan voor een periode van twee (2) jaar", "stilzwijgend verlengd … tenzij … uiterlijk
// drie (3) maanden voor het einde van de lopende periode opzegt", and the decoys: betalingstermijn,
// ingebrekestelling, geheimhouding, garantietermijn. Signed "te Utrecht op …".
import { escapeHtml as e } from "./formats";
import { personName, type Company } from "./names";
import { dutchDate, period, type Period } from "./contract-words";
import { para, type DraftContext, type Drafted } from "./contract-model";

function party(c: DraftContext, name: string, x: Company, role: string): string {
  const { rng } = c;
  const kvk = `${rng.int(10000000, 99999999)}`;
  return rng.chance(0.5)
    ? `${name}, gevestigd en kantoorhoudende te ${x.city} aan de ${x.street}, ingeschreven in het handelsregister van de Kamer van Koophandel onder nummer ${kvk}, hierbij rechtsgeldig vertegenwoordigd door ${personName(rng)}, hierna te noemen: "${role}"`
    : `${name}, statutair gevestigd te ${x.city}, ${x.street}, ${x.cityLine}, hierna te noemen "${role}"`;
}

function renewalText(c: DraftContext): string {
  const { rng, terms, form } = c;
  const renew = period(terms.renewalTerm, "nl", form);
  const notice = terms.nonRenewalNotice && period(terms.nonRenewalNotice, "nl", form);
  switch (terms.renewal) {
    case "auto":
      return rng.pick([
        `Na afloop van deze periode wordt de Overeenkomst stilzwijgend verlengd met telkens ${renew}, tenzij een van de Partijen de Overeenkomst uiterlijk ${notice} voor het einde van de lopende periode schriftelijk opzegt.`,
        `De Overeenkomst wordt daarna automatisch verlengd voor opeenvolgende perioden van ${renew}, behoudens schriftelijke opzegging door een der Partijen met inachtneming van een opzegtermijn van ${notice} voor het einde van de lopende periode.`,
      ]);
    case "evergreen":
    case "indefinite":
      return `Daarna wordt de Overeenkomst voortgezet voor onbepaalde tijd, waarbij iedere Partij de Overeenkomst schriftelijk kan opzeggen met inachtneming van een opzegtermijn van ${notice}.`;
    case "none":
      return rng.pick([
        "De Overeenkomst eindigt van rechtswege na afloop van deze periode; stilzwijgende verlenging is uitgesloten.",
        "Er is geen stilzwijgende verlenging; verlenging is alleen mogelijk bij schriftelijke overeenkomst tussen Partijen.",
      ]);
    case "mutual":
      return `Partijen kunnen de Overeenkomst schriftelijk verlengen met ${renew}.`;
    case "silent":
      return "";
  }
}

export function dutchContract(c: DraftContext): Drafted {
  const {
    rng,
    p1,
    p2,
    terms,
    form,
    roles: [r1, r2],
  } = c;
  const nl = (p: Period) => period(p, "nl", form);
  const convenience = terms.convenience
    ? `${r2} is gerechtigd de Overeenkomst te allen tijde tussentijds op te zeggen met inachtneming van een opzegtermijn van ${nl(terms.convenience)}.`
    : "";
  const articles: Array<[string, string[]]> = [
    ["Onderwerp", [`${r1} verleent aan ${r2} de diensten zoals omschreven in Bijlage 1 (de "Diensten").`]],
    [
      "Vergoeding en betaling",
      [
        `${r2} is aan ${r1} de vergoeding verschuldigd zoals opgenomen in Bijlage 2.`,
        `Facturen dienen binnen ${nl(terms.payment)} na factuurdatum te worden voldaan; bij overschrijding van deze termijn is ${r2} de wettelijke handelsrente verschuldigd.`,
      ],
    ],
    [
      "Duur en beëindiging",
      [
        `Deze Overeenkomst treedt in werking op ${c.effText} en wordt aangegaan voor een periode van ${c.termText}.`,
        ...[renewalText(c)].filter(Boolean),
        `Iedere Partij kan de Overeenkomst met onmiddellijke ingang ontbinden indien de andere Partij tekortschiet in de nakoming van haar verplichtingen en deze tekortkoming niet binnen ${nl(terms.cure)} na schriftelijke ingebrekestelling heeft hersteld.`,
        ...[convenience].filter(Boolean),
      ],
    ],
    ["Geheimhouding", [`Partijen houden alle vertrouwelijke informatie geheim gedurende de looptijd van de Overeenkomst en ${nl(terms.survival)} daarna.`]],
    ["Garantie", [`${r1} garandeert de deugdelijkheid van de Diensten gedurende ${nl(terms.warranty)} na oplevering.`]],
    [
      "Aansprakelijkheid",
      [
        `De aansprakelijkheid van ${r1} is beperkt tot het bedrag dat ${r2} in de twaalf (12) maanden voorafgaand aan de schadeveroorzakende gebeurtenis heeft betaald.`,
      ],
    ],
    [
      "Toepasselijk recht en geschillen",
      [c.law.sentence, `Geschillen worden uitsluitend voorgelegd aan de bevoegde rechter te ${rng.pick(["Amsterdam", "Rotterdam", "Den Haag", p1.city])}.`],
    ],
  ];
  const order = [0, 1, 2, ...rng.shuffle([3, 4, 5]), 6];
  const body = order
    .map((i, n) => `<h3>Artikel ${n + 1} ${e(articles[i]![0])}</h3>${articles[i]![1].map((t, j) => para(`${n + 1}.${j + 1} ${t}`)).join("")}`)
    .join("");
  const head = rng.chance(0.5)
    ? `<p><b>DE ONDERGETEKENDEN:</b></p>${para(`1. ${party(c, c.name1, p1, r1)};`)}<p>en</p>${para(`2. ${party(c, c.name2, p2, r2)};`)}`
    : `${para("Deze overeenkomst wordt gesloten tussen:")}${para(`${party(c, c.name1, p1, r1)};`)}<p>en</p>${para(`${party(c, c.name2, p2, r2)},`)}`;
  const recitals = `${para(`hierna gezamenlijk te noemen: "Partijen" en ieder afzonderlijk "Partij",`)}<p><b>OVERWEGENDE DAT:</b></p>${para(`A. ${r1} beschikt over de kennis en ervaring om de Diensten te verlenen;`)}${para(`B. Partijen op ${dutchDate(rng, c.priorDay)} een geheimhoudingsovereenkomst hebben gesloten;`)}<p><b>KOMEN OVEREEN ALS VOLGT:</b></p>`;
  const sign = (name: string, x: Company) => `<div><p>${e(name)}</p><p>______________________</p><p>${e(personName(rng))}</p><p>${e(x.city)}</p></div>`;
  const html = `<h1>${e(c.title.toUpperCase())}</h1>${head}${recitals}${body}${para(`Aldus overeengekomen en in tweevoud ondertekend te ${p1.city} op ${dutchDate(rng, c.signDay)}.`)}<div class="sig">${sign(c.name1, p1)}${sign(c.name2, p2)}</div>`;
  return { html };
}
