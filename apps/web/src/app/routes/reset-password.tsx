import '@/app/all-styles';
import { ResetPasswordPage } from '@/features/password-recovery/components/reset-password-page';

export const Component = ResetPasswordPage;
