import { SimpleGrid } from '@mantine/core';
import {
  ZContactCreate,
  contactName,
  type TContact,
  type TContactAttribute,
  type TContactAttributeType,
} from '@parley/domain';
import type { z } from 'zod';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormActions } from '@/components/form/form-actions';
import { useApiForm } from '@/components/form/use-api-form';
import { contacts } from '@/resources/contacts';

type TContactValues = z.input<typeof ZContactCreate>;
const Field = formFields<TContactValues>();

/** The default attributes in the order a person fills them in; `created` is the server's. */
const FORM_ORDER = [
  'firstname',
  'lastname',
  'phonenumber1',
  'email1',
  'address1',
  'city1',
  'state1',
  'zip1',
  'country1',
  'externalcontactid1',
  'notes',
];

const HINT: Partial<Record<TContactAttributeType, string>> = {
  number: 'A number, such as 42.',
  date: 'A date as YYYY-MM-DD.',
  boolean: 'true or false.',
};

/** The fields the form shows: the defaults above, then the account's custom fields. */
export function formAttributes(attributes: readonly TContactAttribute[]): TContactAttribute[] {
  const byName = new Map(attributes.map((a) => [a.attribute, a]));
  const standard = FORM_ORDER.map((name) => byName.get(name)).filter((a) => a !== undefined);
  // a '.' would split the field's path in two: such a custom field cannot be bound by name
  const custom = attributes.filter((a) => a.custom && !a.attribute.includes('.'));
  return [...standard, ...custom];
}

interface TContactFormProps {
  /** the contact to change; a new one when absent */
  contact?: TContact;
  attributes: readonly TContactAttribute[];
  onSaved: (saved: TContact) => void;
  onCancel: () => void;
}

/**
 * Adding and changing a contact, one form (DESIGN.md §2): the shared ZContactCreate checks the
 * phone number and email here as the server does; the server's refusals (a value of the wrong
 * type for a custom field) land on their field. A change replaces the contact's attributes.
 */
export function ContactForm({ contact, attributes, onSaved, onCancel }: TContactFormProps) {
  const create = contacts.useCreate();
  const update = contacts.useUpdate();
  const shown = formAttributes(attributes);
  const form = useApiForm({
    schema: ZContactCreate,
    defaultValues: {
      extData: {
        phonenumber1: '',
        ...Object.fromEntries(shown.map((a) => [a.attribute, contact?.extData[a.attribute] ?? ''])),
      },
    },
    submit: (input) =>
      contact
        ? update.mutateAsync({ id: contact.contactId, input: { extData: input.extData } })
        : create.mutateAsync(input),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <ApiForm form={form} label={contact ? `Edit contact ${contactName(contact)}` : 'Add a contact'}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {shown.map((a, i) => (
          <Field.Text
            key={a.attribute}
            name={`extData.${a.attribute}`}
            label={a.label}
            {...(a.attribute === 'phonenumber1'
              ? {
                  required: true,
                  description: 'In E.164, such as +13125560100.',
                  inputMode: 'tel' as const,
                  autoComplete: 'off',
                }
              : {})}
            {...(a.attribute === 'email1' ? { inputMode: 'email' as const, autoComplete: 'off' } : {})}
            {...(HINT[a.type] && a.attribute !== 'created' ? { description: HINT[a.type] } : {})}
            {...(i === 0 ? { 'data-autofocus': true } : {})}
          />
        ))}
      </SimpleGrid>
      <FormActions onCancel={onCancel} submit={contact ? 'Save contact' : 'Add contact'} />
    </ApiForm>
  );
}
