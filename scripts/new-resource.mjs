// `npm run new:resource -- <name> [--label "transfer preset"] [--prefix TP] [--page /presets]
//   [--read <privilege>,…] [--write <privilege>,…]` (issue 25): a plain resource of the account —
// a name unique per account, a description, enabled — from the domain to the end-to-end test, on
// the kit. The files compile and their tests pass as written; a resource of its own then changes
// four of them (the definition, the table, the page's columns and the form) and its demo rows.
// Then the registries, the migration and docs/api.md are made, as they are after any change.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { builtPages, writeRegistries } from './registries.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
const constant = (kebab) => kebab.replace(/-/g, '_').toUpperCase();
const capital = (words) => words.replace(/^./, (c) => c.toUpperCase());

/** Every id prefix a definition declares, so a new one repeats none. */
function prefixesInUse() {
  const dir = join(root, 'packages/domain/src/resources');
  return readdirSync(dir).flatMap((f) =>
    [...readFileSync(join(dir, f), 'utf8').matchAll(/idPrefix: '([A-Z]{2})'/g)].map((m) => m[1]),
  );
}

/** The sidebar's title of a page of config/nav.ts (`link('/presets', 'Transfer Presets', …)`). */
function pageTitle(page) {
  const nav = readFileSync(join(root, 'apps/web/src/config/nav.ts'), 'utf8');
  const found = new RegExp(`link\\(\\s*'${page.replace(/[/]/g, '\\/')}',\\s*'([^']+)'`).exec(nav);
  return found?.[1] ?? null;
}

/** What the files are written from: the names of one resource in each of their forms. */
export function namesOf({ name, label, prefix, page, title, read, write }) {
  if (!/^[a-z]+(-[a-z]+)*s$/.test(name))
    throw new Error(`The name is the plural in kebab-case ('presets', 'number-sets'), not '${name}'.`);
  const singular = name.slice(0, -1);
  const spoken = label ?? singular.replace(/-/g, ' ');
  return {
    name,
    /** presets → presets (the table, the client), number-sets → numberSets */
    plural: camel(name),
    /** the SQL table's name */
    table: name.replace(/-/g, '_'),
    /** TPreset, ZPresetInput */
    type: pascal(singular),
    /** PRESET_MESSAGES, PRESETS_PAGE_TEXTS */
    one: constant(singular),
    many: constant(name),
    /** 'transfer preset', as a person says it */
    label: spoken,
    labels: `${spoken}s`,
    prefix,
    page,
    title: title ?? capital(`${spoken}s`),
    read,
    write,
  };
}

const privileges = (list) => list.map((p) => `'${p}'`).join(', ');

/** path → text of every file of a new resource. */
export function resourceFiles(n) {
  const accessConst = `${n.one}_ACCESS`;
  const agentLacks = n.read.every((p) => p === 'gumby-acct-update');
  return {
    [`packages/domain/src/access/${n.name}.ts`]: `import { rule } from './rules';

// Apart from the resource, as for breaks: the sidebar may read it at start, and the resource's
// module brings zod and its schemas with it (issue 24's sign-in budget).
/** Who may read ${n.labels} and who may change them (the sidebar's ${n.page} link, doc 000 §2). */
export const ${accessConst} = {
  read: rule.all(${privileges(n.read)}),
  write: rule.all(${privileges([...new Set([...n.read, ...n.write])])}),
};
`,
    [`packages/domain/src/texts/${n.name}-page.ts`]: `// The ${n.title} page's texts (${n.page}): ours, the spec names the page only (doc 000 §2).
import type { TDeleteTexts } from './delete-texts';

/** What a ${n.label}'s form and the server say about bad input: the same words in both. */
export const ${n.one}_MESSAGES = {
  nameRequired: 'Please enter a name for the ${n.label}.',
  nameTooLong: 'A ${n.label} name may be at most 100 characters.',
  nameTaken: 'A ${n.label} with this name already exists.',
  descriptionMissing: 'Send a description, an empty text for none.',
  descriptionTooLong: 'A description may be at most 500 characters.',
} as const;

/** The page's own words. */
export const ${n.many}_PAGE_TEXTS = {
  title: '${n.title}',
  intro: 'The ${n.labels} of the account.',
  tableLabel: '${capital(n.labels)} of the account',
  add: 'Add ${n.label}',
  addTitle: 'Add ${n.label}',
  editTitle: 'Edit ${n.label}',
  save: 'Save ${n.label}',
  enabledHint: 'A disabled ${n.label} is kept but cannot be chosen.',
} as const;

/** Asking before deleting ${n.labels}. */
export const ${n.one}_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete ${n.label}',
  manyTitle: 'Delete ${n.labels}',
  one: 'Delete the ${n.label} {name}?',
  many: 'Delete {n} ${n.labels}?',
};
`,
    [`packages/domain/src/resources/${n.name}.ts`]: `import { z } from 'zod';
import { ${accessConst} } from '../access/${n.name}';
import { ${n.one}_DELETE_TEXTS, ${n.one}_MESSAGES } from '../texts/${n.name}-page';
import { OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import { defineResource } from './define';

export const ${n.one}_NAME_MAX_LENGTH = 100;
export const ${n.one}_DESCRIPTION_MAX_LENGTH = 500;

/** What the form sends to create a ${n.label}, and to change one (PUT replaces it whole). */
export const Z${n.type}Input = z.strictObject({
  name: text({ error: ${n.one}_MESSAGES.nameRequired })
    .trim()
    .min(1, ${n.one}_MESSAGES.nameRequired)
    .max(${n.one}_NAME_MAX_LENGTH, ${n.one}_MESSAGES.nameTooLong),
  // an empty text for none; no default: a bulk change's partial schema would write it every time
  description: text({ error: ${n.one}_MESSAGES.descriptionMissing })
    .trim()
    .max(${n.one}_DESCRIPTION_MAX_LENGTH, ${n.one}_MESSAGES.descriptionTooLong),
  enabled: z.boolean({ error: OUR_MESSAGES.required }),
});
export type T${n.type}Input = z.infer<typeof Z${n.type}Input>;

/** A ${n.label} as the API answers it. */
export const Z${n.type} = z.object({
  id: text(),
  name: text(),
  description: text(),
  enabled: z.boolean(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
});
export type T${n.type} = z.infer<typeof Z${n.type}>;

export const ${n.plural}Resource = defineResource({
  name: '${n.name}',
  label: '${n.label}',
  itemName: (item) => item.name,
  path: '/v3/${n.name}',
  idField: 'id',
  idPrefix: '${n.prefix}',
  item: Z${n.type},
  create: Z${n.type}Input,
  update: Z${n.type}Input,
  access: ${accessConst},
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: ${n.one}_DELETE_TEXTS,
  // the page's enable, disable and delete of the selected rows
  bulk: ['update', 'delete'],
  list: {
    sort: ['name', 'created', 'updated'],
    limit: { default: 100, max: 500 },
    // name and description, case-insensitively
    search: true,
    filters: { enabled: z.enum(['true', 'false']).optional() },
  },
  examples: {
    create: { name: 'Example ${n.label}', description: 'Made from the API docs.', enabled: true },
    update: { name: 'Renamed ${n.label}', description: '', enabled: false },
    bulkUpdate: { enabled: false },
  },
});
`,
    [`packages/domain/src/resources/${n.name}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${n.one}_MESSAGES } from '../texts/${n.name}-page';
import { OUR_MESSAGES } from '../validation/messages';
import { Z${n.type}Input } from './${n.name}';

const valid = { name: 'First', description: '', enabled: true };
const errorsOf = (input: unknown) =>
  Z${n.type}Input.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('Z${n.type}Input', () => {
  it('accepts a valid ${n.label} and trims name and description', () => {
    expect(Z${n.type}Input.parse({ ...valid, name: '  First ', description: ' About. ' })).toEqual({
      ...valid,
      description: 'About.',
    });
  });

  it.each([
    [{ name: '' }, 'name', ${n.one}_MESSAGES.nameRequired],
    [{ name: '   ' }, 'name', ${n.one}_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', ${n.one}_MESSAGES.nameTooLong],
    [{ description: 'x'.repeat(501) }, 'description', ${n.one}_MESSAGES.descriptionTooLong],
    [{ description: undefined }, 'description', ${n.one}_MESSAGES.descriptionMissing],
    [{ enabled: undefined }, 'enabled', OUR_MESSAGES.required],
  ])('refuses %j with its message', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([[field, message]]);
  });

  it('refuses keys it does not know', () => {
    expect(errorsOf({ ...valid, colour: 'red' })).toHaveLength(1);
  });
});
`,
    [`apps/server/src/db/schema/${n.name}.ts`]: `import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedColumns } from '../owned-columns';

/** The account's ${n.labels} (${n.page}, doc 000 §2). */
export const ${n.plural} = pgTable(
  '${n.table}',
  {
    ...ownedColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('${n.table}_account_name_idx').on(t.accountSid, t.name),
    index('${n.table}_account_id_idx').on(t.accountSid, t.id),
  ],
);
`,
    [`apps/server/src/modules/${n.name}/repository.ts`]: `import { ${n.plural}Resource } from '@parley/domain';
import { ${n.plural} } from '../../db/schema/index';
import { ownedRepository } from '../../lib/owned-repository';

/** The account's ${n.labels}: by name (case-insensitively) or time; search on name and description. */
export const ${n.plural}Repository = ownedRepository(${n.plural}Resource, ${n.plural}, {
  search: ['name', 'description'],
});
`,
    [`apps/server/src/modules/${n.name}/routes.ts`]: `import type { FastifyInstance } from 'fastify';
import { ${n.one}_MESSAGES, ${n.plural}Resource } from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { ${n.plural}Repository } from './repository';

/** The account's ${n.labels} (${n.page}) on the resource kit; a name is unique per account. */
export default async function ${camel(n.name)}Routes(fastify: FastifyInstance) {
  resourceRoutes(fastify, ${n.plural}Resource, ${n.plural}Repository, {
    conflict: { message: ${n.one}_MESSAGES.nameTaken, field: 'name' },
  });
}
`,
    [`apps/server/src/modules/${n.name}/${n.name}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ${n.one}_MESSAGES } from '@parley/domain';
import { ${n.plural} } from '../../db/schema/index';
import { ACME, GLOBEX, appWithSignIns } from '../../../test/helpers';

// What the generated suites (test/resources.test.ts, access-matrix.test.ts) do not know: the demo
// rows, a name unique per account, the filters.
const app = appWithSignIns({ owner: 'owner@acme.test', globex: GLOBEX.owner });
const { get, send, as } = app;
const valid = { name: 'Made by a test', description: '', enabled: true };
const acmeRows = () => app.t.database.db.select().from(${n.plural}).where(eq(${n.plural}.accountSid, ACME));

describe('${n.name}', () => {
  it('lists Acme’s demo ${n.labels} by name; filters on enabled; searches', async () => {
    const items = (await get('/v3/${n.name}')).json().payload as { name: string; enabled: boolean }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    const names = items.map((item) => item.name.toLowerCase());
    expect(names).toEqual(names.toSorted());
    const off = (await get('/v3/${n.name}?enabled=false')).json().payload as { enabled: boolean }[];
    expect(off.length).toBeGreaterThan(0);
    for (const item of off) expect(item.enabled).toBe(false);
    const [first] = items;
    const found = (await get(\`/v3/${n.name}?q=\${encodeURIComponent(first!.name)}\`)).json().payload;
    expect(found.map((item: { name: string }) => item.name)).toContain(first!.name);
  });

  it('refuses a name already used with 409 and its message; another account may use it', async () => {
    const [taken] = (await get('/v3/${n.name}')).json().payload as { name: string }[];
    const before = await acmeRows();
    const res = await send('POST', '/v3/${n.name}', { ...valid, name: taken!.name });
    expect(res.statusCode).toBe(409);
    expect(res.json().error[0]).toMatchObject({ field: 'name', message: ${n.one}_MESSAGES.nameTaken });
    expect(await acmeRows()).toEqual(before);
    expect((await send('POST', '/v3/${n.name}', { ...valid, name: taken!.name }, as.globex)).statusCode).toBe(200);
  });

  it('refuses an empty name with the form’s message and writes nothing', async () => {
    const before = await acmeRows();
    const res = await send('POST', '/v3/${n.name}', { ...valid, name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({ field: 'name', message: ${n.one}_MESSAGES.nameRequired });
    expect(await acmeRows()).toEqual(before);
  });
});
`,
    [`apps/server/src/db/seeds/${n.name}.ts`]: `import { ${n.plural}Resource } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { ${n.plural} } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

type TDemo${n.type} = [name: string, description: string, enabled: boolean];

/** Acme's ${n.labels}; one retired. */
const ACME_${n.many}: TDemo${n.type}[] = [
  ['First ${n.label}', 'The one most used.', true],
  ['Second ${n.label}', 'For the evening shift.', true],
  ['Old ${n.label}', 'Replaced by the first in 2025.', false],
];

/** Acme's ${n.labels}, while it has none. */
export async function seed${pascal(n.name)}(db: Db, accounts: DemoAccounts): Promise<void> {
  const accountSid = accounts.acme.accountSid;
  await addWhileNone(db, { table: ${n.plural}, account: ${n.plural}.accountSid }, accountSid, () =>
    ACME_${n.many}.map(([name, description, enabled], i) => ({
      id: demoId(${n.plural}Resource, \`acme-\${i}\`),
      accountSid,
      name,
      description,
      enabled,
      // a day apart, so "newest first" means something
      createdAt: new Date(Date.UTC(2026, 9, 1 + i, 9)),
      updatedAt: new Date(Date.UTC(2026, 9, 1 + i, 9)),
    })),
  );
}
`,
    [`apps/web/src/resources/${n.name}.ts`]: `import { ${n.plural}Resource } from '@parley/domain';
import { createResource } from '@/lib/create-resource';

/** The account's ${n.labels} (${n.page}): the kit's client of the domain definition. */
export const ${n.plural} = createResource(${n.plural}Resource);
`,
    [`apps/web/src/features/${n.name}/components/${n.name.slice(0, -1)}-columns.tsx`]: `import type { T${n.type} } from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { nameColumn, statusColumn } from '@/components/resource-page/common-columns';

/** The ${n.labels} table's columns: the name (opens the form for those who may change them), the description, the status. */
export function ${camel(n.name.slice(0, -1))}Columns(
  onEdit: ((item: T${n.type}) => void) | null,
): TDataTableColumn<T${n.type}>[] {
  return [nameColumn(onEdit), { id: 'description', header: 'Description', sortable: false }, statusColumn()];
}
`,
    [`apps/web/src/features/${n.name}/components/${n.name.slice(0, -1)}-form.tsx`]: `import {
  ${n.many}_PAGE_TEXTS as T,
  Z${n.type}Input,
  ${n.plural}Resource,
  updateInputOf,
  type T${n.type},
  type T${n.type}Input,
} from '@parley/domain';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { ${n.plural} } from '@/resources/${n.name}';

const Field = formFields<T${n.type}Input>();

const NEW_ITEM: T${n.type}Input = { name: '', description: '', enabled: true };

interface T${n.type}FormProps {
  /** the ${n.label} to change; a new one when absent */
  item?: T${n.type};
  onSaved: (saved: T${n.type}) => void;
  onCancel: () => void;
}

/**
 * Adding and changing a ${n.label}, one form: Z${n.type}Input checks it here as the server does
 * (the same messages), and the server's refusals (a name already used) land on their field.
 */
export function ${n.type}Form({ item, onSaved, onCancel }: T${n.type}FormProps) {
  const create = ${n.plural}.useCreate();
  const update = ${n.plural}.useUpdate();
  const form = useApiForm({
    schema: Z${n.type}Input,
    defaultValues: item ? updateInputOf(${n.plural}Resource, item) : NEW_ITEM,
    submit: (input) => (item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input)),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <ApiForm form={form} label={item ? \`\${T.editTitle} \${item.name}\` : T.addTitle}>
      <Field.Text name="name" label="Name" required autoComplete="off" data-autofocus />
      <Field.Textarea name="description" label="Description" autosize minRows={2} maxRows={5} />
      <Field.Switch name="enabled" label="Enabled" description={T.enabledHint} />
      <FormActions onCancel={onCancel} submit={item ? T.save : T.add} />
    </ApiForm>
  );
}
`,
    [`apps/web/src/features/${n.name}/components/${n.name}-page.tsx`]: `import { ${n.many}_PAGE_TEXTS } from '@parley/domain';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { ${n.plural} } from '@/resources/${n.name}';
import { ${camel(n.name.slice(0, -1))}Columns } from './${n.name.slice(0, -1)}-columns';
import { ${n.type}Form } from './${n.name.slice(0, -1)}-form';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const ${n.one}_COLUMNS_COOKIE = 'parley_${n.table}_columns';

/**
 * ${n.page}: the account's ${n.labels} on the resource page, searched, filtered by status, added
 * and changed in a dialog, the selected ones enabled, disabled or deleted, exported as CSV.
 */
export function ${pascal(n.name)}Page() {
  return (
    <ResourcePage
      resource={${n.plural}}
      texts={${n.many}_PAGE_TEXTS}
      columns={${camel(n.name.slice(0, -1))}Columns}
      form={(props) => <${n.type}Form {...props} />}
      switchField="enabled"
      exportName="${n.name}"
      visibilityCookie={${n.one}_COLUMNS_COOKIE}
      initialSort={{ id: 'name' }}
    />
  );
}
`,
    [`apps/web/src/features/${n.name}/components/${n.name}-page.test.tsx`]: `import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ${n.one}_MESSAGES, ${n.many}_PAGE_TEXTS as T, TABLE_ACTION_TEXTS } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { bodiesSent, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { actOnRows } from '@/testing/table-actions';
import { renderWithProviders } from '@/testing/test-utils';
import { ${pascal(n.name)}Page } from './${n.name}-page';

const row = (n: number, name: string, enabled = true) => ({
  id: \`${n.prefix}\${String(n).repeat(32).slice(0, 32)}\`,
  name,
  description: \`About \${name}\`,
  enabled,
  created: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-01T09:00:00.000Z',
});
const ONE = row(1, 'One');
const TWO = row(2, 'Two');
const page = (items: unknown[]) => listPage(items);

const render = () =>
  renderWithProviders(<${pascal(n.name)}Page />, { session: { session: makeSession({ roles: ['acct-owner'] }) } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the ${n.labels} page', { timeout: 20_000 }, () => {
  it('lists them by name and asks the server to filter by status', async () => {
    const fetchMock = stubFetch({
      'GET /v3/${n.name}': ({ url }) => page(url.includes('enabled=false') ? [row(3, 'Old', false)] : [ONE, TWO]),
    });
    const { user, container } = render();
    expect(await screen.findByRole('button', { name: 'One' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('sort=name');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    expect(await screen.findByRole('button', { name: 'Old' })).toBeInTheDocument();
  });

  it('adds one: an empty name is refused in the form first, with the server’s words', async () => {
    const fetchMock = stubFetch({
      'GET /v3/${n.name}': () => page([ONE]),
      'POST /v3/${n.name}': ({ body }) => ok({ ...row(4, 'New'), ...(body as object) }),
    });
    const { user } = render();
    await screen.findByRole('button', { name: 'One' });
    await user.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(await within(dialog).findByText(${n.one}_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Fresh');
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'POST')).toEqual([{ name: 'Fresh', description: '', enabled: true }]);
  });

  it('disables the selected ones in one call', async () => {
    const fetchMock = stubFetch({
      'GET /v3/${n.name}': () => page([ONE, TWO]),
      'PATCH /v3/${n.name}': () => ok([{ ...ONE, enabled: false }, { ...TWO, enabled: false }]),
    });
    const { user } = render();
    await actOnRows(user, ['One', 'Two'], TABLE_ACTION_TEXTS.disable);
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH')).toHaveLength(1));
    expect(bodiesSent(fetchMock, 'PATCH')[0]).toEqual({ ids: [ONE.id, TWO.id], changes: { enabled: false } });
  });
});
`,
    [`apps/web/src/app/routes/${n.name}.tsx`]: `// @page ${n.page}
import { ${pascal(n.name)}Page } from '@/features/${n.name}/components/${n.name}-page';

/** ${n.page}: the route guard has checked the privilege of the sidebar's link (doc 000 §2). */
export function Component() {
  return <${pascal(n.name)}Page />;
}
`,
    [`e2e/tests/${n.name}.spec.ts`]: `import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { DEMO, signIn } from './fixtures';
import { expectAccessible${agentLacks ? ', sidebarLinks' : ''} } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

async function open${pascal(n.name)}(page: Page) {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL(DEMO.owner.home);
  await page.goto('${n.page}');
  await expect(page.getByRole('heading', { level: 1, name: '${n.title}' })).toBeVisible();
  return page.getByRole('table', { name: '${capital(n.labels)} of the account' });
}

test('the ${n.labels} page as the owner: add (no name first), edit, disable, export, delete', async ({ page }) => {
  const table = await open${pascal(n.name)}(page);
  await expectAccessible(page, 'the ${n.labels} page');
  // a name no other run uses: the database lives as long as the e2e run
  const name = \`E2E ${n.label} \${Date.now().toString(36)}\`;
  const rowBoxes = table.getByRole('checkbox', { name: /^Select (?!all rows$)/ });

  await test.step('add: an empty name is refused with its message, then it is saved', async () => {
    await page.getByRole('button', { name: 'Add ${n.label}' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add ${n.label}' });
    await dialog.getByRole('button', { name: 'Add ${n.label}', exact: true }).click();
    await expect(dialog.getByText('Please enter a name for the ${n.label}.')).toBeVisible();
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('button', { name: 'Add ${n.label}', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect(rowBoxes).toHaveCount(1);
  });

  await test.step('edit: a description', async () => {
    await table.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit ${n.label}' });
    await dialog.getByLabel('Description').fill('Made by the e2e test.');
    await dialog.getByRole('button', { name: 'Save ${n.label}' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Made by the e2e test.');
  });

  await test.step('disable it from the Actions menu', async () => {
    await table.getByRole('checkbox', { name: \`Select \${name}\` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Disabled');
  });

  await test.step('export: the row the search leaves, downloaded and parsed back', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const text = readFileSync(await file.path(), 'utf8');
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows.slice(1)).toEqual([[name, 'Made by the e2e test.', 'Disabled']]);
  });

  await test.step('delete it, after confirming', async () => {
    await table.getByRole('checkbox', { name: \`Select \${name}\` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rowBoxes).toHaveCount(0);
  });
});
${
  agentLacks
    ? `
test('the agent has no ${n.title}: no link, and ${n.page} answers Not permitted', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.agent.username);
  await expect(page).toHaveURL(DEMO.agent.home);
  expect(await sidebarLinks(page)).not.toContain('${n.page}');
  await page.goto('${n.page}');
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
});
`
    : ''
}`,
  };
}

/** Writes the files (refusing to overwrite one), formatted by the repository's Prettier. */
export async function writeResource(names, base = root) {
  const files = resourceFiles(names);
  for (const path of Object.keys(files))
    if (existsSync(join(base, path))) throw new Error(`${path} exists already: nothing was written.`);
  for (const [path, text] of Object.entries(files)) {
    const file = join(base, path);
    const options = await prettier.resolveConfig(join(root, path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  }
  return Object.keys(files);
}

function run(command, args, cwd = root) {
  const r = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      label: { type: 'string' },
      prefix: { type: 'string' },
      page: { type: 'string' },
      read: { type: 'string', default: 'gumby-acct-update' },
      write: { type: 'string', default: '' },
    },
  });
  const [name] = positionals;
  if (!name) {
    console.error(
      'Usage: npm run new:resource -- <plural-name> [--label "…"] [--prefix XX] [--page /path] [--read p,…] [--write p,…]',
    );
    process.exit(1);
  }
  const page = values.page ?? `/${name}`;
  const prefix = (values.prefix ?? name.slice(0, 2)).toUpperCase();
  if (!/^[A-Z]{2}$/.test(prefix)) throw new Error(`The id prefix is two capital letters, not '${prefix}'.`);
  if (prefixesInUse().includes(prefix))
    throw new Error(`The id prefix ${prefix} is taken: choose another with --prefix.`);
  if (builtPages().some((p) => p.path === page))
    throw new Error(`${page} is built already (a route module names it): choose another with --page.`);
  const title = pageTitle(page);
  if (!title) console.warn(`${page} is no link of config/nav.ts: the page will be reached by no menu.`);
  const split = (list) =>
    list
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
  const names = namesOf({
    name,
    label: values.label,
    prefix,
    page,
    title,
    read: split(values.read),
    write: split(values.write),
  });
  const written = await writeResource(names);
  await writeRegistries();
  run('npx', ['drizzle-kit', 'generate', '--name', names.table], join(root, 'apps/server'));
  run('npm', ['run', 'docs:api']);
  console.log(`\nWritten:\n${written.map((p) => `  ${p}`).join('\n')}
Registries, the migration and docs/api.md are made. Now make it yours: the definition
(packages/domain/src/resources/${name}.ts), the table (apps/server/src/db/schema/${name}.ts, then
\`npx drizzle-kit generate\` in apps/server again), the columns and the form, the demo rows.`);
}
