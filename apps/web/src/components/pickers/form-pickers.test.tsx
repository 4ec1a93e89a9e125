import { MESSAGES, Ok, isHttpUrl } from '@parley/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiForm } from '@/components/form/api-form';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { LIST_MAX_HEIGHT } from '@/components/multi-select/virtual-options';
import { setAccessToken } from '@/lib/token-store';
import { UsersProvider } from '@/resources/users';
import { WorkgroupsProvider } from '@/resources/workgroups';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { json, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { formPickers } from './form-pickers';
import { testAsset } from '@/testing/assets';

// typing into the dropdown and axe passes: seconds each when the machine is busy
vi.setConfig({ testTimeout: 20_000 });

const me = makeSession();
const page = (...payload: unknown[]) =>
  json(200, { status: 'success', payload, error: [], page: { nextCursor: null, limit: 100 } });
const ANN = `CL${'a'.repeat(32)}`;

const ZInput = z.object({
  owner: z
    .string()
    .nullable()
    .refine((v) => Boolean(v), 'Choose an owner.'),
  groups: z.array(z.string()).min(1, 'Choose a workgroup.'),
});
type TInput = z.input<typeof ZInput>;
const Picker = formPickers<TInput>();

function Harness({ submit }: { submit: (v: TInput) => void }) {
  const form = useApiForm({
    schema: ZInput,
    defaultValues: { owner: null, groups: [] },
    submit: async (values) => {
      submit(values);
      return Ok(null);
    },
  });
  return (
    <ApiForm form={form} label="Assign">
      <Picker.User name="owner" label="Owner" required description="Who answers." />
      <Picker.Workgroup name="groups" label="Workgroups" multiple clearable />
      <FormSubmitButton>Save</FormSubmitButton>
    </ApiForm>
  );
}

beforeEach(() => {
  setAccessToken('user-token', Date.now() + 30 * 60_000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(LIST_MAX_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});
afterEach(() => vi.unstubAllGlobals());

describe('formPickers: pickers bound to the form kit', () => {
  it('shows the form errors under the pickers, then submits the chosen values', async () => {
    stubFetch({
      'GET /v3/users': () =>
        page({
          clientId: ANN,
          accountSid: me.accountId,
          username: 'ann@acme.test',
          displayName: 'Ann',
          firstName: 'Ann',
          lastName: 'A',
          roles: [],
          status: 'active',
        }),
      'GET /v3/workgroups': () =>
        page(
          { groupName: 'sales', description: 'Sales team', status: true },
          { groupName: 'support', description: 'Support desk', status: true },
        ),
    });
    const submit = vi.fn();
    const { user } = renderWithProviders(
      <UsersProvider>
        <WorkgroupsProvider>
          <Harness submit={submit} />
        </WorkgroupsProvider>
      </UsersProvider>,
    );
    const owner = screen.getByRole('combobox', { name: /Owner/ });
    const groups = screen.getByRole('combobox', { name: /Workgroups/ });
    await vi.waitFor(() => expect(groups).toBeEnabled());
    await vi.waitFor(() => expect(owner).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose an owner.');
    expect(owner).toHaveAttribute('aria-invalid', 'true');
    expect(owner).toHaveAccessibleDescription(expect.stringContaining('Choose an owner.'));
    expect(owner).toHaveAccessibleDescription(expect.stringContaining('Who answers.'));
    expect(groups).toHaveAccessibleDescription('Choose a workgroup.');
    await expectNoAxeViolations(document.body, 'bound pickers with their errors');

    await user.click(owner);
    await user.click(screen.getByRole('option', { name: /Ann/ }));
    await user.click(groups);
    await user.click(screen.getByRole('option', { name: /Support desk/ }));
    await user.click(screen.getByRole('option', { name: /Sales team/ }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ owner: ANN, groups: ['support', 'sales'] }));
  });

  it('binds the assets URL picker: the form checks the URL and gets the asset’s public URL', async () => {
    const LOGO_URL = 'https://portal.example/media/token2.png';
    stubFetch({
      'GET /v3/assets': () => page(testAsset(2, 'Logo', 540_000)),
    });
    const ZImage = z.object({
      image: z
        .string()
        .nullable()
        .refine((v) => v !== null && isHttpUrl(v), MESSAGES.urlHttp),
    });
    const ImagePicker = formPickers<z.input<typeof ZImage>>();
    const submit = vi.fn();
    function ImageForm() {
      const form = useApiForm({
        schema: ZImage,
        defaultValues: { image: null },
        submit: async (values) => {
          submit(values);
          return Ok(null);
        },
      });
      return (
        <ApiForm form={form} label="Image">
          <ImagePicker.AssetUrl name="image" label="Image URL" required />
          <FormSubmitButton>Save</FormSubmitButton>
        </ApiForm>
      );
    }
    const { user } = renderWithProviders(<ImageForm />);
    const image = screen.getByRole('combobox', { name: /Image URL/ });
    await vi.waitFor(() => expect(image).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.urlHttp)).toBeInTheDocument();
    expect(image).toHaveAttribute('aria-invalid', 'true');
    await user.click(image);
    await user.click(screen.getByRole('option', { name: /Logo/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ image: LOGO_URL }));
  });
});
