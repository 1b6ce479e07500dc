// French drafting: "ENTRE LES SOUSSIGNÉS : … ci-après dénommée « le Prestataire », D'UNE PART, ET :
// … D'AUTRE PART", "Article 5 – Durée", "prend effet le 1er mars 2024 pour une durée initiale de deux
// (2) ans", "renouvelé par tacite reconduction … sauf dénonciation … trois (3) mois avant l'échéance",
// and the decoys: paiement à trente jours, mise en demeure restée sans effet, confidentialité.
import { escapeHtml as e } from "./formats";
import { personName, type Company } from "./names";
import { frenchDate, period } from "./contract-words";
import { para, type DraftContext } from "./contract-model";

const party = (c: DraftContext, name: string, x: Company, role: string) =>
  `La société ${name}, au capital de ${c.rng.pick(["10 000", "37 000", "150 000", "1 200 000"])} euros, immatriculée au ${x.registration}, dont le siège social est situé ${x.street}, ${x.cityLine}, représentée par ${c.rng.pick(["M.", "Mme"])} ${personName(c.rng)}, en sa qualité de ${c.rng.pick(["Président", "Gérant", "Directeur général"])}, ci-après dénommée « le ${role} »,`;

function renewalText(c: DraftContext): string {
  const { rng, terms, form } = c;
  const renew = period(terms.renewalTerm, "fr", form);
  const notice = terms.nonRenewalNotice && period(terms.nonRenewalNotice, "fr", form);
  switch (terms.renewal) {
    case "auto":
      return rng.pick([
        `À l'issue de cette période, il sera renouvelé par tacite reconduction pour des périodes successives de ${renew}, sauf dénonciation par l'une des parties par lettre recommandée avec accusé de réception au moins ${notice} avant l'échéance.`,
        `Il se renouvellera ensuite automatiquement par périodes de ${renew}, sauf résiliation notifiée par l'une ou l'autre des parties moyennant un préavis de ${notice} avant la date d'échéance.`,
      ]);
    case "evergreen":
    case "indefinite":
      return `Il se poursuivra ensuite pour une durée indéterminée, chaque partie pouvant y mettre fin à tout moment moyennant un préavis de ${notice} notifié par lettre recommandée.`;
    case "none":
      return "Le présent contrat ne fera l'objet d'aucune reconduction tacite.";
    case "mutual":
      return `Il pourra être renouvelé pour ${renew} par accord écrit des parties.`;
    case "silent":
      return "";
  }
}

export function frenchContract(c: DraftContext): string {
  const {
    rng,
    p1,
    p2,
    terms,
    form,
    roles: [r1, r2],
  } = c;
  const fr = (p: typeof terms.cure) => period(p, "fr", form);
  const convenience = terms.convenience
    ? ` Chaque partie peut résilier le présent contrat à tout moment, sans motif, moyennant un préavis de ${fr(terms.convenience)} notifié par écrit.`
    : "";
  const articles: Array<[string, string]> = [
    ["Objet", `Le présent contrat a pour objet de définir les conditions dans lesquelles le ${r1} fournit au ${r2} les prestations décrites en annexe 1.`],
    [
      "Prix et modalités de paiement",
      `Les factures sont payables à ${fr(terms.payment)} à compter de leur date d'émission. Tout retard de paiement entraîne l'application de pénalités égales à trois fois le taux d'intérêt légal.`,
    ],
    ["Durée", `Le présent contrat prend effet le ${c.effText} pour une durée initiale de ${c.termText}. ${renewalText(c)}`.trim()],
    [
      "Résiliation",
      `En cas de manquement de l'une des parties à ses obligations, non réparé dans un délai de ${fr(terms.cure)} à compter de la réception d'une mise en demeure adressée par lettre recommandée, l'autre partie pourra résilier de plein droit le présent contrat.${convenience}`,
    ],
    [
      "Confidentialité",
      `Chaque partie s'engage à garder confidentielles les informations de l'autre partie pendant toute la durée du contrat et pendant ${fr(terms.survival)} après son terme.`,
    ],
    ["Garantie", `Le ${r1} garantit la conformité des prestations pendant ${fr(terms.warranty)} à compter de leur réception.`],
    [
      "Responsabilité",
      "La responsabilité de chaque partie est limitée aux dommages directs et ne saurait excéder le montant des sommes versées au cours des douze (12) derniers mois.",
    ],
    ["Données personnelles", "Les parties s'engagent à respecter la réglementation applicable en matière de protection des données personnelles."],
    [
      "Droit applicable et juridiction",
      `${c.law.sentence} Tout litige relatif à son interprétation ou à son exécution relève de la compétence exclusive des tribunaux de ${p1.city}.`,
    ],
  ];
  const order = [0, 1, 2, 3, ...rng.shuffle([4, 5, 6, 7]), 8];
  const body = order.map((i, n) => `<h3>Article ${n + 1} – ${e(articles[i]![0])}</h3>${para(articles[i]![1])}`).join("");
  const signed = frenchDate(rng, c.signDay);
  const signature = (name: string, x: Company) => `<div><p>${e(`Fait à ${x.city}, le ${signed}`)}</p><p>Pour ${e(name)}</p><p>______________________</p></div>`;
  return `<h1>${e(c.title.toUpperCase())}</h1><p><b>ENTRE LES SOUSSIGNÉS :</b></p>${para(party(c, c.name1, p1, r1))}<p>D'UNE PART,</p><p><b>ET :</b></p>${para(party(c, c.name2, p2, r2))}<p>D'AUTRE PART,</p><p><b>IL A ÉTÉ CONVENU CE QUI SUIT :</b></p>${body}<div class="sig">${signature(c.name1, p1)}${signature(c.name2, p2)}</div>`;
}
