import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One Death Master File record in its 100-character fixed-width layout (dates MMDDYYYY). */
function dmfLine(ssn: string, last: string, first: string, middle: string, death: string, birth: string): string {
  const line = ' ' + ssn + last.padEnd(20) + ''.padEnd(4) + first.padEnd(15) + middle.padEnd(15) + 'V' + death + birth;
  return line.padEnd(100);
}

export const dmfPeople = {
  hernandez: dmfLine('123456789', 'HERNANDEZ', 'MARIA', 'ELENA', '03152024', '07041950'),
  /** The same person with a corrected date of death: a changed record. */
  hernandezCorrected: dmfLine('123456789', 'HERNANDEZ', 'MARIA', 'ELENA', '03162024', '07041950'),
  okafor: dmfLine('234567890', 'OKAFOR', 'CHUKWUEMEKA', '', '11022023', '01191948'),
  smith: dmfLine('345678901', 'SMITH', 'WILLIAM', 'JAMES', '06302022', '09121939'),
  doe: dmfLine('456789012', 'DOE', 'JANE', 'ANN', '01052025', '02021952'),
  unrelated: dmfLine('567890123', 'QUIGLEY', 'THADDEUS', '', '02022025', '03031933'),
  hopper: dmfLine('222334444', 'HOPPER', 'GRACE', '', '01012025', '12091906'),
};

/** A full DMF file listing these lines: a reload removes every record it no longer lists. */
export function writeDmf(lines: readonly string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'dnp-conmon-dmf-')), 'dmf.txt');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

export const CON_MON_HEADER = 'agencyAlcCode,agencyPartyId,agencySourceFullName,agencyTin,agencyTinTypeCode';

/**
 * DOD's monitored payees: 1 and 3 are dead in the first DMF load (TIN), 2 dies in a later
 * load, 4 has no TIN and matches Okafor by name only (POSSIBLE), 5 never matches.
 */
export const enrolledParties = [
  '12345678,1,MARIA ELENA HERNANDEZ,123456789,SSN',
  '12345678,2,JANE ANN DOE,456789012,SSN',
  '12345678,3,WILLIAM JAMES SMITH,345678901,SSN',
  '12345678,4,CHUKWUEMEKA OKAFOR,,',
  '12345678,5,ROSALIND FRANKLIN,111223333,SSN',
];
