import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/routes';
import portalRoutes from './portal/routes';
import authRoutes from './auth/routes';
import passwordRoutes from './password/routes';
import impersonationRoutes from './impersonation/routes';
import accountConfigRoutes from './account-config/routes';
import userConfigRoutes from './user-config/routes';
import passwordRecoveryRoutes from './password-recovery/routes';
import userRoutes from './users/routes';
import featureRoutes from './features/routes';
import legalRoutes from './legal/routes';
import webhookRoutes from './webhooks/routes';
import workgroupRoutes from './workgroups/routes';
import timeZoneRoutes from './time-zones/routes';
import contactRoutes from './contacts/routes';
import emailAvailabilityRoutes from './email-availability/routes';
import assetRoutes from './assets/routes';
import templateRoutes from './templates/routes';
import breakRoutes from './breaks/routes';
import dispositionRoutes from './dispositions/routes';

export type ModulePlugin = (app: FastifyInstance) => Promise<void>;

/**
 * Every module of the API, registered in this order inside the scope where each route must
 * declare its access rule. A new module is one line here.
 */
export const MODULES: readonly ModulePlugin[] = [
  healthRoutes,
  portalRoutes,
  authRoutes,
  passwordRoutes,
  impersonationRoutes,
  accountConfigRoutes,
  userConfigRoutes,
  passwordRecoveryRoutes,
  userRoutes,
  featureRoutes,
  legalRoutes,
  webhookRoutes,
  workgroupRoutes,
  timeZoneRoutes,
  contactRoutes,
  emailAvailabilityRoutes,
  assetRoutes,
  templateRoutes,
  breakRoutes,
  dispositionRoutes,
];
