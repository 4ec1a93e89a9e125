import { NotFoundPage } from '@/shell/not-found-page';

/** The '*' route: the same page the route guard shows for another account's address. */
export const Component = NotFoundPage;
