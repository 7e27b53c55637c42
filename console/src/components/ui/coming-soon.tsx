import { isAvailable, type FeatureId } from '../../config/features';

/** "em breve" beside copy that mentions a feature of the feature list whose page is not there yet. */
export function ComingSoon({ feature }: { feature: FeatureId }) {
  if (isAvailable(feature)) return null;
  return <span className="badge-soon">em breve</span>;
}
