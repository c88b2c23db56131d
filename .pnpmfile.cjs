// pnpm hooks. tsup's declaration build (`tsup --dts-only`, through rollup-plugin-dts) drives the
// TypeScript compiler API of TypeScript 5, which TypeScript 7 (the native compiler the workspace
// checks with) no longer ships: tsup gets TypeScript 5.9.3 as a dependency of its own, so it never
// resolves the workspace's `typescript`. See pnpm-workspace.yaml (`typescript`) and
// docs/architecture.md ("Builds, tests and CI").
const TSUP_TYPESCRIPT = '5.9.3';

function readPackage(pkg) {
  if (pkg.name === 'tsup') {
    pkg.dependencies = { ...pkg.dependencies, typescript: TSUP_TYPESCRIPT };
    if (pkg.peerDependencies) delete pkg.peerDependencies.typescript;
    if (pkg.peerDependenciesMeta) delete pkg.peerDependenciesMeta.typescript;
  }
  return pkg;
}

module.exports = { hooks: { readPackage } };
