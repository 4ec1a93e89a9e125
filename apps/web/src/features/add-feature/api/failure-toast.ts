export { showFailureToast } from '@/components/toast/query-feedback';
