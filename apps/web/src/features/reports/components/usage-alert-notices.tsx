import { useUsageAlertNotices } from '../api/use-usage-alert-notices';

/** The fired-alert notice as a component, so the shell loads its code (and the alerts resource) apart. */
export default function UsageAlertNotices() {
  useUsageAlertNotices();
  return null;
}
