import {
  ASSET_MAX_BYTES,
  ASSET_PICKER_TEXTS as T,
  ASSET_TEXTS,
  IMAGE_SHRINK_TEXTS,
  assetQuotaFullText,
  assetUploadRateText,
  imageShrinkText,
  overBudgetText,
  tooManyPixelsText,
  type TAsset,
} from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shrinkImage } from '@/lib/image-shrink/shrink-image';
import { setAccessToken } from '@/lib/token-store';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, json, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { formFieldsOf, stubXhr, type TXhrRequest } from '@/testing/xhr-stub';
import { AssetPicker } from './asset-picker';
import { testAsset } from '@/testing/assets';
import { jpegFile, pngFile } from '@/testing/images';

// several axe passes and debounced searches a test: seconds each when the machine is busy
vi.setConfig({ testTimeout: 20_000 });

// the shrink runs in a worker in the browser; here it answers what each test says
vi.mock('@/lib/image-shrink/shrink-image', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  shrinkImage: vi.fn(),
}));

const asset = (n: number, name: string, size = 1000 * n) => testAsset(n, name, size);
const BANNER = asset(1, 'Autumn banner', 12_300);
const LOGO = asset(2, 'Logo', 540_000);
/** Thumbnails load from the page's own origin, not PUBLIC_URL's (https://portal.example; issue 23). */
const BANNER_SRC = '/media/token1.png';

const page = (items: TAsset[], nextCursor: string | null = null) =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor, limit: 100 } });

/** GET /v3/assets answering from a library, searched case-insensitively as the server does. */
function library(items: TAsset[]): TStubHandler {
  return ({ url }) => {
    const q = new URL(url, 'https://localhost').searchParams.get('q')?.toLowerCase() ?? '';
    return page(items.filter((a) => a.name.toLowerCase().includes(q)));
  };
}

function Harness({ initial = null, budgetBytes }: { initial?: TAsset | null; budgetBytes?: number }) {
  const [value, setValue] = useState<TAsset | null>(initial);
  return (
    <>
      <AssetPicker value={value} onChange={setValue} budgetBytes={budgetBytes} />
      <output aria-label="value">{value ? value.name : 'none'}</output>
    </>
  );
}

const png = (bytes: number, name: string) => pngFile(name, { size: bytes });
const shown = () => screen.getByRole('status', { name: 'value' });
const dialog = (name: string) => screen.getByRole('dialog', { name });

async function openLibrary(user: ReturnType<typeof renderWithProviders>['user'], button: string = T.choose) {
  await user.click(screen.getByRole('button', { name: button }));
  return dialog(T.libraryTitle);
}

beforeEach(() => {
  setAccessToken('user-token', Date.now() + 30 * 60_000);
  // a browser that can shrink (the offer checks for both)
  vi.stubGlobal('Worker', class {});
  vi.stubGlobal('OffscreenCanvas', class {});
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('AssetPicker, the library (doc 000 §4, §9)', () => {
  it('closed → library open: the images by name with thumbnail, name and size; Confirm waits for a choice; axe-clean', async () => {
    const fetchMock = stubFetch({ 'GET /v3/assets': library([BANNER, LOGO]) });
    const { user } = renderWithProviders(<Harness />);
    expect(shown()).toHaveTextContent('none');
    const open = await openLibrary(user);
    const banner = await within(open).findByRole('radio', { name: 'Autumn banner' });
    expect(within(banner).getByText('12.3 KB')).toBeInTheDocument();
    expect(banner.querySelector('img')).toHaveAttribute('src', BANNER_SRC);
    expect(within(open).getByRole('radio', { name: 'Logo' })).toBeInTheDocument();
    expect(within(open).getByText('540 KB')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'https://localhost');
    expect(url.searchParams.get('sort')).toBe('name');
    expect(within(open).getByRole('button', { name: T.confirm })).toBeDisabled();
    await expectNoAxeViolations(document.body, 'the library open');

    await user.click(banner);
    const confirm = within(open).getByRole('button', { name: T.confirm });
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shown()).toHaveTextContent('Autumn banner');
  });

  it('the search is sent after typing pauses, as typed; no match and an empty library say the spec’s texts', async () => {
    const fetchMock = stubFetch({ 'GET /v3/assets': library([BANNER, LOGO]) });
    const { user } = renderWithProviders(<Harness />);
    const open = await openLibrary(user);
    await within(open).findByRole('radio', { name: 'Logo' });
    await user.type(within(open).getByRole('searchbox', { name: T.search }), 'BANN');
    await waitFor(() => expect(within(open).queryByRole('radio', { name: 'Logo' })).toBeNull(), {
      timeout: 2000,
    });
    expect(within(open).getByRole('radio', { name: 'Autumn banner' })).toBeInTheDocument();
    const queries = fetchMock.mock.calls.map((c) =>
      new URL(String(c[0]), 'https://localhost').searchParams.get('q'),
    );
    // one request for the pause, not one per key
    expect(queries).toEqual([null, 'BANN']);

    await user.clear(within(open).getByRole('searchbox', { name: T.search }));
    await user.type(within(open).getByRole('searchbox', { name: T.search }), 'zebra');
    expect(await within(open).findByText(ASSET_TEXTS.noMatches, {}, { timeout: 2000 })).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'no matches');
  });

  it('an empty library says to add an image above', async () => {
    stubFetch({ 'GET /v3/assets': library([]) });
    const { user } = renderWithProviders(<Harness />);
    const open = await openLibrary(user);
    expect(await within(open).findByText(ASSET_TEXTS.emptyLibrary)).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: T.addImage })).toBeInTheDocument();
  });

  it('a failed load says why', async () => {
    stubFetch({
      'GET /v3/assets': () => fail(503, { code: 'unavailable', message: 'The library is down.' }),
    });
    const { user } = renderWithProviders(<Harness />);
    const open = await openLibrary(user);
    expect(await within(open).findByText('The library is down.')).toBeInTheDocument();
  });

  it('an image over the budget cannot be confirmed, and says why', async () => {
    stubFetch({ 'GET /v3/assets': library([BANNER, LOGO]) });
    const { user } = renderWithProviders(<Harness budgetBytes={300_000} />);
    const open = await openLibrary(user);
    await user.click(await within(open).findByRole('radio', { name: 'Logo' }));
    expect(within(open).getByRole('alert')).toHaveTextContent(overBudgetText(540_000, 300_000));
    expect(within(open).getByRole('button', { name: T.confirm })).toBeDisabled();
    await user.click(within(open).getByRole('radio', { name: 'Autumn banner' }));
    expect(within(open).getByRole('button', { name: T.confirm })).toBeEnabled();
  });

  it('Cancel keeps the value; the chosen image shows with Remove, which empties it and returns focus', async () => {
    stubFetch({ 'GET /v3/assets': library([BANNER, LOGO]) });
    const { user } = renderWithProviders(<Harness initial={BANNER} />);
    const chosen = screen.getByRole('region', { name: T.chosen });
    expect(within(chosen).getByText('Autumn banner')).toBeInTheDocument();
    expect(within(chosen).getByText('12.3 KB')).toBeInTheDocument();
    expect(chosen.querySelector('img')).toHaveAttribute('src', BANNER_SRC);
    await expectNoAxeViolations(document.body, 'an image chosen');

    const open = await openLibrary(user, T.change);
    // the value is the selection when it opens
    expect(await within(open).findByRole('radio', { name: 'Autumn banner' })).toBeChecked();
    await user.click(within(open).getByRole('radio', { name: 'Logo' }));
    await user.click(within(open).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shown()).toHaveTextContent('Autumn banner');

    await user.click(screen.getByRole('button', { name: 'Remove Autumn banner' }));
    expect(shown()).toHaveTextContent('none');
    expect(screen.queryByRole('region', { name: T.chosen })).toBeNull();
    expect(screen.getByRole('button', { name: T.choose })).toHaveFocus();
  });
});

describe('AssetPicker, Add image (doc 000 §4, §5)', () => {
  async function openAdd() {
    const rendered = renderWithProviders(<Harness />);
    const open = await openLibrary(rendered.user);
    await within(open).findByRole('radio', { name: 'Autumn banner' });
    await rendered.user.click(within(open).getByRole('button', { name: T.addImage }));
    const add = dialog(T.addTitle);
    const input = add.querySelector<HTMLInputElement>('input[type="file"]')!;
    return { ...rendered, add, input, library: open };
  }

  it('offers the supported types; the name follows the file; an over-limit file is refused, and on upload where larger ones go', async () => {
    stubFetch({ 'GET /v3/assets': library([BANNER]) });
    const requests = stubXhr({});
    const { user, add, input } = await openAdd();
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif');
    await expectNoAxeViolations(document.body, 'Add image');

    await user.upload(input, png(2000, 'Spring sale.png'));
    expect(within(add).getByRole('textbox', { name: /^Name/ })).toHaveValue('Spring sale');
    // the preview waits for the bytes' check
    expect(await within(add).findByRole('img', { name: 'Preview of Spring sale.png' })).toBeInTheDocument();
    expect(within(add).getByText(ASSET_TEXTS.metadataRemoved)).toBeInTheDocument();

    await user.upload(input, png(ASSET_MAX_BYTES + 1, 'huge.png'));
    expect(await within(add).findByText(ASSET_TEXTS.overLimit)).toBeInTheDocument();
    // the prefilled name follows the new file
    expect(within(add).getByRole('textbox', { name: /^Name/ })).toHaveValue('huge');
    expect(within(add).queryByText(ASSET_TEXTS.largerViaAssets)).toBeNull();
    await user.click(within(add).getByRole('button', { name: T.upload }));
    expect(await within(add).findByText(ASSET_TEXTS.largerViaAssets)).toBeInTheDocument();
    expect(within(add).getByText(ASSET_TEXTS.overLimit)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await expectNoAxeViolations(document.body, 'an over-limit file');
  });

  it('an over-limit file is offered a shrink beside the spec’s message; the smaller file replaces it and is uploaded', async () => {
    const NEW = asset(3, 'huge', 900_000);
    const small = jpegFile('huge.jpg', { size: 900_000, width: 1600, height: 1200 });
    vi.mocked(shrinkImage).mockResolvedValueOnce({
      file: small,
      width: 1600,
      height: 1200,
      bytes: small.size,
      ms: 5,
    });
    const requests = stubXhr({
      'POST /v3/assets': () => ({ status: 200, body: { status: 'success', payload: [NEW], error: [] } }),
    });
    stubFetch({ 'GET /v3/assets': library([BANNER]) });
    const { user, add, input, library: open } = await openAdd();
    const huge = png(ASSET_MAX_BYTES + 1, 'huge.png');
    await user.upload(input, huge);
    expect(await within(add).findByText(ASSET_TEXTS.overLimit)).toBeInTheDocument();
    const offer = within(add).getByTestId('shrink-offer');
    await expectNoAxeViolations(document.body, 'the shrink offer in Add image');

    await user.click(within(offer).getByRole('button', { name: 'Shrink it to fit 1 MB' }));
    expect(shrinkImage).toHaveBeenCalledWith(huge, ASSET_MAX_BYTES, expect.anything());
    await user.click(await within(offer).findByRole('button', { name: IMAGE_SHRINK_TEXTS.accept }));
    await waitFor(() => expect(within(add).queryByText(ASSET_TEXTS.overLimit)).toBeNull());
    expect(within(add).queryByTestId('shrink-offer')).toBeNull();
    // the offer and its Accept are gone: focus is on the file field, not on <body>
    expect(within(add).getByRole('button', { name: /^Image file/ })).toHaveFocus();
    expect(within(add).getByRole('img', { name: 'Preview of huge.jpg' })).toBeInTheDocument();

    await user.click(within(add).getByRole('button', { name: T.upload }));
    expect(await within(open).findByRole('radio', { name: 'huge' })).toBeChecked();
    expect((requests[0]!.body!.get('file') as File).name).toBe('huge.jpg');
  });

  it('a text file named .png is refused at once from its bytes: the type message, no preview, no request', async () => {
    stubFetch({ 'GET /v3/assets': library([BANNER]) });
    const requests = stubXhr({});
    const { user, add, input } = await openAdd();
    await user.upload(input, new File(['just some text'], 'notes.png', { type: 'image/png' }));
    expect(await within(add).findByText(ASSET_TEXTS.unsupportedType)).toBeInTheDocument();
    expect(within(add).queryByRole('img', { name: /^Preview/ })).toBeNull();
    await user.click(within(add).getByRole('button', { name: T.upload }));
    expect(within(add).getByText(ASSET_TEXTS.unsupportedType)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('a 15,000 × 15,000 PNG of 30 KB (a decompression bomb) is refused at once: never previewed, never offered a shrink', async () => {
    stubFetch({ 'GET /v3/assets': library([BANNER]) });
    const requests = stubXhr({});
    const { user, add, input } = await openAdd();
    await user.upload(input, pngFile('bomb.png', { size: 30_000, width: 15_000, height: 15_000 }));
    const message = tooManyPixelsText({ width: 15_000, height: 15_000 });
    expect(await within(add).findByText(message)).toBeInTheDocument();
    expect(within(add).queryByRole('img', { name: /^Preview/ })).toBeNull();
    expect(within(add).queryByTestId('shrink-offer')).toBeNull();
    await user.click(within(add).getByRole('button', { name: T.upload }));
    expect(requests).toHaveLength(0);
    await expectNoAxeViolations(document.body, 'a bomb refused');
  });

  it('a real photo over the pixel limits is refused on the field and offered a shrink, which brings it within them', async () => {
    const NEW = asset(3, 'Panorama', 700_000);
    const small = jpegFile('Panorama.jpg', { size: 700_000, width: 10_000, height: 2_000 });
    vi.mocked(shrinkImage).mockResolvedValueOnce({
      file: small,
      width: 10_000,
      height: 2_000,
      bytes: small.size,
      ms: 5,
    });
    const requests = stubXhr({
      'POST /v3/assets': () => ({ status: 200, body: { status: 'success', payload: [NEW], error: [] } }),
    });
    stubFetch({ 'GET /v3/assets': library([BANNER]) });
    const { user, add, input, library: open } = await openAdd();
    // 24,000 × 4,800: 115 megapixels is too many to decode in a tab; 20,000 × 4,000 is not
    await user.upload(input, jpegFile('Panorama.jpg', { size: 900_000, width: 24_000, height: 4_800 }));
    expect(
      await within(add).findByText(tooManyPixelsText({ width: 24_000, height: 4_800 })),
    ).toBeInTheDocument();
    expect(within(add).queryByTestId('shrink-offer')).toBeNull();

    const photo = jpegFile('Panorama.jpg', { size: 900_000, width: 20_000, height: 4_000 });
    await user.upload(input, photo);
    expect(
      await within(add).findByText(tooManyPixelsText({ width: 20_000, height: 4_000 })),
    ).toBeInTheDocument();
    const offer = within(add).getByTestId('shrink-offer');
    expect(
      within(offer).getByText(
        imageShrinkText(IMAGE_SHRINK_TEXTS.overPixels, { width: 20_000, height: 4_000 }),
      ),
    ).toBeInTheDocument();
    expect(within(add).queryByRole('img', { name: /^Preview/ })).toBeNull();
    await expectNoAxeViolations(document.body, 'the pixel offer');

    await user.click(within(offer).getByRole('button', { name: 'Shrink it to fit 1 MB' }));
    expect(shrinkImage).toHaveBeenCalledWith(photo, ASSET_MAX_BYTES, expect.anything());
    await user.click(await within(offer).findByRole('button', { name: IMAGE_SHRINK_TEXTS.accept }));
    await waitFor(() => expect(within(add).queryByText(/pixels, more than carriers/)).toBeNull());
    expect(await within(add).findByRole('img', { name: 'Preview of Panorama.jpg' })).toBeInTheDocument();
    await user.click(within(add).getByRole('button', { name: T.upload }));
    expect(await within(open).findByRole('radio', { name: 'Panorama' })).toBeChecked();
    // the shrunk file went, not the one chosen (900 KB)
    expect((requests[0]!.body!.get('file') as File).size).toBe(small.size);
  });

  it('a full library (409 on the file) and too many uploads a minute (429) are said in the dialog', async () => {
    const refusal = (status: number, error: Record<string, string>) => () => ({
      status,
      body: { status: 'error', payload: [], error: [error] },
    });
    const quota = assetQuotaFullText(99_999_000, 100_000_000, 2000);
    stubXhr({
      'POST /v3/assets': [
        refusal(409, { code: 'conflict', field: 'file', message: quota }),
        refusal(429, { code: 'too_many_requests', message: assetUploadRateText(20) }),
      ],
    });
    stubFetch({ 'GET /v3/assets': library([BANNER]) });
    const { user, add, input } = await openAdd();
    await user.upload(input, png(2000, 'Spring sale.png'));
    await within(add).findByRole('img', { name: 'Preview of Spring sale.png' });
    await user.click(within(add).getByRole('button', { name: T.upload }));
    expect(await within(add).findByText(quota)).toBeInTheDocument();
    await user.click(within(add).getByRole('button', { name: T.upload }));
    expect(await within(add).findByText(assetUploadRateText(20))).toBeInTheDocument();
  });

  it('a name typed by the user stays when another file is chosen; no file is asked for', async () => {
    stubFetch({ 'GET /v3/assets': library([BANNER]) });
    stubXhr({});
    const { user, add, input } = await openAdd();
    await user.click(within(add).getByRole('button', { name: T.upload }));
    expect(await within(add).findByText(ASSET_TEXTS.fileRequired)).toBeInTheDocument();
    await user.upload(input, png(2000, 'first.png'));
    const name = within(add).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'My own name');
    await user.upload(input, png(2000, 'second.png'));
    expect(name).toHaveValue('My own name');
  });

  it('Upload shows the uploading dialog with the bytes sent, then the new image comes back selected', async () => {
    const NEW = asset(3, 'Spring sale', 2000);
    let release: (request: TXhrRequest) => void = () => {};
    const requests = stubXhr({
      'POST /v3/assets': (request) =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { status: 'success', payload: [NEW], error: [] } });
          request.progress(1000, 2400);
        }),
    });
    stubFetch({ 'GET /v3/assets': [library([BANNER]), library([BANNER, NEW])] });
    const { user, add, input, library: open } = await openAdd();
    await user.upload(input, png(2000, 'Spring sale.png'));
    await user.type(within(add).getByRole('textbox', { name: 'Description' }), 'For the sale');
    await user.click(within(add).getByRole('button', { name: T.upload }));

    const uploading = await screen.findByRole('dialog', { name: T.uploadingTitle });
    const bar = within(uploading).getByRole('progressbar', { name: T.uploadProgressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(within(uploading).getByText('1 KB of 2.4 KB')).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'uploading');
    expect(formFieldsOf(requests[0]!.body)).toEqual({
      name: 'Spring sale',
      type: 'mms-image',
      description: 'For the sale',
    });

    release(requests[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.addTitle })).toBeNull());
    expect(screen.queryByRole('dialog', { name: T.uploadingTitle })).toBeNull();
    expect(await within(open).findByRole('radio', { name: 'Spring sale' })).toBeChecked();
    await user.click(within(open).getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(shown()).toHaveTextContent('Spring sale'));
  });

  it('brings the uploaded image into view where the refreshed list places it by name', async () => {
    const many = [
      BANNER,
      ...Array.from({ length: 30 }, (_, i) => asset(100 + i, `Banner ${String(i).padStart(2, '0')}`)),
    ];
    const NEW = asset(7, 'Zebra crossing', 2000);
    stubXhr({
      'POST /v3/assets': () => ({ status: 200, body: { status: 'success', payload: [NEW], error: [] } }),
    });
    stubFetch({ 'GET /v3/assets': [library(many), library([...many, NEW])] });
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.getAttribute('aria-label') ?? '');
    });
    const { user, add, input, library: open } = await openAdd();
    await user.upload(input, png(2000, 'Zebra crossing.png'));
    await user.click(within(add).getByRole('button', { name: T.upload }));
    const card = await within(open).findByRole('radio', { name: 'Zebra crossing' });
    expect(card).toBeChecked();
    // last of 32 by name, once the list is fetched again: scrolled to there
    await waitFor(() => expect(scrolled).toContain('Zebra crossing'));
    const cards = within(open).getAllByRole('radio');
    expect(cards.at(-1)).toBe(within(open).getByRole('radio', { name: 'Zebra crossing' }));
  });

  it('a name taken (409) is said on the name field; a new name is uploaded', async () => {
    const NEW = asset(3, 'Autumn banner 2', 2000);
    const requests = stubXhr({
      'POST /v3/assets': [
        () => ({
          status: 409,
          body: {
            status: 'error',
            payload: [],
            error: [{ code: 'conflict', message: ASSET_TEXTS.nameTaken, field: 'name' }],
          },
        }),
        () => ({ status: 200, body: { status: 'success', payload: [NEW], error: [] } }),
      ],
    });
    stubFetch({ 'GET /v3/assets': library([BANNER]) });
    const { user, add, input, library: open } = await openAdd();
    await user.upload(input, png(2000, 'Autumn banner.png'));
    await user.click(within(add).getByRole('button', { name: T.upload }));
    const name = within(add).getByRole('textbox', { name: /^Name/ });
    expect(await within(add).findByText(ASSET_TEXTS.nameTaken)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(expect.stringContaining(ASSET_TEXTS.nameTaken));
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(name);
    await user.type(name, 'Autumn banner 2');
    await user.click(within(add).getByRole('button', { name: T.upload }));
    expect(await within(open).findByRole('radio', { name: 'Autumn banner 2' })).toBeChecked();
    expect(requests.map((r) => formFieldsOf(r.body).name)).toEqual(['Autumn banner', 'Autumn banner 2']);
  });

  it('Stop upload aborts it and the form says it was stopped', async () => {
    const requests = stubXhr({ 'POST /v3/assets': () => new Promise(() => {}) });
    stubFetch({ 'GET /v3/assets': library([BANNER]) });
    const { user, add, input } = await openAdd();
    await user.upload(input, png(2000, 'slow.png'));
    await user.click(within(add).getByRole('button', { name: T.upload }));
    const uploading = await screen.findByRole('dialog', { name: T.uploadingTitle });
    await user.click(within(uploading).getByRole('button', { name: T.stopUpload }));
    expect(await within(add).findByText(T.uploadStopped)).toBeInTheDocument();
    expect(requests[0]!.aborted()).toBe(true);
  });
});
