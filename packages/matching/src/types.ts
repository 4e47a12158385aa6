/** Whom a name belongs to; 'unknown' lets the engine infer it from the name itself. */
export type PartyKind = 'person' | 'entity' | 'unknown';

/** A name as submitted or as listed: either one full string or its parts. */
export interface PartyName {
  full?: string;
  first?: string;
  middle?: string;
  last?: string;
  kind: PartyKind;
}

export interface PartyAddress {
  line1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

/** A payee (query) or a datasource record: one primary name, aliases and optional evidence. */
export interface PartyRecord {
  name: PartyName;
  aliases?: readonly PartyName[];
  /** SSN, EIN or TIN in any punctuation; only the digits are compared. */
  tin?: string;
  /** YYYY-MM-DD, YYYY-MM or YYYY. */
  dob?: string;
  address?: PartyAddress;
  country?: string;
}

/** One reason behind a score, written for the person reviewing the match. */
export interface Feature {
  name: string;
  value: number | string;
  /** Points this feature adds to (or, when negative, removes from) the 0–1 score. */
  contribution: number;
  text: string;
}
