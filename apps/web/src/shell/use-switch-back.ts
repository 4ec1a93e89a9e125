import { OUR_MESSAGES } from '@parley/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast, showToast } from '@/components/toast/show-toast';
import { homePathFor } from '@/config/nav';
import { useSession } from '@/lib/session';

/** Back to the original account through the server, then to its home page (straight, not through '/'). */
export function useSwitchBack() {
  const { switchBack } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const result = await switchBack();
    setBusy(false);
    if (!result.ok) {
      showErrorToast(result.error);
      return;
    }
    showToast({ type: 'success', header: 'Switched back', content: OUR_MESSAGES.switchedBack });
    void navigate(homePathFor(result.value));
  };
  return { run, busy };
}
