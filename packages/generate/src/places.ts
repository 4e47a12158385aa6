import type { Random } from './random.js';
import { WeightedTable } from './random.js';

interface State {
  code: string;
  name: string;
  /** 2020 census population, in hundred thousands: draws are proportional to it. */
  weight: number;
  /** First three ZIP digits assigned to the state (USPS): [low, high]. */
  zip: readonly [number, number];
  cities: readonly string[];
}

// Real USPS state codes, ZIP prefix ranges and cities; the streets are invented.
const states: readonly State[] = [
  {
    code: 'AL',
    name: 'Alabama',
    weight: 50,
    zip: [350, 369],
    cities: ['BIRMINGHAM', 'MONTGOMERY', 'MOBILE', 'HUNTSVILLE'],
  },
  { code: 'AK', name: 'Alaska', weight: 7, zip: [995, 999], cities: ['ANCHORAGE', 'FAIRBANKS', 'JUNEAU'] },
  { code: 'AZ', name: 'Arizona', weight: 72, zip: [850, 865], cities: ['PHOENIX', 'TUCSON', 'MESA', 'FLAGSTAFF'] },
  { code: 'AR', name: 'Arkansas', weight: 30, zip: [716, 729], cities: ['LITTLE ROCK', 'FAYETTEVILLE', 'FORT SMITH'] },
  {
    code: 'CA',
    name: 'California',
    weight: 395,
    zip: [900, 961],
    cities: ['LOS ANGELES', 'SAN DIEGO', 'SAN JOSE', 'FRESNO', 'SACRAMENTO', 'OAKLAND'],
  },
  {
    code: 'CO',
    name: 'Colorado',
    weight: 58,
    zip: [800, 816],
    cities: ['DENVER', 'COLORADO SPRINGS', 'AURORA', 'PUEBLO'],
  },
  {
    code: 'CT',
    name: 'Connecticut',
    weight: 36,
    zip: [60, 69],
    cities: ['HARTFORD', 'NEW HAVEN', 'BRIDGEPORT', 'STAMFORD'],
  },
  { code: 'DE', name: 'Delaware', weight: 10, zip: [197, 199], cities: ['WILMINGTON', 'DOVER', 'NEWARK'] },
  { code: 'DC', name: 'District of Columbia', weight: 7, zip: [200, 205], cities: ['WASHINGTON'] },
  {
    code: 'FL',
    name: 'Florida',
    weight: 215,
    zip: [320, 349],
    cities: ['JACKSONVILLE', 'MIAMI', 'TAMPA', 'ORLANDO', 'TALLAHASSEE'],
  },
  { code: 'GA', name: 'Georgia', weight: 107, zip: [300, 319], cities: ['ATLANTA', 'SAVANNAH', 'AUGUSTA', 'MACON'] },
  { code: 'HI', name: 'Hawaii', weight: 15, zip: [967, 968], cities: ['HONOLULU', 'HILO', 'KAILUA'] },
  { code: 'ID', name: 'Idaho', weight: 18, zip: [832, 838], cities: ['BOISE', 'NAMPA', 'POCATELLO'] },
  {
    code: 'IL',
    name: 'Illinois',
    weight: 128,
    zip: [600, 629],
    cities: ['CHICAGO', 'SPRINGFIELD', 'PEORIA', 'ROCKFORD'],
  },
  {
    code: 'IN',
    name: 'Indiana',
    weight: 68,
    zip: [460, 479],
    cities: ['INDIANAPOLIS', 'FORT WAYNE', 'EVANSVILLE', 'SOUTH BEND'],
  },
  { code: 'IA', name: 'Iowa', weight: 32, zip: [500, 528], cities: ['DES MOINES', 'CEDAR RAPIDS', 'DAVENPORT'] },
  { code: 'KS', name: 'Kansas', weight: 29, zip: [660, 679], cities: ['WICHITA', 'TOPEKA', 'OVERLAND PARK'] },
  { code: 'KY', name: 'Kentucky', weight: 45, zip: [400, 427], cities: ['LOUISVILLE', 'LEXINGTON', 'BOWLING GREEN'] },
  {
    code: 'LA',
    name: 'Louisiana',
    weight: 47,
    zip: [700, 714],
    cities: ['NEW ORLEANS', 'BATON ROUGE', 'SHREVEPORT', 'LAFAYETTE'],
  },
  { code: 'ME', name: 'Maine', weight: 14, zip: [39, 49], cities: ['PORTLAND', 'BANGOR', 'AUGUSTA'] },
  {
    code: 'MD',
    name: 'Maryland',
    weight: 62,
    zip: [206, 219],
    cities: ['BALTIMORE', 'ANNAPOLIS', 'FREDERICK', 'ROCKVILLE'],
  },
  {
    code: 'MA',
    name: 'Massachusetts',
    weight: 70,
    zip: [10, 27],
    cities: ['BOSTON', 'WORCESTER', 'SPRINGFIELD', 'LOWELL'],
  },
  {
    code: 'MI',
    name: 'Michigan',
    weight: 101,
    zip: [480, 499],
    cities: ['DETROIT', 'GRAND RAPIDS', 'LANSING', 'FLINT'],
  },
  {
    code: 'MN',
    name: 'Minnesota',
    weight: 57,
    zip: [550, 567],
    cities: ['MINNEAPOLIS', 'SAINT PAUL', 'DULUTH', 'ROCHESTER'],
  },
  { code: 'MS', name: 'Mississippi', weight: 30, zip: [386, 397], cities: ['JACKSON', 'GULFPORT', 'HATTIESBURG'] },
  {
    code: 'MO',
    name: 'Missouri',
    weight: 62,
    zip: [630, 658],
    cities: ['KANSAS CITY', 'SAINT LOUIS', 'SPRINGFIELD', 'COLUMBIA'],
  },
  { code: 'MT', name: 'Montana', weight: 11, zip: [590, 599], cities: ['BILLINGS', 'MISSOULA', 'HELENA'] },
  { code: 'NE', name: 'Nebraska', weight: 20, zip: [680, 693], cities: ['OMAHA', 'LINCOLN', 'GRAND ISLAND'] },
  { code: 'NV', name: 'Nevada', weight: 31, zip: [889, 898], cities: ['LAS VEGAS', 'RENO', 'HENDERSON'] },
  { code: 'NH', name: 'New Hampshire', weight: 14, zip: [30, 38], cities: ['MANCHESTER', 'NASHUA', 'CONCORD'] },
  {
    code: 'NJ',
    name: 'New Jersey',
    weight: 93,
    zip: [70, 89],
    cities: ['NEWARK', 'JERSEY CITY', 'TRENTON', 'PATERSON'],
  },
  { code: 'NM', name: 'New Mexico', weight: 21, zip: [870, 884], cities: ['ALBUQUERQUE', 'SANTA FE', 'LAS CRUCES'] },
  {
    code: 'NY',
    name: 'New York',
    weight: 202,
    zip: [100, 149],
    cities: ['NEW YORK', 'BUFFALO', 'ROCHESTER', 'ALBANY', 'SYRACUSE'],
  },
  {
    code: 'NC',
    name: 'North Carolina',
    weight: 104,
    zip: [270, 289],
    cities: ['CHARLOTTE', 'RALEIGH', 'GREENSBORO', 'DURHAM'],
  },
  { code: 'ND', name: 'North Dakota', weight: 8, zip: [580, 588], cities: ['FARGO', 'BISMARCK', 'GRAND FORKS'] },
  {
    code: 'OH',
    name: 'Ohio',
    weight: 118,
    zip: [430, 459],
    cities: ['COLUMBUS', 'CLEVELAND', 'CINCINNATI', 'TOLEDO', 'DAYTON'],
  },
  { code: 'OK', name: 'Oklahoma', weight: 40, zip: [730, 749], cities: ['OKLAHOMA CITY', 'TULSA', 'NORMAN'] },
  { code: 'OR', name: 'Oregon', weight: 42, zip: [970, 979], cities: ['PORTLAND', 'SALEM', 'EUGENE'] },
  {
    code: 'PA',
    name: 'Pennsylvania',
    weight: 130,
    zip: [150, 196],
    cities: ['PHILADELPHIA', 'PITTSBURGH', 'ALLENTOWN', 'ERIE', 'HARRISBURG'],
  },
  { code: 'RI', name: 'Rhode Island', weight: 11, zip: [28, 29], cities: ['PROVIDENCE', 'WARWICK', 'CRANSTON'] },
  { code: 'SC', name: 'South Carolina', weight: 51, zip: [290, 299], cities: ['COLUMBIA', 'CHARLESTON', 'GREENVILLE'] },
  { code: 'SD', name: 'South Dakota', weight: 9, zip: [570, 577], cities: ['SIOUX FALLS', 'RAPID CITY', 'PIERRE'] },
  {
    code: 'TN',
    name: 'Tennessee',
    weight: 69,
    zip: [370, 385],
    cities: ['NASHVILLE', 'MEMPHIS', 'KNOXVILLE', 'CHATTANOOGA'],
  },
  {
    code: 'TX',
    name: 'Texas',
    weight: 291,
    zip: [750, 799],
    cities: ['HOUSTON', 'SAN ANTONIO', 'DALLAS', 'AUSTIN', 'EL PASO', 'FORT WORTH'],
  },
  { code: 'UT', name: 'Utah', weight: 33, zip: [840, 847], cities: ['SALT LAKE CITY', 'PROVO', 'OGDEN'] },
  { code: 'VT', name: 'Vermont', weight: 6, zip: [50, 59], cities: ['BURLINGTON', 'MONTPELIER', 'RUTLAND'] },
  {
    code: 'VA',
    name: 'Virginia',
    weight: 86,
    zip: [220, 246],
    cities: ['VIRGINIA BEACH', 'RICHMOND', 'NORFOLK', 'ARLINGTON', 'ROANOKE'],
  },
  { code: 'WA', name: 'Washington', weight: 77, zip: [980, 994], cities: ['SEATTLE', 'SPOKANE', 'TACOMA', 'OLYMPIA'] },
  {
    code: 'WV',
    name: 'West Virginia',
    weight: 18,
    zip: [247, 268],
    cities: ['CHARLESTON', 'HUNTINGTON', 'MORGANTOWN'],
  },
  { code: 'WI', name: 'Wisconsin', weight: 59, zip: [530, 549], cities: ['MILWAUKEE', 'MADISON', 'GREEN BAY'] },
  { code: 'WY', name: 'Wyoming', weight: 6, zip: [820, 831], cities: ['CHEYENNE', 'CASPER', 'LARAMIE'] },
  { code: 'PR', name: 'Puerto Rico', weight: 33, zip: [6, 9], cities: ['SAN JUAN', 'BAYAMON', 'PONCE'] },
];

export const stateCodes: readonly string[] = states.map((s) => s.code);
const stateTable = new WeightedTable(states.map((s) => [s, s.weight] as const));

const streetNames = [
  'MAIN',
  'OAK',
  'MAPLE',
  'CEDAR',
  'PINE',
  'ELM',
  'WASHINGTON',
  'LAKE',
  'HILL',
  'PARK',
  'RIVER',
  'LINCOLN',
  'CHURCH',
  'HIGHLAND',
  'FRANKLIN',
  'JEFFERSON',
  'SPRING',
  'MILL',
  'CENTER',
  'WILLOW',
  'SUNSET',
  'MADISON',
  'RIDGE',
  'FOREST',
  'JACKSON',
  'MEADOW',
  'CHESTNUT',
  'WALNUT',
  'ADAMS',
  'VALLEY',
];
const streetTypes = ['ST', 'AVE', 'RD', 'DR', 'LN', 'CT', 'BLVD', 'WAY', 'PL'];

export interface Address {
  line1: string;
  city: string;
  stateCode: string;
  postalCode: string;
}

export interface StatePick {
  code: string;
  name: string;
}

export function drawState(random: Random): StatePick {
  const state = stateTable.draw(random);
  return { code: state.code, name: state.name };
}

/** A street address in a real city, with a ZIP in the state's USPS range. */
export function drawAddress(random: Random, stateCode?: string): Address {
  const state = states.find((s) => s.code === stateCode) ?? stateTable.draw(random);
  const zip3 = random.int(state.zip[0], state.zip[1]);
  const line1 = `${random.int(1, 9899)} ${random.pick(streetNames)} ${random.pick(streetTypes)}`;
  return {
    line1,
    city: random.pick(state.cities),
    stateCode: state.code,
    postalCode: `${String(zip3).padStart(3, '0')}${random.digits(2)}`,
  };
}

export function stateName(code: string): string | undefined {
  return states.find((s) => s.code === code)?.name;
}
