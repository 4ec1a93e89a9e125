import {
  ASSET_MAX_BYTES,
  ASSET_PICKER_TEXTS,
  ASSET_TEXTS,
  ASSETS_PAGE_TEXTS as T,
  IMAGE_SHRINK_TEXTS,
  changeHeader,
  formatDateTime,
  type TAsset,
  ASSET_DELETE_TEXTS,
} from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { fail, listPage, ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { pngFile } from '@/testing/images';
import { stubXhr } from '@/testing/xhr-stub';
import type * as ShrinkModule from '@/lib/image-shrink/shrink-image';
import { AssetsPage } from './assets-page';

// the shrink runs in a worker in the browser (e2e/tests/assets.spec.ts); here it answers at once
vi.mock('@/lib/image-shrink/shrink-image', async (original) => ({
  ...(await original<typeof ShrinkModule>()),
  canShrinkImages: () => true,
  shrinkImage: vi.fn(async () => {
    const file = new File([new Uint8Array(480_000)], 'Beach.jpg', { type: 'image/jpeg' });
    return { file, width: 1600, height: 1200, bytes: file.size, ms: 12 };
  }),
}));

const asset = (n: number, over: Partial<TAsset> = {}): TAsset => ({
  id: `AS${String(n).repeat(32).slice(0, 32)}`,
  name: `Asset ${n}`,
  description: `About asset ${n}`,
  size: 22_600,
  type: 'mms-image',
  contentType: 'image/png',
  publicUrl: `http://localhost:8080/media/tok${n}.png`,
  created: '2026-10-02T10:00:00.000Z',
  modificationDate: '2026-10-02T10:00:00.000Z',
  ...over,
});
const BEACH = asset(2, {
  name: 'Beach',
  size: 700_000,
  contentType: 'image/jpeg',
  publicUrl: 'http://media.example.com/media/tok2.jpg',
});
const page = (items: unknown[]) => listPage(items, 10);
const settings =
  (budget?: string): TStubHandler =>
  () =>
    ok(...(budget ? [{ key: 'carrier_budget', value: budget }] : []));

const WRITER = makeSession();
// asset-read without asset-write: no demo role is only that, so the privileges are given as such
const READER = makeSession({ roles: ['supervisor'], privs: { portal: true, 'asset-read': true } });
const render = (session = WRITER) => renderWithProviders(<AssetsPage />, { session: { session } });

/** jsdom's Blob has no arrayBuffer(): FileReader reads its bytes, as the browser's would. */
function readBytes(this: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
}

beforeEach(() => {
  if (!('arrayBuffer' in Blob.prototype)) Object.assign(Blob.prototype, { arrayBuffer: readBytes });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the assets page', { timeout: 20_000 }, () => {
  it('lists the assets by name: thumbnail, name, description, size, type, modification date', async () => {
    const fetchMock = stubFetch({
      'GET /v3/assets': () => page([asset(1)]),
      'GET /v3/user/config': settings(),
    });
    const { container } = render();
    const table = await screen.findByRole('table', { name: T.tableLabel });
    const row = (await within(table).findByText('Asset 1')).closest('tr')!;
    expect(within(row).getByText('About asset 1')).toBeInTheDocument();
    expect(within(row).getByText('22.6 KB')).toBeInTheDocument();
    expect(within(row).getByText('PNG')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime('2026-10-02T10:00:00.000Z'))).toBeInTheDocument();
    // shown from the page's own origin, whatever PUBLIC_URL the public URL starts with (issue 23)
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/tok1.png');
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/v3/assets'))![0])).toContain(
      'sort=name',
    );
    expect(screen.getByRole('button', { name: T.upload })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Asset 1' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Asset 1' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copy the public URL of Asset 1' })).toBeInTheDocument();
    // the default budget is the spec's 1 MB: nothing here is over it
    expect(screen.getByRole('textbox', { name: IMAGE_SHRINK_TEXTS.budgetLabel })).toHaveValue(
      'MMS, long code (1 MB)',
    );
    expect(screen.queryByText('Over 1 MB')).toBeNull();
    await expectNoAxeViolations(container, 'the assets page');
  });

  it('shows a reader the list and the URLs only: no upload, edit, shrink, delete or selection', async () => {
    stubFetch({ 'GET /v3/assets': () => page([BEACH]), 'GET /v3/user/config': settings('any-carrier') });
    const { container } = render(READER);
    const table = await screen.findByRole('table', { name: T.tableLabel });
    await within(table).findByText('Beach');
    expect(within(table).getByRole('button', { name: 'Copy the public URL of Beach' })).toBeInTheDocument();
    expect(await within(table).findByText('Over 500 KB')).toBeInTheDocument();
    for (const name of [T.upload, 'Edit Beach', 'Delete Beach', 'Shrink Beach'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    await expectNoAxeViolations(container, 'the page as a reader sees it');
  });

  it('measures each asset against the budget kept in the user’s settings, and keeps another', async () => {
    const put = vi.fn<TStubHandler>(({ body }) => ok(body));
    stubFetch({
      'GET /v3/assets': () => page([asset(1), BEACH]),
      'GET /v3/user/config': settings('toll-free'),
      'PUT /v3/user/config/carrier_budget': put,
    });
    const { user } = render();
    const beach = (await screen.findByText('Beach')).closest('tr')!;
    expect(await within(beach).findByText('Over 600 KB')).toBeInTheDocument();
    expect(within(beach).getByRole('button', { name: 'Shrink Beach' })).toBeInTheDocument();
    const small = screen.getByText('Asset 1').closest('tr')!;
    expect(within(small).queryByRole('button', { name: 'Shrink Asset 1' })).toBeNull();

    await user.click(screen.getByRole('textbox', { name: IMAGE_SHRINK_TEXTS.budgetLabel }));
    await user.click(await screen.findByRole('option', { name: 'MMS, long code (1 MB)' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![0].body).toEqual({ key: 'carrier_budget', value: 'mms' });
    await waitFor(() => expect(within(beach).queryByText(/Over/)).toBeNull());
  });

  it('renames an asset: a name in use comes back on the name field, another is saved', async () => {
    const saves: unknown[] = [];
    stubFetch({
      'GET /v3/assets': () => page([asset(1)]),
      'GET /v3/user/config': settings(),
      [`PUT /v3/assets/${asset(1).id}`]: [
        ({ body }) => {
          saves.push(body);
          return fail(409, { code: 'conflict', field: 'name', message: ASSET_TEXTS.renameTaken });
        },
        ({ body }) => {
          saves.push(body);
          return ok(asset(1, body as Partial<TAsset>));
        },
      ],
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit Asset 1' }));
    const dialog = await screen.findByRole('dialog', { name: T.editTitle });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Asset 1');
    await user.clear(name);
    await user.type(name, 'Store logo');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(ASSET_TEXTS.renameTaken)).toBeInTheDocument();
    await expectNoAxeViolations(dialog, 'the edit form with a taken name');
    await user.clear(name);
    await user.type(name, 'Store logo 2');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.editTitle })).toBeNull());
    expect(saves).toEqual([
      { name: 'Store logo', description: 'About asset 1' },
      { name: 'Store logo 2', description: 'About asset 1' },
    ]);
    // the kit's toast after every save
    expect(await screen.findByText(changeHeader('asset', 'saved', 1))).toBeInTheDocument();
  });

  it('asks before deleting, then deletes', async () => {
    const remove = vi.fn<TStubHandler>(() => ok(asset(1)));
    stubFetch({
      'GET /v3/assets': [() => page([asset(1)]), () => page([asset(1)]), () => page([])],
      'GET /v3/user/config': settings(),
      [`DELETE /v3/assets/${asset(1).id}`]: remove,
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Asset 1' }));
    const dialog = await screen.findByRole('dialog', { name: ASSET_DELETE_TEXTS.title });
    expect(dialog).toHaveTextContent("Delete 'Asset 1'? Its public URL stops answering");
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ASSET_DELETE_TEXTS.title })).toBeNull());
  });

  it('Upload image with a file over 1 MB says what holds on this page, not "via the Assets section"', async () => {
    stubFetch({ 'GET /v3/assets': () => page([asset(1)]), 'GET /v3/user/config': settings() });
    const uploads = stubXhr({});
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: T.upload }));
    const dialog = await screen.findByRole('dialog', { name: ASSET_PICKER_TEXTS.addTitle });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // a real PNG's header: the dialog reads the bytes before it offers anything
    await user.upload(input, pngFile('huge.png', { size: ASSET_MAX_BYTES + 1 }));
    expect(await within(dialog).findByText(ASSET_TEXTS.overLimit)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: ASSET_PICKER_TEXTS.upload }));
    expect(await within(dialog).findByText(T.overLimitHint)).toBeInTheDocument();
    expect(within(dialog).queryByText(ASSET_TEXTS.largerViaAssets)).toBeNull();
    expect(uploads).toHaveLength(0);
  });

  it("Upload image: the shrink result sits beside one Cancel, the dialog's", async () => {
    stubFetch({ 'GET /v3/assets': () => page([asset(1)]), 'GET /v3/user/config': settings() });
    stubXhr({});
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: T.upload }));
    const dialog = await screen.findByRole('dialog', { name: ASSET_PICKER_TEXTS.addTitle });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // a real PNG's header: the dialog reads the bytes before it offers anything
    await user.upload(input, pngFile('huge.png', { size: ASSET_MAX_BYTES + 1 }));
    await user.click(await within(dialog).findByRole('button', { name: 'Shrink it to fit 1 MB' }));
    expect(
      await within(dialog).findByRole('button', { name: IMAGE_SHRINK_TEXTS.accept }),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
  });

  it('shrinks an asset over the budget into a new asset, leaving the original as it is', async () => {
    const download = vi.fn<TStubHandler>(
      () => new Response(new Uint8Array(700_000), { headers: { 'content-type': 'image/jpeg' } }),
    );
    stubFetch({
      'GET /v3/assets': () => page([BEACH]),
      'GET /v3/user/config': settings('any-carrier'),
      // the public URL's path on the portal's own server, not its other origin
      'GET /media/tok2.jpg': download,
    });
    const uploads = stubXhr({
      'POST /v3/assets': () => ({
        status: 200,
        body: {
          status: 'success',
          payload: [asset(3, { name: 'Beach (500 KB)', size: 480_000 })],
          error: [],
        },
      }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Shrink Beach' }));
    const dialog = await screen.findByRole('dialog', { name: T.shrinkTitle });
    expect(dialog).toHaveTextContent("'Beach' and its public URL stay as they are");
    await user.click(await within(dialog).findByRole('button', { name: 'Shrink it to fit 500 KB' }));
    expect(String(download.mock.calls[0]![0].url)).toBe('/media/tok2.jpg');
    await user.click(await within(dialog).findByRole('button', { name: IMAGE_SHRINK_TEXTS.accept }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Beach (500 KB)');
    // the form replaced the offer and its Accept: focus is on the name, not on <body>
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(within(dialog).getByText('The shrunk image is 480 KB. Name it, then add it.')).toBeInTheDocument();
    await expectNoAxeViolations(dialog, 'the shrunk copy form');
    await user.click(within(dialog).getByRole('button', { name: T.addShrunk }));
    expect(await screen.findByText("'Beach (500 KB)' added.")).toBeInTheDocument();
    const sent = uploads[0]!.body!;
    expect(sent.get('name')).toBe('Beach (500 KB)');
    expect((sent.get('file') as File).size).toBe(480_000);
  });
});
