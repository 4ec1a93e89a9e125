import { ACCOUNT_STATUS_FILTER, USER_STATUS_FILTER } from '@parley/domain';
import type { TDataTableColumn } from './types';

/** A row of the 100,000-row demo (/dev/table) and of bench:table: 8 columns. */
export interface TDemoRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: 'active' | 'inactive';
  accountStatus: 'active' | 'inactive' | 'closed';
  city: string;
  calls: number;
}

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Mateo',
  'Sofia',
  'Ethan',
  'Mia',
  'Lucas',
  'Zoe',
  'Omar',
];
const LAST = [
  'Owens',
  'Garcia',
  'Smith',
  'Nguyen',
  'Patel',
  'Kim',
  'Brown',
  'Lopez',
  'Okafor',
  'Rossi',
  'Chen',
];
const CITIES = [
  'Austin',
  'Boston',
  'Chicago',
  'Denver',
  'Miami',
  'Phoenix',
  'Portland',
  'Seattle',
  'Toronto',
];
const ACCOUNT = ['active', 'active', 'active', 'inactive', 'closed'] as const;

/** `count` rows, the same every time (mulberry32 from a fixed seed, not Math.random). */
export function demoRows(count: number): TDemoRow[] {
  let seed = 42;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  const rows: TDemoRow[] = new Array<TDemoRow>(count);
  for (let i = 0; i < count; i++) {
    const first = FIRST[next() % FIRST.length]!;
    const last = LAST[next() % LAST.length]!;
    rows[i] = {
      id: `U${String(i + 1).padStart(6, '0')}`,
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${i + 1}@example.test`,
      phone: `+1${2_000_000_000 + (next() % 7_999_999_999)}`,
      status: next() % 4 === 0 ? 'inactive' : 'active',
      accountStatus: ACCOUNT[next() % ACCOUNT.length]!,
      city: CITIES[next() % CITIES.length]!,
      calls: next() % 1000,
    };
  }
  return rows;
}

export const demoColumns: TDataTableColumn<TDemoRow>[] = [
  { id: 'id', header: 'ID', width: 100 },
  { id: 'name', header: 'Name' },
  { id: 'email', header: 'Email' },
  { id: 'phone', header: 'Phone' },
  { id: 'status', header: 'Status', filter: USER_STATUS_FILTER },
  { id: 'accountStatus', header: 'Account', filter: ACCOUNT_STATUS_FILTER },
  { id: 'city', header: 'City' },
  { id: 'calls', header: 'Calls', searchable: false },
];
