import { einPrefixes } from './identifiers.js';
import { drawBusiness, drawCharity, type Business } from './businesses.js';
import { drawPerson, type Person } from './people.js';
import { Random } from './random.js';

/**
 * Identifiers are drawn without repeats by walking a permutation of every valid value
 * (x → a·x + b mod N, a coprime with N): the n-th person of a seed always has the same
 * SSN, and no two persons share one, at any scale.
 */
class Permutation {
  private readonly offset: bigint;
  constructor(
    private readonly size: bigint,
    seed: string,
  ) {
    this.offset = BigInt(Math.floor(new Random(`${seed}/offset`).next() * Number(size))) % size;
  }
  /** 2654435761 (Knuth's multiplicative constant) is prime and divides neither N below. */
  at(index: number): bigint {
    return (2_654_435_761n * BigInt(index) + this.offset) % this.size;
  }
}

const SSN_AREAS = Array.from({ length: 899 }, (_, i) => i + 1).filter((area) => area !== 666);
const SSN_SPACE = BigInt(SSN_AREAS.length * 99 * 9999);
const EIN_SPACE = BigInt(einPrefixes.length * 9_999_999);

function ssnOf(value: bigint): string {
  const area = SSN_AREAS[Number(value % BigInt(SSN_AREAS.length))] ?? 1;
  const rest = value / BigInt(SSN_AREAS.length);
  const group = Number(rest % 99n) + 1;
  const serial = Number(rest / 99n) + 1;
  return `${String(area).padStart(3, '0')}${String(group).padStart(2, '0')}${String(serial).padStart(4, '0')}`;
}

function einOf(value: bigint): string {
  const prefix = einPrefixes[Number(value % BigInt(einPrefixes.length))] ?? '10';
  const serial = Number(value / BigInt(einPrefixes.length)) + 1;
  return `${prefix}${String(serial).padStart(7, '0')}`;
}

/**
 * The synthetic population of one seed: deceased and living persons, firms and charities,
 * each fully determined by (seed, index). Sources draw from the same population, so the
 * same death shows up in DMF and DoD as it does in the real files.
 */
export class Population {
  private readonly ssns: Permutation;
  private readonly eins: Permutation;

  constructor(readonly seed: string) {
    this.ssns = new Permutation(SSN_SPACE, seed);
    this.eins = new Permutation(EIN_SPACE, seed);
  }

  /** A random stream for one record of one source. */
  random(stream: string, index: number): Random {
    return new Random(`${this.seed}/${stream}/${index}`);
  }

  deceased(index: number): Person {
    return { ...drawPerson(this.random('deceased', index), true), ssn: ssnOf(this.ssns.at(2 * index)) };
  }

  living(index: number): Person {
    return { ...drawPerson(this.random('living', index), false), ssn: ssnOf(this.ssns.at(2 * index + 1)) };
  }

  firm(index: number): Business {
    return { ...drawBusiness(this.random('firm', index)), ein: einOf(this.eins.at(2 * index)) };
  }

  charity(index: number): Business {
    return { ...drawCharity(this.random('charity', index)), ein: einOf(this.eins.at(2 * index + 1)) };
  }
}
