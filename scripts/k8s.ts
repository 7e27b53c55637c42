// Writes deploy/k8s/piboost.yaml from deploy/k8s/manifests.ts: `npx tsx scripts/k8s.ts` after changing them.
import { writeFileSync } from 'node:fs';
import { renderManifests } from '../deploy/k8s/render';

writeFileSync(new URL('../deploy/k8s/piboost.yaml', import.meta.url), renderManifests());
