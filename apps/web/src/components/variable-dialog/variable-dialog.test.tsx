import { Button } from '@mantine/core';
import {
  DEFAULT_CONTACT_ATTRIBUTES,
  OUR_MESSAGES,
  contactAttributes,
  customNameIsAttributeText,
  insertVariable,
  updateVariableAt,
  variableAt,
  type TContactAttribute,
  type VariableInput,
} from '@parley/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { VariableDialog } from './variable-dialog';

const ATTRIBUTES = contactAttributes(JSON.stringify([{ name: 'Loyalty tier' }, { name: 'Favorite color' }]));

/** A text and a cursor at its end, changed by the dialog as the composer changes the editor. */
function Harness({
  initial = 'Hi ',
  editAt,
  attributes = ATTRIBUTES,
}: {
  initial?: string;
  editAt?: number;
  attributes?: readonly TContactAttribute[];
}) {
  const [text, setText] = useState(initial);
  const [opened, setOpened] = useState(false);
  // a new object each render, as a parent's may be: the dialog must keep what is typed
  const found = editAt === undefined ? undefined : variableAt(text, editAt);
  const editing = found ? { name: found.name, defaultValue: found.defaultValue } : null;
  const submit = (input: VariableInput) => {
    const result =
      editAt === undefined ? insertVariable(text, text.length, input) : updateVariableAt(text, editAt, input);
    if (result.ok) setText(result.value.text);
    return result;
  };
  return (
    <>
      <output aria-label="Template">{text}</output>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <VariableDialog
        opened={opened}
        onClose={() => setOpened(false)}
        attributes={attributes}
        editing={editing}
        onSubmit={submit}
      />
    </>
  );
}

/** The Harness with attributes a test changes while the dialog is open (as a query refetches). */
const feed: { set: (next: readonly TContactAttribute[]) => void } = { set: () => undefined };
function FedHarness(props: Parameters<typeof Harness>[0]) {
  const [attributes, setAttributes] = useState(props?.attributes ?? ATTRIBUTES);
  useEffect(() => {
    feed.set = setAttributes;
  }, []);
  return <Harness {...props} attributes={attributes} />;
}

const template = () => screen.getByRole('status', { name: 'Template' }).textContent;

async function open(props: Parameters<typeof Harness>[0] = {}) {
  const rendered = renderWithProviders(<Harness {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
  return rendered;
}

describe('VariableDialog', () => {
  it('inserts a contact variable: Insert is disabled until an attribute is selected', async () => {
    const { user } = await open();
    const dialog = screen.getByRole('dialog', { name: 'Insert variable' });
    expect(within(dialog).getByRole('radio', { name: 'Contact variable' })).toBeChecked();
    const insert = within(dialog).getByRole('button', { name: 'Insert' });
    expect(insert).toBeDisabled();
    await expectNoAxeViolations();

    await user.click(within(dialog).getByRole('textbox', { name: /Contact attribute/ }));
    await user.click(await screen.findByRole('option', { name: 'First name (firstname)' }));
    expect(insert).toBeEnabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Default value/ }), '  there  ');
    await user.click(insert);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(template()).toBe('Hi %firstname|there%');
  });

  it("offers the account's custom fields after the defaults, sorted by name", async () => {
    const { user } = await open();
    await user.click(screen.getByRole('textbox', { name: /Contact attribute/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toHaveLength(DEFAULT_CONTACT_ATTRIBUTES.length + 2);
    expect(options.slice(-2)).toEqual(['Favorite color (favorite color)', 'Loyalty tier (loyalty tier)']);
  });

  it('refuses an attribute whose name cannot be a variable, under the attribute, inserting nothing', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('textbox', { name: /Contact attribute/ }));
    await user.click(await screen.findByRole('option', { name: 'Loyalty tier (loyalty tier)' }));
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByText(OUR_MESSAGES.variableNameInvalid)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Insert variable' })).toBeVisible();
    expect(template()).toBe('Hi ');
  });

  it('upper-cases and trims a custom name and trims its default; disabled while the name is blank', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    const insert = screen.getByRole('button', { name: 'Insert' });
    const name = screen.getByRole('textbox', { name: /Variable name/ });
    expect(insert).toBeDisabled();
    await user.type(name, '   ');
    expect(insert).toBeDisabled();
    await user.type(name, 'order_no ');
    expect(insert).toBeEnabled();
    await expectNoAxeViolations();
    await user.type(screen.getByRole('textbox', { name: /Default value/ }), ' 1234 ');
    await user.click(insert);
    await waitFor(() => expect(template()).toBe('Hi %ORDER_NO|1234%'));
  });

  it('leaves out an empty default', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    await user.type(screen.getByRole('textbox', { name: /Variable name/ }), 'code');
    await user.type(screen.getByRole('textbox', { name: /Default value/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(template()).toBe('Hi %CODE%'));
  });

  it('refuses a name with spaces and a default with %, each under its field', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    await user.type(screen.getByRole('textbox', { name: /Variable name/ }), 'order id');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByText(OUR_MESSAGES.variableNameInvalid)).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /Variable name/ }));
    await user.type(screen.getByRole('textbox', { name: /Variable name/ }), 'order');
    await user.type(screen.getByRole('textbox', { name: /Default value/ }), '50%');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByText(OUR_MESSAGES.variableDefaultInvalid)).toBeVisible();
    expect(template()).toBe('Hi ');
  });

  it("says in the dialog when the editor refuses it ('%' left open before the cursor)", async () => {
    const { user } = await open({ initial: 'Hi %NAME' });
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    await user.type(screen.getByRole('textbox', { name: /Variable name/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUR_MESSAGES.variablePercentConflict);
    expect(template()).toBe('Hi %NAME');
  });

  it('edits a contact variable opened from its chip: Update changes it in place', async () => {
    const { user } = await open({ initial: 'Hi %firstname|there%, bye', editAt: 3 });
    const dialog = screen.getByRole('dialog', { name: 'Update variable' });
    expect(within(dialog).getByRole('radio', { name: 'Contact variable' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Contact attribute/ })).toHaveValue(
      'First name (firstname)',
    );
    const value = within(dialog).getByRole('textbox', { name: /Default value/ });
    expect(value).toHaveValue('there');
    await user.clear(value);
    await user.type(value, 'friend');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(template()).toBe('Hi %firstname|friend%, bye'));
  });

  it('reads %FIRSTNAME|there% as the contact attribute firstname (custom names are upper-cased)', async () => {
    const { user } = await open({ initial: 'Hi %FIRSTNAME|there%, bye', editAt: 3 });
    const dialog = screen.getByRole('dialog', { name: 'Update variable' });
    expect(within(dialog).getByRole('radio', { name: 'Contact variable' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Contact attribute/ })).toHaveValue(
      'First name (firstname)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(template()).toBe('Hi %firstname|there%, bye'));
  });

  it('says under a custom name that it is a contact attribute when it is one', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    const name = screen.getByRole('textbox', { name: /Variable name/ });
    await user.type(name, 'first_name');
    expect(name).toHaveAccessibleDescription(customNameIsAttributeText('First name'));
    await user.clear(name);
    await user.type(name, 'order');
    expect(name).not.toHaveAccessibleDescription(customNameIsAttributeText('First name'));
  });

  it('keeps what is typed while open when the attributes change (refetched, a new array)', async () => {
    const { user } = renderWithProviders(<FedHarness initial="Hi %firstname|there%, bye" editAt={3} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const value = screen.getByRole('textbox', { name: /Default value/ });
    await user.clear(value);
    await user.type(value, 'friend');
    act(() => feed.set(contactAttributes(JSON.stringify([{ name: 'Loyalty tier' }]))));
    expect(screen.getByRole('textbox', { name: /Default value/ })).toHaveValue('friend');
    expect(screen.getByRole('textbox', { name: /Contact attribute/ })).toHaveValue('First name (firstname)');
  });

  it("chooses the chip's attribute when the attributes arrive after the opening, before any typing", async () => {
    const { user } = renderWithProviders(
      <FedHarness initial="Hi %firstname|there%, bye" editAt={3} attributes={[]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // no attributes yet: the name reads as a custom one
    expect(screen.getByRole('radio', { name: 'Custom variable' })).toBeChecked();
    act(() => feed.set(ATTRIBUTES));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Contact variable' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: /Contact attribute/ })).toHaveValue('First name (firstname)');
    expect(screen.getByRole('textbox', { name: /Default value/ })).toHaveValue('there');
  });

  it('edits a custom variable: its name in the name field', async () => {
    const { user } = await open({ initial: '%CODE|A1% now', editAt: 0 });
    expect(screen.getByRole('radio', { name: 'Custom variable' })).toBeChecked();
    const name = screen.getByRole('textbox', { name: /Variable name/ });
    expect(name).toHaveValue('CODE');
    await user.clear(name);
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(name, 'promo');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(template()).toBe('%PROMO|A1% now'));
  });

  it('Cancel changes nothing and the next opening starts empty', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    await user.type(screen.getByRole('textbox', { name: /Variable name/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(template()).toBe('Hi ');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('radio', { name: 'Contact variable' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Insert' })).toBeDisabled();
  });

  it("does not submit a form it sits in (React bubbles a portal's submit through the tree)", async () => {
    const outer = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={outer} aria-label="Page form">
        <Harness />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    await user.type(screen.getByRole('textbox', { name: /Variable name/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(template()).toBe('Hi %X%'));
    expect(outer).not.toHaveBeenCalled();
  });
});
