// The message composer's texts: the variable dialog, the toolbar, the MMS note and the preview
// switch (issue 15), used from here only. The spec gives none of these words; its own texts (the
// empty preview, the content errors) come from texts/phone-preview.ts and validation/messages.ts.
import { OUR_MESSAGES } from '../validation/messages';
import type { VariableError } from '../messaging/variables';
import type { TDeleteTexts } from './delete-texts';

export const VARIABLE_DIALOG_TEXTS = {
  insertTitle: 'Insert variable',
  updateTitle: 'Update variable',
  kind: 'Variable type',
  contact: 'Contact variable',
  contactDescription: 'Filled with the contact’s value when the message is sent.',
  custom: 'Custom variable',
  customDescription: 'A name of your own, written in capitals.',
  attribute: 'Contact attribute',
  attributePlaceholder: 'Select a contact attribute',
  attributesLoading: OUR_MESSAGES.loading,
  name: 'Variable name',
  namePlaceholder: 'ORDER_NUMBER',
  defaultValue: 'Default value (optional)',
  defaultDescription: 'Sent when the contact has no value for it.',
  insert: 'Insert',
  update: 'Update',
} as const;

/** Under a custom name that is a contact attribute in another case or spelling ('FIRSTNAME'). */
export const customNameIsAttributeText = (label: string) =>
  `This is the contact attribute ${label}: each contact’s own value is sent.`;

/** A variable rule's message, for the dialog's fields (the texts are the domain's own). */
export const variableErrorMessage = (error: VariableError): string => OUR_MESSAGES[error];

export const COMPOSER_TEXTS = {
  toolbar: 'Message tools',
  insertVariable: 'Insert variable',
  attachImage: 'Attach image',
  content: 'Message',
  placeholder: 'Type your message. Insert variables such as a contact’s first name from the toolbar.',
  preview: 'Preview',
  previewTarget: 'Phone',
  previewView: 'Screen',
  previewNote: 'Variables are shown with their default values.',
  /** with an image attached */
  mms: 'MMS',
  sms: 'SMS',
} as const;

/** The /templates pages (issue 15): the list and a template's editor. */
export const TEMPLATE_PAGES_TEXTS = {
  listTitle: 'Message Templates',
  intro: 'Messages you send often, with variables filled in for each contact.',
  tableLabel: 'Message templates of the account',
  newTemplate: 'New template',
  newTitle: 'New message template',
  editTitle: 'Edit message template',
  title: 'Title',
  titlePlaceholder: 'Order ready for pickup',
  save: 'Save template',
  saved: 'Template saved',
  created: 'Template created',
  deleted: 'Template deleted',
  notFound: 'This template does not exist, or it was deleted.',
  back: 'Back to templates',
  /** a reader without template-write opens a template to read it */
  viewTitle: 'Message template',
  readOnly: 'You can read this template but not change it.',
  loading: 'Loading the template',
  editOne: 'Edit {title}',
  deleteOne: 'Delete {title}',
  columns: { encoding: 'Encoding', segments: 'Segments', modified: 'Modified' },
} as const;

/** Asking before deleting templates (the one dialog of issue 25). */
export const TEMPLATE_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete template',
  manyTitle: 'Delete templates',
  one: 'Delete the template {name}? This cannot be undone.',
  many: 'Delete {n} templates? This cannot be undone.',
};
