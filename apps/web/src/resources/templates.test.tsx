import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type TTemplate } from '@parley/domain';
import { fail, json, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { TemplatesProvider, templateOption, templates, useTemplates } from './templates';

const template = (n: number, title: string): TTemplate => ({
  templateId: `TP${String(n).repeat(32)}`,
  templateTitle: title,
  content: `Hi %FIRST_NAME|there%, message ${n}`,
  asset: null,
  encoding: 'GSM7',
  parts: 1,
  segments: 1,
  created: '2026-10-01T09:00:00.000Z',
  modified: '2026-10-02T09:00:00.000Z',
});
const page = (items: unknown[], nextCursor: string | null = null) =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor, limit: 100 } });

function Titles() {
  const { data, loading, reload } = useTemplates();
  if (loading) return <p>loading</p>;
  return (
    <>
      <p>{data.map((t) => templateOption(t).text).join(', ')}</p>
      <button onClick={reload}>Reload</button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the templates resource', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTemplates())).toThrow(
      'useTemplates must be used within TemplatesProvider',
    );
  });

  it('loads every page of the account’s templates, and reloads', async () => {
    const fetchMock = stubFetch({
      'GET /v3/templates': ({ url }) =>
        url.includes('cursor=') ? page([template(2, 'Welcome')]) : page([template(1, 'Order ready')], 'next'),
    });
    const { user } = renderWithProviders(
      <TemplatesProvider>
        <Titles />
      </TemplatesProvider>,
    );
    expect(await screen.findByText('Order ready, Welcome')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  });

  it('sends the input as it is and answers the server’s refusal as a Result, the field named', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'POST /v3/templates': [
        ({ body }) => {
          sent.push(body);
          return ok(template(3, 'Promo'));
        },
        () => fail(400, { code: 'validation', field: 'content', message: MESSAGES.templateContentRequired }),
      ],
    });
    const input = { templateTitle: 'Promo', content: '20% off 🎉', assetId: null };
    const created = await templates.fetchers.create(input);
    expect(created).toMatchObject({ ok: true, value: { templateTitle: 'Promo' } });
    expect(sent).toEqual([input]);
    const refused = await templates.fetchers.create({ ...input, content: ' ' });
    expect(refused).toEqual({
      ok: false,
      error: [{ code: 'validation', field: 'content', message: MESSAGES.templateContentRequired }],
    });
  });
});
