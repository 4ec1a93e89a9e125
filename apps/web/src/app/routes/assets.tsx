// @page /assets
import { AssetsPage } from '@/features/assets/components/assets-page';

/** /assets: the route guard has checked asset-read, the link's privilege (doc 000 §2). */
export function Component() {
  return <AssetsPage />;
}
