import { join, resolve } from 'node:path';

// The build-time check that keeps every page singleton single (tooling/federation/singletonGuard.cjs).
const root = resolve(__dirname, '../../..');
const { findSingletonLeaks } = require(join(root, 'tooling/federation/singletonGuard.cjs')) as {
  findSingletonLeaks(modules: Array<{ resource: string; importers: Array<{ kind: string; resource?: string }> }>): Array<{ module: string; importedBy: string }>;
};

const file = (relative: string) => join(root, relative);
const jotaiUtils = file('node_modules/jotai/dist/vanilla/utils.js');
const runtimeClient = file('shared-contracts/src/runtime/http/client.ts');

describe('the singleton guard', () => {
  it('lets a container reach a singleton through its shared request, and the package reach itself', () => {
    expect(
      findSingletonLeaks([
        { resource: jotaiUtils, importers: [{ kind: 'ConsumeSharedModule' }, { kind: 'ProvideSharedModule' }] },
        { resource: jotaiUtils, importers: [{ kind: 'NormalModule', resource: file('node_modules/jotai/dist/utils.js') }] },
        { resource: file('node_modules/react-router/dist/index.js'), importers: [{ kind: 'NormalModule', resource: file('tooling/federation/react-router-dom.js') }] },
        { resource: runtimeClient, importers: [{ kind: 'NormalModule', resource: file('shared-contracts/src/runtime/session/operations.ts') }] },
      ]),
    ).toEqual([]);
  });

  it('fails a container that bundles its own copy', () => {
    expect(
      findSingletonLeaks([
        { resource: jotaiUtils, importers: [{ kind: 'NormalModule', resource: file('mf-map/src/MapPage.tsx') }] },
        { resource: runtimeClient, importers: [{ kind: 'NormalModule', resource: file('mf-admin/src/parts/calls.ts') }] },
      ]),
    ).toEqual([
      { module: 'node_modules/jotai/dist/vanilla/utils.js', importedBy: 'mf-map/src/MapPage.tsx' },
      { module: 'shared-contracts/src/runtime/http/client.ts', importedBy: 'mf-admin/src/parts/calls.ts' },
    ]);
  });

  it("allows dayjs' stateless plugins to be bundled where they are used", () => {
    expect(findSingletonLeaks([{ resource: file('node_modules/dayjs/plugin/relativeTime.js'), importers: [{ kind: 'NormalModule', resource: file('mf-map/src/MapPage.tsx') }] }])).toEqual([]);
  });
});
