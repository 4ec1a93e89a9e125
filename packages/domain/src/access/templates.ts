import { PRODUCT } from './privileges';
import { rule } from './rules';

// Apart from the templates resource: the sidebar and the page guard read these at start, and the
// resource's module brings its schemas and the message analysis with it (issue 24).
/**
 * Reading is the /templates link's privilege (doc 000 §2, the Workflow group:
 * {product}-campaign-read). The spec names none to write templates; `template-write` is ours,
 * held by owners, admins and supervisors (roles grant by exclusion), not by agents
 * (docs/decisions.md). Attaching an image needs no asset privilege beyond it: the image is one
 * the account already holds, and the answer shows only what GET /v3/assets shows.
 */
export const TEMPLATE_READ = rule.all(`${PRODUCT}-campaign-read`);
export const TEMPLATE_WRITE = rule.all(`${PRODUCT}-campaign-read`, 'template-write');
