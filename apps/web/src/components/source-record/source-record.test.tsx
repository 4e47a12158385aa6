import type { RecordResource } from '@dnp/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SourceRecord } from './source-record.js';

const record = {
  id: '4417',
  type: 'leiePrivate',
  attributes: {
    id: 4417,
    name: 'GREGORY ALAN PALMQUIST',
    exclusionDate: '2004-05-17',
    npi: '1496897775',
    addressLine1: '902 LAKE ST',
    city: '',
    tin: '*****9931',
    tinMasked: true,
  },
} as unknown as RecordResource;

describe('the source record of a match', () => {
  it('labels each attribute for a reader and leaves out the record’s key, the mask flag and empty values', () => {
    render(<SourceRecord match={{ searchSrcSysTypeCd: 'LEIE-PRIV', record }} />);
    expect(screen.getByRole('heading', { name: 'The LEIE-PRIV record' })).toBeTruthy();
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(['Name', 'Exclusion date', 'NPI', 'Address line 1', 'TIN']);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['GREGORY ALAN PALMQUIST', '2004-05-17', '1496897775', '902 LAKE ST', '*****9931']);
  });

  it('says why there is no record: entity registrations carry none, and a record may have left its source', () => {
    const { rerender } = render(<SourceRecord match={{ searchSrcSysTypeCd: 'CCR' }} />);
    expect(screen.getByText('Entity registration matches carry no source record.')).toBeTruthy();
    rerender(<SourceRecord match={{ searchSrcSysTypeCd: 'DMF' }} />);
    expect(screen.getByText('The source record is no longer held by the datasource.')).toBeTruthy();
  });
});
