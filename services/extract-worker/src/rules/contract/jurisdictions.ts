// Places whose law governs contracts: US states, Canadian provinces, Australian states, the parts
// of the UK and the countries contracts commonly name. Used two ways: a governing-law phrase that
// names one of them is read with more confidence, and a party name that is one of them (the
// "Wales" of "England and Wales") is refused. A short list we keep ourselves: no library lists
// sub-national jurisdictions in English legal usage.

// prettier-ignore
const NAMES = [
  // US states, DC and territories
  "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "Florida", "Georgia",
  "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine", "Maryland",
  "Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire",
  "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania",
  "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington",
  "West Virginia", "Wisconsin", "Wyoming", "District of Columbia", "Puerto Rico",
  // Canada, Australia, UK
  "Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland and Labrador", "Nova Scotia", "Ontario",
  "Prince Edward Island", "Quebec", "Québec", "Saskatchewan", "New South Wales", "Victoria", "Queensland",
  "Western Australia", "South Australia", "Tasmania", "England", "Wales", "England and Wales", "Scotland",
  "Northern Ireland",
  // Countries
  "United States", "United States of America", "USA", "Canada", "Mexico", "Brazil", "Argentina", "Chile", "Colombia",
  "United Kingdom", "Ireland", "France", "Germany", "Federal Republic of Germany", "Austria", "Switzerland", "Italy",
  "Spain", "Portugal", "Netherlands", "the Netherlands", "Belgium", "Luxembourg", "Denmark", "Sweden", "Norway",
  "Finland", "Iceland", "Poland", "Czech Republic", "Hungary", "Greece", "Cyprus", "Malta", "Israel", "Turkey",
  "India", "China", "People's Republic of China", "Hong Kong", "Japan", "Korea", "Republic of Korea", "Taiwan",
  "Singapore", "Malaysia", "Thailand", "Indonesia", "Philippines", "Vietnam", "Australia", "New Zealand",
  "South Africa", "United Arab Emirates", "Cayman Islands", "Bermuda", "British Virgin Islands", "Bahamas",
  "Liechtenstein", "Monaco", "Russia", "Russian Federation", "Ukraine",
];

function key(s: string): string {
  return s.normalize("NFKC").toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ").trim();
}

const KNOWN = new Set(NAMES.map(key));

/** "State of New York", "the Commonwealth of Pennsylvania", "England and Wales", "Ontario, Canada" → true. */
export function isJurisdiction(phrase: string): boolean {
  const bare = key(phrase)
    .replace(/^the\s+/, "")
    .replace(/^(state|commonwealth|province|republic|kingdom|federal republic|grand duchy|principality|canton)\s+of\s+(the\s+)?/, "")
    .replace(/,\s*(u\.?s\.?a?\.?|united states( of america)?|canada|australia)$/, "")
    .replace(/[.,]+$/, "");
  return KNOWN.has(bare);
}
