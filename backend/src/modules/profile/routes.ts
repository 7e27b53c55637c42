// The profile HTTP surface (product-spec §7): profile, CPF reveal and preferences, one handler per
// file in http/. Thin: validate, call the service, answer; identity's refusals become HTTP errors
// there (errors.ts). http/shared.ts holds what the handlers share.
import type { RouteDefinition } from '../../platform/http/route';
import type { Runtime } from '../../platform/runtime';
import { selectAvatarRoute, uploadAvatarRoute, uploadedAvatarRoute } from './http/avatar.handler';
import { consentsRoute } from './http/consents.handler';
import { preferencesRoute, updatePreferencesRoute } from './http/preferences.handler';
import { presetSvgRoute, presetsRoute } from './http/presets.handler';
import { profileRoute, revealCpfRoute, updateProfileRoute } from './http/profile.handler';
import { profileService, type ProfileHooks } from './service';

export { metaOf } from './http/shared';

export function profileRoutes(runtime: Runtime, hooks: ProfileHooks): RouteDefinition[] {
  const service = profileService(runtime, hooks);
  return [
    profileRoute(service),
    updateProfileRoute(service),
    revealCpfRoute(service),
    consentsRoute(service),
    preferencesRoute(service),
    updatePreferencesRoute(service),
    uploadAvatarRoute(service),
    selectAvatarRoute(service),
    presetsRoute(),
    presetSvgRoute(),
    uploadedAvatarRoute(service),
  ] as RouteDefinition[];
}
