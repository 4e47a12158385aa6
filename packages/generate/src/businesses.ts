import { drawEin } from './identifiers.js';
import { generalSurnames } from './name-frequencies.js';
import { drawAddress, type Address } from './places.js';
import { WeightedTable, type Random } from './random.js';

const surnames = new WeightedTable(generalSurnames);

/** Legal forms with rough shares among US businesses that register or contract (LLCs dominate new entities). */
const legalForms = new WeightedTable<string>([
  ['LLC', 45],
  ['INC', 30],
  ['CORPORATION', 6],
  ['CORP', 5],
  ['CO', 3],
  ['LP', 2],
  ['LLP', 2],
  ['PLLC', 3],
  ['PC', 2],
  ['GROUP LLC', 2],
]);

const trades = [
  'CONSTRUCTION',
  'MEDICAL SUPPLY',
  'LOGISTICS',
  'CONSULTING',
  'ENGINEERING',
  'ROOFING',
  'JANITORIAL SERVICES',
  'TECHNOLOGIES',
  'HOME HEALTH CARE',
  'AMBULANCE SERVICE',
  'PHARMACY',
  'ELECTRIC',
  'PLUMBING AND HEATING',
  'ENVIRONMENTAL SERVICES',
  'DEFENSE SYSTEMS',
  'FOOD SERVICES',
  'TRANSPORTATION',
  'MANAGEMENT SERVICES',
  'DENTAL',
  'LABORATORIES',
  'FACILITY SERVICES',
  'SECURITY SERVICES',
  'IT SOLUTIONS',
  'MACHINE WORKS',
  'PAVING',
];
const placeWords = [
  'ATLANTIC',
  'PACIFIC',
  'MIDWEST',
  'SUMMIT',
  'PIONEER',
  'LIBERTY',
  'EAGLE',
  'KEYSTONE',
  'BLUE RIDGE',
  'GULF COAST',
  'GREAT LAKES',
  'FRONTIER',
  'HERITAGE',
  'CAPITAL',
  'NORTHSTAR',
  'PINNACLE',
  'CARDINAL',
  'SOUTHERN',
  'TRI-STATE',
  'BAYSIDE',
];
const charityPatterns: readonly ((random: Random, city: string) => string)[] = [
  (_r, city) => `FRIENDS OF THE ${city} PUBLIC LIBRARY`,
  (_r, city) => `${city} COMMUNITY FOUNDATION INC`,
  (r) => `${surnames.draw(r)} FAMILY FOUNDATION`,
  (_r, city) => `${city} YOUTH SOCCER ASSOCIATION INC`,
  (r) => `AMERICAN LEGION POST ${r.int(1, 999)}`,
  (r) => `VETERANS OF FOREIGN WARS POST ${r.int(1000, 12000)}`,
  (_r, city) => `${city} AREA FOOD BANK`,
  (r, city) => `${city} ${r.pick(['ROTARY', 'LIONS', 'KIWANIS'])} CLUB`,
  (r) => `ST ${r.pick(['JOSEPH', 'MARY', 'PAUL', 'LUKE', 'ANNE', 'FRANCIS'])} PARISH`,
  (_r, city) => `${city} HIGH SCHOOL BOOSTER CLUB`,
  (_r, city) => `HABITAT FOR HUMANITY OF ${city}`,
];

export interface Business {
  name: string;
  ein: string;
  address: Address;
}

/** A for-profit firm: "<surname or place word> <trade> <legal form>". */
export function drawBusiness(random: Random): Business {
  const stem = random.chance(0.5) ? surnames.draw(random) : random.pick(placeWords);
  const name = `${stem} ${random.pick(trades)} ${legalForms.draw(random)}`;
  return { name, ein: drawEin(random), address: drawAddress(random) };
}

/** A tax-exempt organization named after its town or founder, as most small ones are. */
export function drawCharity(random: Random): Business {
  const address = drawAddress(random);
  const name = random.pick(charityPatterns)(random, address.city);
  return { name, ein: drawEin(random), address };
}
