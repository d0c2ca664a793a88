#!/usr/bin/env node
// `npm run new:area -- <name> "<Title>" [--tab <label>] [--icon <AntdIconName>]`: a new area of the
// site, as ARCHITECTURE.md's "Add an area" lists it, written in one go:
//   - the remote mf-<name>: package.json, webpack, tsconfig, jest, dev/ (the real shell with this
//     remote built in), src/<Name>Page.tsx and its test;
//   - its entry in shared-contracts/src/areas.ts (before Settings, which stays the last tab), from
//     which the shell's route, both bars, the federation names and the server's folders follow;
//   - its icon in shell/src/layout/areaIcons.tsx (and in the shared icon facade if it is new);
//   - the root workspaces, the Dockerfile's two lists, and api-report.md.
// Then `npm install` records the workspace in package-lock.json. CI makes a throwaway area with
// this script in its own clone and builds and tests it (.ci/run), so the script cannot rot.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(`  wrote ${file}`);
};

function fail(message) {
  console.error(`new:area: ${message}`);
  process.exit(1);
}

function option(args, name) {
  const at = args.indexOf(`--${name}`);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) fail(`--${name} needs a value`);
  args.splice(at, 2);
  return value;
}

const args = process.argv.slice(2);
const tab = option(args, 'tab');
const icon = option(args, 'icon') ?? 'AppstoreOutlined';
const [name, title] = args;
if (!name || !title || args.length !== 2) fail('usage: npm run new:area -- <name> "<Title>" [--tab <label>] [--icon <AntdIconName>]');
// The container is mf_<name> (a JavaScript identifier) and the folder mf-<name>: one word.
if (!/^[a-z][a-z0-9]{1,19}$/.test(name)) fail(`"${name}" must be one word of 2 to 20 lower-case letters and digits, starting with a letter`);
if (!/^[\p{L}\p{N}][\p{L}\p{N} '&-]{0,39}$/u.test(title)) fail(`"${title}" must be 1 to 40 letters, digits, spaces, ', & or -`);
if (!/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/.test(icon)) fail(`"${icon}" is not an icon name of @ant-design/icons`);

const folder = `mf-${name}`;
const remote = `mf_${name}`;
const page = `${name[0].toUpperCase()}${name.slice(1)}Page`;
const route = `/dashboard/${name}`;
const areas = read('shared-contracts/src/areas.ts');
if (new RegExp(`^  ${name}: \\{`, 'm').test(areas)) fail(`the area "${name}" exists already`);
if (fs.existsSync(path.join(root, folder))) fail(`the folder ${folder} exists already`);
if (!fs.existsSync(path.join(root, 'node_modules/@ant-design/icons/lib/icons', `${icon}.js`))) fail(`@ant-design/icons has no ${icon}`);

console.log(`A new area: ${title} at ${route}, the remote ${folder}`);

// The remote. Its dependencies are the calendar remote's versions, so the new one shares the
// same singletons (React, antd, the router) with the shell.
const model = JSON.parse(read('mf-calendar/package.json'));
const ports = JSON.parse(read('package.json')).workspaces.map((workspace) => {
  const file = path.join(root, workspace, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')).familynet?.devPort ?? 0) : 0;
});
const DEPENDENCIES = ['@ant-design/icons', 'antd', 'jotai', 'react', 'react-dom', 'react-router', 'react-router-dom', 'shared-contracts'];
const packageJson = {
  name: folder,
  version: model.version,
  private: true,
  description: `FamilyNet remote: ${title}`,
  scripts: { build: 'webpack --mode production', dev: 'webpack serve --mode development', typecheck: 'tsc --noEmit', test: 'jest' },
  dependencies: Object.fromEntries(DEPENDENCIES.map((dependency) => [dependency, model.dependencies[dependency]])),
  familynet: { devPort: Math.max(...ports) + 1 },
  devDependencies: model.devDependencies,
};
write(`${folder}/package.json`, `${JSON.stringify(packageJson, null, 2)}\n`);
for (const file of ['webpack.config.js', 'tsconfig.json', 'jest.config.cjs']) write(`${folder}/${file}`, read(`mf-calendar/${file}`));
write(`${folder}/dev/index.ts`, read('mf-calendar/dev/index.ts'));
write(`${folder}/dev/bootstrap.ts`, `import { startStandalone } from 'shell/standalone';\n\nstartStandalone({ '${remote}/${page}': () => import('../src/${page}') });\n`);
write(
  `${folder}/src/${page}.tsx`,
  `import { useAtomValue } from 'jotai';
import { userDisplayName } from 'shared-contracts';
import { currentUserAtom } from 'shared-contracts/runtime';

/** ${route}: ${title}, a signed-in member's page (shared-contracts/src/areas.ts). */
export default function ${page}() {
  const user = useAtomValue(currentUserAtom);
  return (
    <section className="fn-${name}" aria-labelledby="fn-${name}-title" style={{ padding: 16 }}>
      <h1 id="fn-${name}-title">${title}</h1>
      {user && <p>Welcome, {userDisplayName(user)}.</p>}
    </section>
  );
}
`,
);
write(
  `${folder}/src/${page}.test.tsx`,
  `import { screen } from '@testing-library/react';
import { makeUser, renderWithShell } from 'shared-contracts/testing';
import ${page} from './${page}';

describe('${page}', () => {
  it('names the area and greets the signed-in member', () => {
    renderWithShell(<${page} />, { user: makeUser({ id: 7, displayName: 'Jo March' }), route: '${route}' });
    expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Jo March.')).toBeInTheDocument();
  });
});
`,
);

// The area's entry, before Settings (which stays the last tab of the bottom navigation).
const entry = `  ${name}: {
    remote: '${remote}',
    name: '${title}',
    pages: [{ module: '${page}', path: '${route}', access: 'member' }],
    nav: { top: '${title}', bottom: '${tab ?? title}' },
  },
`;
if (!areas.includes('\n  settings: {')) fail('shared-contracts/src/areas.ts has no settings entry to insert before');
write('shared-contracts/src/areas.ts', areas.replace('\n  settings: {', `\n${entry}  settings: {`));

// Its icon, keyed by area (a Record over the areas with navigation: the compiler asks for it).
const icons = read('shell/src/layout/areaIcons.tsx');
const withIcon = icons
  .replace(/import \{ ([^}]*) \} from '@ant-design\/icons';/, (_all, names) => {
    const list = new Set(names.split(',').map((item) => item.trim()).filter(Boolean));
    list.add(icon);
    return `import { ${[...list].sort().join(', ')} } from '@ant-design/icons';`;
  })
  .replace('\n  settings: (props)', `\n  ${name}: (props) => <${icon} {...props} />,\n  settings: (props)`);
write('shell/src/layout/areaIcons.tsx', withIcon);
const facade = read('tooling/federation/icons.js');
if (!new RegExp(`\\b${icon},`).test(facade)) {
  write('tooling/federation/icons.js', facade.replace(/export \{\n([^}]*)\}/, (_all, body) => {
    const list = body.split('\n').map((line) => line.trim().replace(/,$/, '')).filter(Boolean);
    return `export {\n${[...new Set([...list, icon])].sort().map((item) => `  ${item},`).join('\n')}\n}`;
  }));
}

// The workspace, and the container image's two lists (its package.json, its built files).
const rootPackage = JSON.parse(read('package.json'));
const at = rootPackage.workspaces.indexOf('server');
rootPackage.workspaces.splice(at === -1 ? rootPackage.workspaces.length : at, 0, folder);
write('package.json', `${JSON.stringify(rootPackage, null, 2)}\n`);
const dockerfile = read('Dockerfile');
const afterLast = (text, pattern, line) => {
  const matches = [...text.matchAll(pattern)];
  if (matches.length === 0) fail(`the Dockerfile has no line like ${pattern}`);
  const last = matches.at(-1);
  const end = last.index + last[0].length;
  return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
};
write(
  'Dockerfile',
  afterLast(afterLast(dockerfile, /^COPY mf-[a-z0-9]+\/package\.json mf-[a-z0-9]+\/$/gm, `COPY ${folder}/package.json ${folder}/`), /^COPY --from=build \/app\/mf-[a-z0-9]+\/dist mf-[a-z0-9]+\/dist$/gm, `COPY --from=build /app/${folder}/dist ${folder}/dist`),
);

// The public surface report names the new exposed module.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/write-api-report.ts'], { cwd: path.join(root, 'shared-contracts'), stdio: 'inherit' });

console.log(`
Next:
  npm install                      records ${folder} in package-lock.json and links it
  npm run dev -w ${folder}            the real shell with this remote built in (dev/)
  npm test -w ${folder}               its tests; then make ${folder}/src/${page}.tsx yours
The area is in the top bar as "${title}" and in the bottom navigation as "${tab ?? title}".`);
