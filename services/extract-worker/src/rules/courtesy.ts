// Courtesy lines a till or an invoice prints beside the names on it: thanks, welcomes and farewells
// ("Vielen Dank für Ihren Einkauf", "GRAZIE", "Merci de votre visite"). A layout engine that drops
// the rule or the spacing that set such a line apart prints it right above the company's name, in
// the name's own type and column; it is still never a name, nor a name's first line.
// Vocabulary by language; a word that is also common in names ("tak", "tack") only as a phrase.

const PHRASES = [
  // en
  "thank you",
  "thank u",
  "thanks",
  "many thanks",
  "welcome",
  "see you",
  "please come again",
  "come again",
  "have a nice day",
  "goodbye",
  // de
  "danke",
  "vielen dank",
  "herzlichen dank",
  "besten dank",
  "herzlich willkommen",
  "willkommen",
  "auf wiedersehen",
  "bis bald",
  "schönen tag",
  // fr
  "merci",
  "bienvenue",
  "au revoir",
  "à bientôt",
  "bonne journée",
  // es
  "gracias",
  "muchas gracias",
  "bienvenid[oa]s?",
  "hasta pronto",
  "hasta luego",
  "vuelva pronto",
  // it
  "grazie",
  "benvenut[oi]",
  "arrivederci",
  "a presto",
  "buona giornata",
  // nl
  "dank u",
  "dank je",
  "bedankt",
  "hartelijk dank",
  "welkom",
  "tot ziens",
  "fijne dag",
  // pt
  "obrigad[oa]",
  "bem-vind[oa]s?",
  "volte sempre",
  "até breve",
  // pl
  "dziękujemy",
  "dziękuję",
  "zapraszamy",
  "do widzenia",
  // sv, da, no
  "tack för",
  "tak for",
  "takk for",
  "välkommen",
  "velkommen",
  // ms
  "terima kasih",
  "selamat datang",
  "sila datang lagi",
];

/** A line that opens with a courtesy phrase (after any frame marks). */
export const COURTESY_RE = new RegExp(String.raw`^[^\p{L}\p{N}]*(?:${PHRASES.join("|")})(?![\p{L}])`, "iu");
