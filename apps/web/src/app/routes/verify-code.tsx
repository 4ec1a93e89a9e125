import '@/app/all-styles';
import { VerifyCodePage } from '@/features/password-recovery/components/verify-code-page';

export const Component = VerifyCodePage;
