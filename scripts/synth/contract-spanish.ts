// Spanish drafting: a place-and-date heading ("En Madrid, a 3 de marzo de 2024"), "REUNIDOS / De
// una parte … (en adelante, el «Proveedor») / De otra parte …", "EXPONEN", clauses numbered in words
// ("TERCERA.- DURACIÓN"), "entrará en vigor el … y tendrá una duración inicial de dos (2) años",
// "se prorrogará tácitamente … salvo preaviso … con una antelación mínima de tres (3) meses", and the
// decoys: plazo de pago, subsanación del incumplimiento, desistimiento, confidencialidad, garantía.
// The heading date is the signing date; when the contract "entra en vigor en la fecha de su firma"
// it is also the effective date.
import { escapeHtml as e, isoOf } from "./formats";
import { personName, type Company } from "./names";
import { period, spanishDate, type Period } from "./contract-words";
import { para, type DraftContext, type Drafted } from "./contract-model";

const ORDINALS = ["PRIMERA", "SEGUNDA", "TERCERA", "CUARTA", "QUINTA", "SEXTA", "SÉPTIMA", "OCTAVA", "NOVENA", "DÉCIMA"];

function party(c: DraftContext, name: string, x: Company, role: string, first: boolean): string {
  const { rng } = c;
  const side = first ? "De una parte" : "De otra parte";
  const person = `${rng.pick(["D.", "Dña."])} ${personName(rng)}`;
  const seat = `con domicilio social en ${x.street}, ${x.cityLine}, y N.I.F. ${rng.pick(["A", "B"])}${rng.int(10000000, 99999999)}`;
  return rng.chance(0.5)
    ? `${side}, ${name}, sociedad de nacionalidad española, ${seat}, representada por ${person} en su calidad de ${rng.pick(["administrador único", "consejero delegado", "apoderado"])} (en adelante, el «${role}»).`
    : `${side}, ${name}, ${seat}, representada en este acto por ${person}, quien actúa en su condición de apoderado (en lo sucesivo, el "${role}").`;
}

function renewalText(c: DraftContext): string {
  const { rng, terms, form } = c;
  const renew = period(terms.renewalTerm, "es", form);
  const notice = terms.nonRenewalNotice && period(terms.nonRenewalNotice, "es", form);
  switch (terms.renewal) {
    case "auto":
      return rng.pick([
        `A su vencimiento, el Contrato se prorrogará tácitamente por períodos sucesivos de ${renew}, salvo que cualquiera de las partes notifique a la otra por escrito su voluntad de no prorrogarlo con una antelación mínima de ${notice} a la fecha de vencimiento del período en curso.`,
        `Llegado su término, el Contrato se renovará automáticamente por períodos de ${renew}, salvo denuncia expresa de cualquiera de las partes comunicada con un preaviso de ${notice} antes de la finalización del período de vigencia.`,
      ]);
    case "evergreen":
    case "indefinite":
      return `Transcurrido dicho plazo, el Contrato continuará vigente por tiempo indefinido, pudiendo cualquiera de las partes resolverlo en cualquier momento con un preaviso de ${notice} comunicado por escrito.`;
    case "none":
      return rng.pick([
        "El Contrato no se prorrogará tácitamente; cualquier prórroga requerirá acuerdo expreso y por escrito de ambas partes.",
        "Finalizado dicho plazo, el Contrato se extinguirá sin necesidad de preaviso y sin que quepa su prórroga tácita.",
      ]);
    case "mutual":
      return `Las partes podrán acordar por escrito su prórroga por ${renew} adicionales.`;
    case "silent":
      return "";
  }
}

export function spanishContract(c: DraftContext): Drafted {
  const {
    rng,
    p1,
    p2,
    terms,
    form,
    roles: [r1, r2],
  } = c;
  const es = (p: Period) => period(p, "es", form);
  const signed = spanishDate(rng, c.signDay);
  // One in three contracts takes effect on signing: the heading date is then the effective date.
  const onSigning = rng.chance(0.35);
  const start = onSigning
    ? `El presente Contrato entrará en vigor en la fecha de su firma y tendrá una duración inicial de ${c.termText}.`
    : rng.pick([
        `El presente Contrato entrará en vigor el ${c.effText} y tendrá una duración inicial de ${c.termText}.`,
        `El Contrato surtirá efectos desde el ${c.effText} y se celebra por un plazo de ${c.termText}.`,
      ]);
  const convenience = terms.convenience
    ? ` Asimismo, el ${r2} podrá desistir del Contrato en cualquier momento y sin necesidad de alegar causa alguna, mediante preaviso escrito de ${es(terms.convenience)}.`
    : "";
  const clauses: Array<[string, string]> = [
    ["OBJETO", `El ${r1} prestará al ${r2} los servicios descritos en el Anexo I (los «Servicios») conforme a los niveles de servicio del Anexo II.`],
    [
      "PRECIO Y FORMA DE PAGO",
      `El ${r1} emitirá factura mensual. El ${r2} abonará cada factura en el plazo de ${es(terms.payment)} desde la fecha de su recepción, mediante transferencia bancaria. Las cantidades no abonadas devengarán el interés de demora previsto en la Ley 3/2004.`,
    ],
    ["DURACIÓN", `${start} ${renewalText(c)}`.trim()],
    [
      "RESOLUCIÓN",
      `Cualquiera de las partes podrá resolver el Contrato en caso de incumplimiento de las obligaciones de la otra parte que no sea subsanado en el plazo de ${es(terms.cure)} desde el requerimiento escrito de la parte cumplidora.${convenience}`,
    ],
    [
      "CONFIDENCIALIDAD",
      `Las partes guardarán confidencialidad sobre la información recibida durante la vigencia del Contrato y durante un período de ${es(terms.survival)} tras su terminación.`,
    ],
    ["GARANTÍA", `El ${r1} garantiza los Servicios durante un plazo de ${es(terms.warranty)} desde su aceptación por el ${r2}.`],
    ["PROTECCIÓN DE DATOS", "Las partes cumplirán el Reglamento (UE) 2016/679 y la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales."],
    [
      "LEY APLICABLE Y JURISDICCIÓN",
      `${c.law.sentence} Para cualquier controversia, las partes se someten a los Juzgados y Tribunales de ${rng.pick(["Madrid", "Barcelona", "Valencia", p1.city])}, con renuncia expresa a cualquier otro fuero.`,
    ],
  ];
  const order = [0, 1, 2, 3, ...rng.shuffle([4, 5, 6]), 7];
  const body = order.map((i, n) => `<h3>${ORDINALS[n]}.- ${e(clauses[i]![0])}</h3>${para(clauses[i]![1])}`).join("");
  const head = [
    `<h1>${e(c.title.toUpperCase())}</h1>`,
    para(`En ${p1.city}, a ${signed}.`),
    "<p><b>REUNIDOS</b></p>",
    para(party(c, c.name1, p1, r1, true)),
    para(party(c, c.name2, p2, r2, false)),
    para("Ambas partes se reconocen mutuamente la capacidad legal necesaria para suscribir el presente Contrato y, a tal efecto,"),
    "<p><b>EXPONEN</b></p>",
    para(`I. Que el ${r1} es una empresa especializada en la prestación de servicios profesionales.`),
    para(`II. Que el ${r2} desea contratar dichos servicios, por lo que las partes acuerdan suscribir el presente Contrato con arreglo a las siguientes`),
    "<p><b>CLÁUSULAS</b></p>",
  ].join("");
  const sign = (name: string, role: string) => `<div><p>Por el ${e(role)}</p><p>______________________</p><p>${e(name)}</p></div>`;
  const html = `${head}${body}${para("Y en prueba de conformidad, las partes firman el presente Contrato por duplicado en el lugar y fecha indicados en el encabezamiento.")}<div class="sig">${sign(c.name1, r1)}${sign(c.name2, r2)}</div>`;
  return onSigning ? { html, truth: { effective_date: isoOf(c.signDay) }, mustPrint: [signed, c.termText] } : { html };
}
