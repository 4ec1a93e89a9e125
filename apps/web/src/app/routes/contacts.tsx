// @page /contacts
import { ContactsPage } from '@/features/contacts/components/contacts-page';

/** /contacts: the route guard has checked the Contacts privilege of the link (doc 000 §2). */
export function Component() {
  return <ContactsPage />;
}
