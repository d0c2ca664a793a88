#!/usr/bin/env bash
# CI's check that `npm run new:area` still makes an area that builds and passes its tests: it
# makes a throwaway area (mf-scratch) in THIS checkout, builds and tests what it touched, and puts
# the checkout back. CI runs it in a copy of its fresh clone, beside the fault tests; it refuses a checkout with changes.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "$(git status --porcelain)" ]; then
  echo "check-new-area: this checkout has changes; run it in a clean clone" >&2
  exit 1
fi
restore() {
  git checkout -q -- .
  rm -rf mf-scratch node_modules/mf-scratch
}
trap restore EXIT

npm run new:area -- scratch "Scratch Book" --tab Scratch
# The workspace recorded in package-lock.json and linked, as a developer's `npm install` does.
npm install --prefer-offline --no-audit --no-fund --loglevel=error
npm run typecheck -w shared-contracts -w shell -w mf-scratch
(cd shared-contracts && npx jest src/areas.test.ts src/apiReport.test.ts src/surface.test.ts)
(cd shell && npx jest)
npm test -w mf-scratch
npm run build -w mf-scratch
(cd server && FAMILYNET_TEST_DATABASES=pglite node scripts/run-tests.mjs src/deploy.once.test.ts)
git status --short
echo "check-new-area: the area made by npm run new:area builds and passes its tests"
