// Place knowledge for CV headers and entries (decision 121): which strings name a place rather than
// a person or an employer, and which country a place implies (for reading national phone numbers).

const US_STATES: Record<string, string> = {
  AL: 'alabama',
  AK: 'alaska',
  AZ: 'arizona',
  AR: 'arkansas',
  CA: 'california',
  CO: 'colorado',
  CT: 'connecticut',
  DE: 'delaware',
  DC: 'district of columbia',
  FL: 'florida',
  GA: 'georgia',
  HI: 'hawaii',
  ID: 'idaho',
  IL: 'illinois',
  IN: 'indiana',
  IA: 'iowa',
  KS: 'kansas',
  KY: 'kentucky',
  LA: 'louisiana',
  ME: 'maine',
  MD: 'maryland',
  MA: 'massachusetts',
  MI: 'michigan',
  MN: 'minnesota',
  MS: 'mississippi',
  MO: 'missouri',
  MT: 'montana',
  NE: 'nebraska',
  NV: 'nevada',
  NH: 'new hampshire',
  NJ: 'new jersey',
  NM: 'new mexico',
  NY: 'new york',
  NC: 'north carolina',
  ND: 'north dakota',
  OH: 'ohio',
  OK: 'oklahoma',
  OR: 'oregon',
  PA: 'pennsylvania',
  PR: 'puerto rico',
  RI: 'rhode island',
  SC: 'south carolina',
  SD: 'south dakota',
  TN: 'tennessee',
  TX: 'texas',
  UT: 'utah',
  VT: 'vermont',
  VA: 'virginia',
  WA: 'washington',
  WV: 'west virginia',
  WI: 'wisconsin',
  WY: 'wyoming',
};
const CA_PROVINCES: Record<string, string> = {
  AB: 'alberta',
  BC: 'british columbia',
  MB: 'manitoba',
  NB: 'new brunswick',
  NL: 'newfoundland and labrador',
  NS: 'nova scotia',
  ON: 'ontario',
  PE: 'prince edward island',
  QC: 'quebec',
  SK: 'saskatchewan',
};

// Country names and common short forms → ISO 3166 code.
const COUNTRY_CODES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  ireland: 'IE',
  canada: 'CA',
  mexico: 'MX',
  brazil: 'BR',
  argentina: 'AR',
  chile: 'CL',
  colombia: 'CO',
  peru: 'PE',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  spain: 'ES',
  españa: 'ES',
  portugal: 'PT',
  italy: 'IT',
  italia: 'IT',
  netherlands: 'NL',
  'the netherlands': 'NL',
  belgium: 'BE',
  luxembourg: 'LU',
  switzerland: 'CH',
  austria: 'AT',
  denmark: 'DK',
  sweden: 'SE',
  norway: 'NO',
  finland: 'FI',
  iceland: 'IS',
  poland: 'PL',
  czechia: 'CZ',
  'czech republic': 'CZ',
  slovakia: 'SK',
  hungary: 'HU',
  romania: 'RO',
  bulgaria: 'BG',
  greece: 'GR',
  croatia: 'HR',
  serbia: 'RS',
  slovenia: 'SI',
  estonia: 'EE',
  latvia: 'LV',
  lithuania: 'LT',
  ukraine: 'UA',
  russia: 'RU',
  turkey: 'TR',
  türkiye: 'TR',
  turkiye: 'TR',
  israel: 'IL',
  egypt: 'EG',
  morocco: 'MA',
  nigeria: 'NG',
  ghana: 'GH',
  kenya: 'KE',
  'south africa': 'ZA',
  uae: 'AE',
  'united arab emirates': 'AE',
  'saudi arabia': 'SA',
  qatar: 'QA',
  india: 'IN',
  pakistan: 'PK',
  bangladesh: 'BD',
  'sri lanka': 'LK',
  nepal: 'NP',
  china: 'CN',
  'hong kong': 'HK',
  taiwan: 'TW',
  japan: 'JP',
  korea: 'KR',
  'south korea': 'KR',
  singapore: 'SG',
  malaysia: 'MY',
  indonesia: 'ID',
  philippines: 'PH',
  vietnam: 'VN',
  thailand: 'TH',
  australia: 'AU',
  'new zealand': 'NZ',
};

// Large cities written without a region; the commonest reason a header line that looks like a
// name ("New York", "San Francisco") is not one.
const CITIES = new Set(
  (
    'new york|new york city|los angeles|san francisco|san diego|san jose|san antonio|las vegas|' +
    'chicago|houston|phoenix|philadelphia|dallas|austin|seattle|boston|denver|atlanta|miami|' +
    'washington|portland|detroit|nashville|baltimore|minneapolis|pittsburgh|salt lake city|' +
    'new orleans|kansas city|st louis|st. louis|silicon valley|bay area|toronto|montreal|vancouver|' +
    'ottawa|calgary|london|manchester|birmingham|edinburgh|glasgow|dublin|paris|lyon|berlin|munich|' +
    'hamburg|frankfurt|cologne|vienna|zurich|geneva|amsterdam|rotterdam|brussels|madrid|barcelona|' +
    'lisbon|rome|milan|stockholm|oslo|copenhagen|helsinki|warsaw|krakow|prague|budapest|athens|' +
    'moscow|st. petersburg|st petersburg|saint petersburg|kyiv|kiev|lviv|minsk|riga|tallinn|vilnius|' +
    'bucharest|sofia|belgrade|zagreb|haifa|' +
    'istanbul|tel aviv|jerusalem|dubai|abu dhabi|cairo|lagos|nairobi|cape town|johannesburg|' +
    'mumbai|new delhi|delhi|bangalore|bengaluru|hyderabad|chennai|pune|kolkata|karachi|lahore|' +
    'dhaka|beijing|shanghai|shenzhen|hong kong|taipei|tokyo|osaka|seoul|singapore|kuala lumpur|' +
    'jakarta|manila|bangkok|ho chi minh city|hanoi|sydney|melbourne|brisbane|perth|auckland|' +
    'wellington|mexico city|sao paulo|são paulo|rio de janeiro|buenos aires|santiago|bogota|bogotá|lima'
  ).split('|'),
);

const REGION_NAMES = new Set([
  ...Object.values(US_STATES),
  ...Object.values(CA_PROVINCES),
  ...Object.keys(COUNTRY_CODES),
]);

/**
 * True for a US state or Canadian province code ("WA", "ON").
 * @example isRegionCode('WA') // true
 */
function isRegionCode(s: string): boolean {
  return s in US_STATES || s in CA_PROVINCES;
}

/**
 * True for a region or country written out ("Colorado", "United Kingdom") or a state code.
 * @example isRegion('Colorado') // true; isRegion('Acme') // false
 */
export function isRegion(s: string): boolean {
  const t = s.trim();
  return isRegionCode(t) || REGION_NAMES.has(t.toLowerCase());
}

/**
 * True for a well-known city or region written alone ("New York", "Berlin", "Texas").
 * @example isKnownPlace('New York') // true; isKnownPlace('Ada Lovelace') // false
 */
export function isKnownPlace(s: string): boolean {
  const t = s.trim().toLowerCase().replace(/\s+/g, ' ');
  return CITIES.has(t) || REGION_NAMES.has(t) || CITIES.has(t.replace(/-/g, ' '));
}

const CITY_WORDS = /^[\p{Lu}][\p{L}.'’-]*$/u;

/**
 * "City, ST", "City, Region" or "City, Country" where the region is known: "Spokane, WA",
 * "Denver, Colorado", "London, UK". Up to four words in the city.
 * @example isCityRegion('Spokane, WA') // true; isCityRegion('Acme, Inc') // false
 */
export function isCityRegion(s: string): boolean {
  const m = /^([^,]{2,40}),\s*([^,]{2,40})(?:,\s*([^,]{2,30}))?$/.exec(s.trim());
  if (!m?.[1] || !m[2]) return false;
  const city = m[1].trim().split(/\s+/);
  if (
    city.length > 4 ||
    !city.every((w) => CITY_WORDS.test(w) || /^(de|del|la|am|upon|on)$/.test(w))
  )
    return false;
  return isRegion(m[2]) && (m[3] === undefined || isRegion(m[3]));
}

/**
 * The country a place implies, for reading national phone numbers: a state code means US,
 * a province code CA, a country name its code.
 * @example countryOf('Spokane, WA') // 'US'; countryOf('Lyon, France') // 'FR'
 */
export function countryOf(place: string): string | undefined {
  const parts = place.split(/\s*,\s*/).reverse();
  for (const p of parts) {
    const t = p.trim();
    if (t in US_STATES) return 'US';
    if (t in CA_PROVINCES) return 'CA';
    const lower = t.toLowerCase();
    const code = COUNTRY_CODES[lower];
    if (code) return code;
    if (Object.values(US_STATES).includes(lower)) return 'US';
    if (Object.values(CA_PROVINCES).includes(lower)) return 'CA';
  }
  return undefined;
}
