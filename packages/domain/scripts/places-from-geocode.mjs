// Converts nuhil/bangladesh-geocode (MIT, https://github.com/nuhil/bangladesh-geocode) into
// src/places/upazilas.json: the divisions with their districts and the upazilas of each district, named as
// @haat/domain/districts names them. Run from packages/domain: `node scripts/places-from-geocode.mjs <checkout> <commit>`.
// The data file is generated: fix a name here (or in src/places/city-areas.ts for city areas), not in the JSON.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [checkout, commit] = process.argv.slice(2);
if (!checkout || !commit) throw new Error('usage: places-from-geocode.mjs <bangladesh-geocode checkout> <commit>');

const table = (name) =>
  JSON.parse(readFileSync(join(checkout, name, `${name}.json`), 'utf8')).find((part) => part.type === 'table').data;

// The source's older English spellings → the names the government uses now (and @haat/domain/districts stores).
const divisionNames = { Chattagram: 'Chattogram', Barisal: 'Barishal' };
const districtNames = { Comilla: 'Cumilla', Coxsbazar: "Cox's Bazar", Jhalakathi: 'Jhalokati', Barisal: 'Barishal' };
// Upazila names fixed (typos, older spellings); the source's name stays findable as an alias.
const upazilaNames = {
  'Comilla Sadar': 'Cumilla Sadar',
  Sadarsouth: 'Cumilla Sadar South',
  'Coxsbazar Sadar': "Cox's Bazar Sadar",
  'Bogra Sadar': 'Bogura Sadar',
  'Jessore Sadar': 'Jashore Sadar',
  'Barisal Sadar': 'Barishal Sadar',
  'Jhalakathi Sadar': 'Jhalokati Sadar',
  'Borhan Sddin': 'Borhanuddin',
};
// Other names shoppers write for an upazila: towns inside it and common spellings.
const aliases = {
  'Dhaka/Savar': ['Ashulia', 'আশুলিয়া'],
  'Gazipur/Gazipur Sadar': ['Tongi', 'টঙ্গী', 'Joydebpur', 'জয়দেবপুর'],
  'Narayanganj/Narayanganj Sadar': ['Fatullah', 'ফতুল্লা', 'Siddhirganj', 'সিদ্ধিরগঞ্জ'],
  'Kishoreganj/Bhairab': ['Bhairab Bazar'],
  'Moulvibazar/Sreemangal': ['Srimangal', 'শ্রীমংগল'],
  'Nilphamari/Syedpur': ['Saidpur', 'সৈয়দপুর'],
  'Pabna/Ishurdi': ['Ishwardi'],
  'Chandpur/Faridgonj': ['Faridganj'],
};
// Districts whose city the source leaves out: the city's own upazila-level area.
const added = {
  Rajshahi: [['Rajshahi Sadar', 'রাজশাহী সদর', 'Boalia', 'বোয়ালিয়া', 'Rajshahi City']],
  Khulna: [['Khulna Sadar', 'খুলনা সদর', 'Khulna City', 'Sonadanga', 'সোনাডাঙ্গা']],
};

const districts = table('districts');
const output = {
  source: `nuhil/bangladesh-geocode@${commit} (MIT licence: src/places/SOURCES.md)`,
  divisions: table('divisions').map((division) => ({
    en: divisionNames[division.name] ?? division.name,
    bn: division.bn_name.trim(),
    districts: districts
      .filter((district) => district.division_id === division.id)
      .map((district) => districtNames[district.name] ?? district.name),
  })),
  upazilas: {},
};
for (const district of districts) {
  const name = districtNames[district.name] ?? district.name;
  const upazilas = table('upazilas')
    .filter((upazila) => upazila.district_id === district.id)
    .map((upazila) => {
      const source = upazila.name.trim();
      const en = upazilaNames[source] ?? source;
      return [en, upazila.bn_name.trim(), ...(en === source ? [] : [source]), ...(aliases[`${name}/${en}`] ?? [])];
    });
  output.upazilas[name] = [...upazilas, ...(added[name] ?? [])];
}
writeFileSync(new URL('../src/places/upazilas.json', import.meta.url), `${JSON.stringify(output, null, 1)}\n`);
