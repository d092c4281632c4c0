import type { SampleProperty } from './sample-properties';
import { buildZipIndex, type ZipRecord } from './zip-index';

const place = (zip: string, city: string, state: string, country?: string): ZipRecord => ({
  zip,
  city,
  state,
  ...(country ? { country } : {}),
});

/** A small ZIP data set for tests whose answers must not move with the package's data. */
export const FIXTURE_ZIP_RECORDS: ZipRecord[] = [
  place('78701', 'Austin', 'TX'),
  place('78702', 'Austin', 'TX'),
  place('78703', 'Austin', 'TX'),
  place('78704', 'Austin', 'TX'),
  place('55912', 'Austin', 'MN'),
  place('30106', 'Austell', 'GA'),
  place('77001', 'Houston', 'TX'),
  place('77002', 'Houston', 'TX'),
  place('77003', 'Houston', 'TX'),
  place('77004', 'Houston', 'TX'),
  place('77005', 'Houston', 'TX'),
  place('77006', 'Houston', 'TX'),
  place('63101', 'Saint Louis', 'MO'),
  place('63102', 'Saint Louis', 'MO'),
  place('40201', 'Louisville', 'KY'),
  place('84060', 'Park City', 'UT'),
  place('62701', 'Springfield', 'IL'),
  place('62704', 'Springfield', 'IL'),
  place('01101', 'Springfield', 'MA'),
  place('33611', 'Tampa', 'FL'),
  place('35209', 'Birmingham', 'AL'),
  place('06101', 'Hartford', 'CT'),
  place('20001', 'Washington', 'DC'),
  place('20002', 'Washington', 'DC'),
  place('15301', 'Washington', 'PA'),
  place('22101', 'Mc Lean', 'VA'),
  place('98101', 'Seattle', 'WA'),
  // Left out by the index: military, territory, punctuation, a firm's own ZIP, Canada, a repeat.
  place('09001', 'Apo', 'AE'),
  place('00601', 'Adjuntas', 'PR'),
  place('97208', 'At&t', 'OR'),
  place('51240', 'Melcher-dallas', 'IA'),
  place('78786', 'State Board Of Insurance', 'TX'),
  place('15233', 'Allstate Insurance Co', 'PA'),
  place('K1A', 'Ottawa', 'ON', 'CA'),
  place('78701', 'Elsewhere', 'TX'),
];

export const fixtureZipIndex = () => buildZipIndex(FIXTURE_ZIP_RECORDS);

export const FIXTURE_SAMPLES: SampleProperty[] = [
  {
    street1: '100 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    scenario: 'standard',
    note: 'Any persona.',
  },
  {
    street1: '4413 Bayshore Blvd',
    city: 'Tampa',
    state: 'FL',
    zip: '33611',
    scenario: 'flood-zone',
    note: 'Flood zone AE.',
  },
];
