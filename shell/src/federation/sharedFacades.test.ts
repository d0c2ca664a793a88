import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// antd and its icons are shared as one singleton each, provided through facades that
// export only the names listed there (tooling/federation/*.js). An import missing from a
// facade would be undefined at run time in the composed site; a name nobody imports is
// weight every visitor downloads.
const root = resolve(__dirname, '../../..');

function facadeExports(file: string): string[] {
  const text = readFileSync(join(root, 'tooling/federation', file), 'utf8');
  return [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/).pop() ?? '')
      .filter(Boolean),
  );
}
const antdCore: string[] = require(join(root, 'tooling/federation/antdCore.cjs'));
const antdOnDemand: string[] = require(join(root, 'tooling/federation/antdOnDemand.cjs'));
const componentOf = (folder: string) => folder.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
const usedAntdExports = facadeExports('antd.js');
const usedIconExports = facadeExports('icons.js');
const usedRouterExports = facadeExports('react-router-dom.js');
// Every front-end package of the workspace (the server and the browser tests share nothing at run time).
const { workspacePackages } = require(join(root, 'tooling/workspace.cjs')) as { workspacePackages(): Array<{ folder: string }> };
const packages = workspacePackages()
  .map(({ folder }) => folder)
  .filter((folder) => folder !== 'server' && folder !== 'e2e');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function sourceTexts(): Array<{ file: string; text: string }> {
  const texts: Array<{ file: string; text: string }> = [];
  for (const pkg of packages) {
    for (const dir of ['src', 'dev']) {
      let files: string[] = [];
      try {
        files = sourceFiles(join(root, pkg, dir));
      } catch {
        continue;
      }
      for (const file of files) texts.push({ file: file.slice(root.length + 1), text: readFileSync(file, 'utf8') });
    }
  }
  return texts;
}

function importedNames(module: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module.replace('/', '\\/')}'`, 'g');
  for (const { text } of sourceTexts()) {
    for (const match of text.matchAll(pattern)) {
      // `import type { ... }` is erased: it needs nothing from the facade.
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        // Type-only names cost nothing at run time.
        if (name && !/^type\s/.test(name) && /^[A-Za-z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe('the cut-down shared singletons', () => {
  it('antd: every export a package imports is provided, and nothing else', () => {
    // The first visit's components are also imported by path; the facade serves them too.
    const imported = new Set([...importedNames('antd'), ...antdCore.map(componentOf)]);
    expect([...usedAntdExports].sort()).toEqual([...imported].sort());
  });

  it('antd is imported by path only for the modules shared one by one (antdCore.cjs, antdOnDemand.cjs)', () => {
    const deep = sourceTexts().flatMap(({ file, text }) =>
      [...text.matchAll(/from 'antd\/(?:es|lib)\/([^']+)'/g)].map((m) => ({ file, component: m[1] })),
    );
    // A language's words (antd/es/locale/de_DE) are data, no component: fetched with the language.
    const words = (component: string) => /^locale(\/[a-z]{2}_[A-Z]{2})?$/.test(component);
    expect(deep.filter(({ component }) => !antdCore.includes(component) && !antdOnDemand.includes(component) && !words(component))).toEqual([]);
  });

  it('the components shared on demand are not in the facade, and each is used by path somewhere', () => {
    // In the facade they would be downloaded by every dashboard visit again.
    expect(usedAntdExports.filter((name) => antdOnDemand.map(componentOf).includes(name))).toEqual([]);
    const usedByPath = new Set(sourceTexts().flatMap(({ text }) => [...text.matchAll(/from 'antd\/es\/([^']+)'/g)].map((m) => m[1])));
    expect(antdOnDemand.filter((name) => !usedByPath.has(name))).toEqual([]);
  });

  it.each([
    ['@ant-design/icons', usedIconExports],
    ['react-router-dom', usedRouterExports],
  ])('%s: every export a package imports is provided, and nothing else', (module, listed: string[]) => {
    const imported = [...importedNames(module as string)].filter((name) => !/Props$/.test(name)).sort();
    expect([...listed].sort()).toEqual(imported);
  });
});

describe('react-router', () => {
  it("is only reached through react-router-dom (its facade holds the one router)", () => {
    expect(importedNames('react-router').size).toBe(0);
  });
});
