/** A person of a generated death source, as a party is drawn from it. */
export interface SourcePerson {
  name: string;
  tin: string | null;
  birth: string | null;
}

/** What an agency file says of one party. */
export interface PlantedParty {
  name: string;
  tin: string | null;
  birth: string | null;
}

/** A deterministic 9-digit TIN that no generated source holds (they start 001–899 as SSNs; 9xx is never issued). */
const unissuedTin = (i: number): string => `9${String((i * 7919) % 100_000_000).padStart(8, '0')}`;

/** The people a file's parties are drawn from: the first `count` death records by id. */
export const sourcePeopleSql = `select name, tin, to_char(birth_date, 'YYYY-MM-DD') as birth from dmf_records order by id limit $1`;

/**
 * The `i`-th party of a file drawn from `people`, in a mix an agency's file might hold: 30% a
 * listed person with name and TIN (CONCLUSIVE), 5% a listed TIN under another name (PROBABLE),
 * 15% a listed name and date of birth without TIN (POSSIBLE), and half made-up people (one
 * record's first name, another's surname, an unissued TIN).
 */
export function plantedParty(people: readonly SourcePerson[], i: number): PlantedParty {
  const person = (at: number): SourcePerson => people[at % people.length] as SourcePerson;
  const p = person(i);
  const slot = i % 20;
  if (slot < 6) return { name: p.name, tin: p.tin, birth: p.birth };
  if (slot === 6) return { name: person(i + 7).name, tin: p.tin, birth: null };
  if (slot < 10) return { name: p.name, tin: null, birth: p.birth };
  const first = p.name.split(' ')[0] ?? '';
  const last =
    person(i * 31 + 3)
      .name.split(' ')
      .at(-1) ?? '';
  return { name: `${first} ${last}`, tin: unissuedTin(i), birth: null };
}
