// Writes the phone fields' numbering-plan subset (US) from the installed libphonenumber-js; run it
// after upgrading that package (a domain test fails until then): npx tsx scripts/write-phone-metadata.ts
import { writeFile } from 'node:fs/promises';
import examples from 'libphonenumber-js/mobile/examples';
import full from 'libphonenumber-js/metadata.min.json';
import { phoneMetadataSubset } from '../packages/domain/src/format/phone-metadata-subset';
import { PHONE_COUNTRIES } from '../packages/domain/src/format/phone-countries';

const target = new URL('../packages/domain/src/format/phone-metadata-us.json', import.meta.url);
const subset = phoneMetadataSubset(full, examples, PHONE_COUNTRIES);
await writeFile(target, `${JSON.stringify(subset)}\n`);
