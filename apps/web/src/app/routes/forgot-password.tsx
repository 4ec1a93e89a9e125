import '@/app/all-styles';
import { ForgotPasswordPage } from '@/features/password-recovery/components/forgot-password-page';

export const Component = ForgotPasswordPage;
