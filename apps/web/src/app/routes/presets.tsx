// @page /presets
import { PresetsPage } from '@/features/presets/components/presets-page';

/** /presets: the route guard has checked the privilege of the sidebar's link (doc 000 §2). */
export function Component() {
  return <PresetsPage />;
}
