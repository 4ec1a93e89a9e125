// bench:table's floor for the heap: the 100,000 rows themselves, no table.
import { demoRows } from '@/components/data-table/demo-rows';

const rows = demoRows(Number(new URLSearchParams(location.search).get('rows') ?? 100_000));
Object.assign(window, { __rows: rows, __bench: { ready: true } });
