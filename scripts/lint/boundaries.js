// Module boundaries as an ESLint rule (issue 11): backend modules meet through each other's public
// API (`modules/<m>/index.ts`) only, the platform imports no module, and a console feature imports
// nothing of another feature but its `index.ts`. Folder names are the contract, so the rule needs
// no list of modules: a new folder is covered the day it is born. The packages import one way:
// events <- projections <- backend (ARCHITECTURE §2).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MODULES = 'backend/src/modules/';
const PLATFORM = 'backend/src/platform/';
const FEATURES = 'console/src/features/';
/** The workspaces' package names map onto their sources (tests and benches import them so). */
const PACKAGE_ALIASES = [
  ['@piboost/backend/', 'backend/src/'],
  ['@piboost/projections/', 'projections/src/'],
  ['@piboost/events/', 'events/src/'],
];
/** What each lower package must not import: the packages above it. */
const BELOW = [
  ['events/src/', ['projections/src/', 'backend/src/']],
  ['projections/src/', ['backend/src/']],
];

/** The repository path an import names, or null for a package that is not ours. */
function target(file, specifier) {
  if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
  for (const [alias, dir] of PACKAGE_ALIASES) {
    if (specifier === alias.slice(0, -1)) return `${dir}index`;
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  }
  return null;
}

/** `area/<name>/<rest>` -> { name, rest } (rest without extension), or null outside `area`. */
function within(area, repoPath) {
  if (!repoPath.startsWith(area)) return null;
  const [name, ...rest] = repoPath.slice(area.length).split('/');
  return { name, rest: rest.join('/').replace(/\.(ts|tsx|js)$/, '') };
}

const isPublic = (rest) => rest === '' || rest === 'index';

function check(context, node, specifier) {
  const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
  const to = target(context.filename, specifier);
  if (to === null) return;
  const report = (message) => context.report({ node, message });

  const toModule = within(MODULES, to);
  if (file.startsWith(PLATFORM) && (toModule || to === MODULES.slice(0, -1))) {
    report('A plataforma não importa módulos: eles são entregues a ela pela raiz de composição (modules/index.ts).');
  } else if (file.startsWith(MODULES) && toModule && toModule.name !== within(MODULES, file).name && !isPublic(toModule.rest)) {
    report(`Use a API pública do módulo ${toModule.name} ('${MODULES}${toModule.name}/index.ts'), não o arquivo interno '${toModule.rest}'.`);
  }

  for (const [lower, above] of BELOW) {
    const up = above.find((dir) => to.startsWith(dir));
    if (file.startsWith(lower) && up) report(`O pacote ${lower.split('/')[0]} não importa ${up.split('/')[0]}: as importações vão events <- projections <- backend.`);
  }

  const fromFeature = within(FEATURES, file);
  const toFeature = within(FEATURES, to);
  if (fromFeature && toFeature && toFeature.name !== fromFeature.name && !isPublic(toFeature.rest)) {
    report(`Uma feature não importa o interior de outra: use '${FEATURES}${toFeature.name}/index.ts'.`);
  }
}

export const boundaries = {
  rules: {
    'module-boundaries': {
      meta: { type: 'problem', docs: { description: 'Modules and features meet through their public index.ts only' }, schema: [] },
      create(context) {
        const visit = (node) => {
          if (node.source && typeof node.source.value === 'string') check(context, node.source, node.source.value);
        };
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
  },
};
