import { ZEnableFeatureResult, type TEnableFeatureResult, type TFeatureKey } from '@parley/domain';
import { apiPost, type TApiResult } from '@/lib/api-client';
import { ADD_FEATURE_PATHS } from './paths';

type TEnablePath = typeof ADD_FEATURE_PATHS.enableFeature | typeof ADD_FEATURE_PATHS.addFeature;

/** POST {featureName}; the answer names the feature and whether anything changed. */
export async function enableFeature(
  feature: TFeatureKey,
  path: TEnablePath = ADD_FEATURE_PATHS.enableFeature,
): Promise<TApiResult<TEnableFeatureResult>> {
  return apiPost(path, { featureName: feature }, ZEnableFeatureResult);
}
