// The one list of the repository's packages is the root package.json's `workspaces`; each
// package's own package.json says whether it builds, serves in development, and on which port
// (`familynet.devPort`). Every script and config reads them from here.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** @returns {Array<{ folder: string, dir: string, pkg: any }>} in the workspaces' order */
function workspacePackages() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.map((folder) => {
    const dir = path.join(root, folder);
    return { folder, dir, pkg: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) };
  });
}

/** Folder -> development server port, for the packages that have one. */
function devPorts() {
  return Object.fromEntries(
    workspacePackages()
      .filter(({ pkg }) => pkg.familynet && pkg.familynet.devPort)
      .map(({ folder, pkg }) => [folder, pkg.familynet.devPort]),
  );
}

/** The packages that have an npm script of this name. */
function packagesWithScript(name) {
  return workspacePackages().filter(({ pkg }) => pkg.scripts && pkg.scripts[name]);
}

module.exports = { root, workspacePackages, devPorts, packagesWithScript };
