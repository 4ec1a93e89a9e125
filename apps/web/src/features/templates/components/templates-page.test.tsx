import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPOSER_TEXTS,
  MESSAGES,
  OUR_MESSAGES,
  ASSET_PICKER_TEXTS,
  TEMPLATE_PAGES_TEXTS as T,
  TEMPLATE_TEXTS,
  contactAttributes,
  TEMPLATE_DELETE_TEXTS,
  fillText,
} from '@parley/domain';
import { stubRangeRects } from '@/components/template-editor/jsdom-ranges';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { fail, listPage, ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { TemplateEditPage } from './template-edit-page';
import { TemplatesPage } from './templates-page';

stubRangeRects();

const template = (n: number, overrides: object = {}) => ({
  templateId: `TP${String(n).repeat(32)}`,
  templateTitle: `Template ${n}`,
  content: `Hello ${n}`,
  asset: null,
  encoding: 'GSM7',
  parts: 1,
  segments: 1,
  created: '2026-10-01T09:00:00.000Z',
  modified: `2026-10-0${n}T09:00:00.000Z`,
  ...overrides,
});
const IMAGE = {
  id: `AS${'a'.repeat(32)}`,
  name: 'Coupon',
  description: '',
  size: 1234,
  type: 'mms-image',
  contentType: 'image/png',
  publicUrl: '/media/coupon.png',
  created: '2026-10-01T09:00:00.000Z',
  modificationDate: '2026-10-01T09:00:00.000Z',
};
const page = (items: unknown[]) => listPage(items);

function stubApi(more: Record<string, TStubHandler | TStubHandler[]> = {}) {
  return stubFetch({
    'GET /v4/contact/attributes': () => ok(...contactAttributes('[]')),
    // the composer measures images against the user's carrier budget: none kept, the spec's 1 MB
    'GET /v3/user/config': () => ok(),
    // the composer's cost estimate: an empty price list, so our default rates
    'GET /v3/pricing/rates': () => ok(),
    ...more,
  });
}

const session = { session: { session: makeSession({ roles: ['acct-owner'] }) } };

/** The list and the editor pages, routed as the app routes them. */
const routes = [
  { path: '/templates', element: <TemplatesPage /> },
  { path: '/templates/new', element: <TemplateEditPage /> },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/templates', () => {
  it('lists the templates: title opening its editor, encoding, segments or MMS, modified; axe-clean', async () => {
    stubApi({
      'GET /v3/templates': () =>
        page([
          template(2, { encoding: 'Unicode', segments: 3 }),
          template(1, { asset: IMAGE, templateTitle: 'With image' }),
        ]),
    });
    renderWithProviders(<TemplatesPage />, session);
    const table = await screen.findByRole('table', { name: T.tableLabel });
    const link = await within(table).findByRole('link', { name: 'Template 2' });
    expect(link).toHaveAttribute('href', `/templates/TP${'2'.repeat(32)}`);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Template 2.*Unicode.*3/i);
    expect(rows[2]).toHaveTextContent(new RegExp(`With image.*GSM7.*${COMPOSER_TEXTS.mms}`));
    expect(screen.getByRole('link', { name: T.newTemplate })).toHaveAttribute('href', '/templates/new');
    await expectNoAxeViolations();
  });

  it('asks before deleting a template, then deletes it', async () => {
    let list = [template(1), template(2)];
    const fetchMock = stubApi({
      'GET /v3/templates': () => page(list),
      [`DELETE /v3/templates/TP${'1'.repeat(32)}`]: () => {
        const [gone] = list;
        list = list.slice(1);
        return ok(gone);
      },
    });
    const { user } = renderWithProviders(<TemplatesPage />, session);
    await user.click(await screen.findByRole('button', { name: 'Delete Template 1' }));
    const dialog = screen.getByRole('dialog', { name: TEMPLATE_DELETE_TEXTS.title });
    expect(dialog).toHaveTextContent(fillText(TEMPLATE_DELETE_TEXTS.one, { name: 'Template 1' }));
    // Cancel has the focus: a stray Enter deletes nothing
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Template 1' })).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('shows no New template or delete without template-write', async () => {
    stubApi({ 'GET /v3/templates': () => page([template(1)]) });
    renderWithProviders(<TemplatesPage />, {
      session: { session: makeSession({ roles: ['acct-owner'], privs: { 'parley-campaign-read': true } }) },
    });
    expect(await screen.findByRole('link', { name: 'Template 1' })).toBeVisible();
    expect(screen.queryByRole('link', { name: T.newTemplate })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Template 1' })).toBeNull();
  });
});

describe('/templates/new, an image the server refuses', () => {
  it('says so under the image picker, whose button takes the focus', async () => {
    stubApi({
      'POST /v3/templates': () =>
        fail(400, { code: 'validation', field: 'assetId', message: TEMPLATE_TEXTS.assetMissing }),
    });
    const { user } = renderWithProviders(<></>, { ...session, routes, route: '/templates/new' });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Pickup');
    await insertVariable(user, 'code');
    await user.click(screen.getByRole('button', { name: T.save }));
    const choose = screen.getByRole('button', { name: ASSET_PICKER_TEXTS.choose });
    await waitFor(() => expect(choose).toHaveFocus());
    expect(choose).toHaveAttribute('aria-invalid', 'true');
    expect(choose).toHaveAccessibleDescription(TEMPLATE_TEXTS.assetMissing);
    // the content is not the one refused
    expect(screen.getByRole('textbox', { name: COMPOSER_TEXTS.content })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('a template opened without template-write', () => {
  it('is shown to read, its composer disabled, with no Save', async () => {
    const one = template(1);
    stubApi({ [`GET /v3/templates/${one.templateId}`]: () => ok(one) });
    renderWithProviders(<TemplateEditPage templateId={one.templateId} />, {
      session: { session: makeSession({ roles: ['acct-owner'], privs: { 'parley-campaign-read': true } }) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: one.templateTitle })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: T.viewTitle })).toBeVisible();
    expect(screen.getByText(T.readOnly, { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: T.save })).toBeNull();
    expect(screen.getByRole('button', { name: COMPOSER_TEXTS.insertVariable })).toBeDisabled();
    await expectNoAxeViolations();
  });
});

/** Puts a custom variable in the composer through its dialog (jsdom cannot type into CodeMirror). */
async function insertVariable(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.insertVariable }));
  await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
  await user.type(screen.getByRole('textbox', { name: /Variable name/ }), name);
  await user.click(screen.getByRole('button', { name: 'Insert' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('/templates/new', () => {
  it('saves through the kit and goes back to the list', async () => {
    const saved = template(3, { templateTitle: 'Pickup', content: '%CODE%' });
    const fetchMock = stubApi({
      'POST /v3/templates': () => ok(saved),
      'GET /v3/templates': () => page([saved]),
    });
    const { user } = renderWithProviders(<></>, { ...session, routes, route: '/templates/new' });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Pickup');
    await insertVariable(user, 'code');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: T.save }));
    // the list is a lazy route: its chunk takes seconds on a loaded two-core machine
    expect(
      await screen.findByRole('heading', { level: 1, name: T.listTitle }, { timeout: 5_000 }),
    ).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      templateTitle: 'Pickup',
      content: '%CODE%',
      assetId: null,
    });
  });

  it("refuses empty content as the server would, and shows the server's refusal under its field", async () => {
    const fetchMock = stubApi({
      'POST /v3/templates': () =>
        fail(409, { code: 'conflict', field: 'templateTitle', message: TEMPLATE_TEXTS.titleTaken }),
    });
    const { user } = renderWithProviders(<></>, { ...session, routes, route: '/templates/new' });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Pickup');
    await user.click(screen.getByRole('button', { name: T.save }));
    // the composer's counters say it, and so does the field under the editor
    expect((await screen.findAllByText(MESSAGES.templateContentRequired)).length).toBeGreaterThan(1);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // the refused field takes the focus: the editor
    await waitFor(() => expect(screen.getByRole('textbox', { name: COMPOSER_TEXTS.content })).toHaveFocus());

    await insertVariable(user, 'code');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(TEMPLATE_TEXTS.titleTaken)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving with changes not saved; Stay keeps them', async () => {
    stubApi({ 'GET /v3/templates': () => page([]) });
    const { user } = renderWithProviders(<></>, { ...session, routes, route: '/templates/new' });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Half done');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent(OUR_MESSAGES.unsavedChanges);
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Half done');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { level: 1, name: T.listTitle })).toBeVisible();
  });
});
