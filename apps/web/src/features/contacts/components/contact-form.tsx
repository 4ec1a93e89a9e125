import { SimpleGrid } from '@mantine/core';
import {
  contactFormSchema,
  contactFormValues,
  contactName,
  type TContact,
  type TContactAttribute,
  type TContactFormValues,
} from '@parley/domain';
import { useMemo } from 'react';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormActions } from '@/components/form/form-actions';
import { useApiForm } from '@/components/form/use-api-form';
import { fieldKit } from '@/components/form-fields/field-kit';
import { contacts } from '@/resources/contacts';

const Field = formFields<TContactFormValues>();
const Input = fieldKit<TContactFormValues>();

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
];

/** The fields the form shows: the defaults above, the account's custom fields, then the notes. */
export function formAttributes(attributes: readonly TContactAttribute[]): TContactAttribute[] {
  const byName = new Map(attributes.map((a) => [a.attribute, a]));
  const standard = FORM_ORDER.map((name) => byName.get(name)).filter((a) => a !== undefined);
  // a '.' would split the field's path in two: such a custom field cannot be bound by name
  const custom = attributes.filter((a) => a.custom && !a.attribute.includes('.'));
  const notes = byName.get('notes');
  return [...standard, ...custom, ...(notes ? [notes] : [])];
}

/** One attribute's control, by its type: what it holds is what the form checks and sends. */
function AttributeField({ attribute: a, first }: { attribute: TContactAttribute; first: boolean }) {
  const name = `extData.${a.attribute}` as const;
  const focus = first ? { 'data-autofocus': true } : {};
  if (a.attribute === 'notes')
    return <Field.Textarea name={name} label={a.label} style={{ gridColumn: '1 / -1' }} {...focus} />;
  if (a.attribute === 'phonenumber1')
    return (
      <Field.Text
        name={name}
        label={a.label}
        required
        description="In E.164, such as +13125560100."
        inputMode="tel"
        autoComplete="off"
        {...focus}
      />
    );
  if (a.attribute === 'email1')
    return <Field.Text name={name} label={a.label} inputMode="email" autoComplete="off" {...focus} />;
  switch (a.type) {
    case 'boolean':
      // lined up with the inputs beside it, whose labels sit above them
      return <Field.Checkbox name={name} label={a.label} mt={{ sm: 'xl' }} {...focus} />;
    case 'number':
      return <Input.Number name={name} label={a.label} {...focus} />;
    case 'date':
      // any day: an attribute may look back (customer since) or ahead (renewal)
      return <Input.Date name={name} label={a.label} maxDate={null} {...focus} />;
    default:
      return <Field.Text name={name} label={a.label} {...focus} />;
  }
}

interface TContactFormProps {
  /** the contact to change; a new one when absent */
  contact?: TContact;
  /** a new contact's number, filled in (the inbox's Create contact for an unknown number) */
  phone?: string;
  attributes: readonly TContactAttribute[];
  onSaved: (saved: TContact) => void;
  onCancel: () => void;
}

/**
 * Adding and changing a contact, one form (DESIGN.md §2): each attribute with the control of its
 * type (a checkbox, a number, a date, several lines for notes), checked all at once by the
 * account's contactFormSchema, which makes the server's checks; the server's refusals land on
 * their field. A change replaces the contact's attributes.
 */
export function ContactForm({ contact, phone, attributes, onSaved, onCancel }: TContactFormProps) {
  const create = contacts.useCreate();
  const update = contacts.useUpdate();
  const shown = formAttributes(attributes);
  const schema = useMemo(() => contactFormSchema(attributes), [attributes]);
  const form = useApiForm({
    schema,
    defaultValues: contactFormValues(
      shown,
      contact ?? (phone ? { extData: { phonenumber1: phone } } : undefined),
    ),
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
          <AttributeField key={a.attribute} attribute={a} first={i === 0} />
        ))}
      </SimpleGrid>
      <FormActions onCancel={onCancel} submit={contact ? 'Save contact' : 'Add contact'} />
    </ApiForm>
  );
}
