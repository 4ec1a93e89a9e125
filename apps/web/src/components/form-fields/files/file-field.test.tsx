import { FORM_FIELDS_OUR_TEXT } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { FieldHarness } from '../field-harness';
import { fieldKit } from '../field-kit';
import { fileSchema } from './file-schema';

const ZForm = z.object({ list: fileSchema({ maxBytes: 20 }) });
const Input = fieldKit<{ list: File | null }>();

function renderFile() {
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness schema={ZForm} defaultValues={{ list: null } as never} onSubmit={submitted}>
      <Input.File name="list" label="Contact list" required />
    </FieldHarness>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const save = () => rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...rendered, submitted, input, save };
}

const csv = (name: string, body = 'a,b\n1,2') => new File([body], name, { type: 'text/csv' });

describe('FileField (doc 001 §5: .csv, one file by default)', () => {
  it('offers .csv files, one at a time, behind a labelled button', async () => {
    const { input } = renderFile();
    expect(input).toHaveAttribute('accept', '.csv');
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: /^Contact list/ })).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'the file field');
  });

  it('no file: asked for; a chosen file is shown by name and sent', async () => {
    const { user, input, save, submitted } = renderFile();
    await save();
    expect(await screen.findByText(FORM_FIELDS_OUR_TEXT.fileRequired)).toBeInTheDocument();
    const file = csv('contacts.csv');
    await user.upload(input, file);
    expect(screen.getByText('contacts.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Contact list' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'the file field with a file');
    await save();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ list: file }));
  });

  it('another type or too large: refused with what is expected', async () => {
    const { user, input, save } = renderFile();
    // user.upload would drop a file the accept attribute excludes, as a browser's chooser does
    const upload = userUploadIgnoringAccept(user);
    await upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await save();
    expect(await screen.findByText('Choose a .csv file.')).toBeInTheDocument();
    await upload(input, csv('big.csv', 'x'.repeat(21)));
    await save();
    expect(await screen.findByText('The file is larger than 20 B.')).toBeInTheDocument();
  });
});

function userUploadIgnoringAccept(user: ReturnType<typeof renderFile>['user']) {
  return (input: HTMLInputElement, file: File) => user.setup({ applyAccept: false }).upload(input, file);
}
