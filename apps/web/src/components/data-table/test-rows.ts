import { USER_STATUS_FILTER } from '@parley/domain';
import type { TDataTableColumn } from './types';

/** Rows and columns the data table's tests share. */
export interface TPerson {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'inactive';
  calls: number;
}

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kai', 'Lu'];

export function people(count: number): TPerson[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `P${i + 1}`,
    name: `${NAMES[i % NAMES.length]} ${i + 1}`,
    email: `person${i + 1}@example.test`,
    status: i % 3 === 0 ? 'inactive' : 'active',
    calls: (i * 7) % 50,
  }));
}

export const personColumns: TDataTableColumn<TPerson>[] = [
  { id: 'name', header: 'Name' },
  { id: 'email', header: 'Email' },
  { id: 'status', header: 'Status', filter: USER_STATUS_FILTER },
  { id: 'calls', header: 'Calls', searchable: false },
];
