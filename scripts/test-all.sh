#!/usr/bin/env bash
# The whole test suite: type check, lint, unit tests, German quality checks, translation status,
# code examples, production build of every locale, build checks and browser tests. Used by `npm test` and by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "Type check"
npx tsc --noEmit

step "Lint"
npx eslint --max-warnings 0 .

step "Unit tests"
node --import tsx --test tests/unit/*.test.ts

step "German quality checks (terms, compounds, phrases, English prose, spelling, structure, alt text, link texts, UI labels)"
npx tsx scripts/check-german.ts

step "Translation status"
npx tsx scripts/i18n-status.ts --strict

step "Code examples of the studio and api sections (type-checked against @8thwall/ecs)"
npx tsx scripts/check-examples.ts

step "JavaScript and HTML examples of the api and legacy sections (parsed)"
npx tsx scripts/check-js-examples.ts

step "Build (all locales)"
LOG=$(mktemp)
npx docusaurus build 2>&1 | tee "$LOG"
# The build must end with zero warnings about broken links, anchors or duplicate routes.
if grep -E '\[WARNING\]' "$LOG" | grep -Ei 'broken|anchor|duplicate|markdown link|could not be resolved|couldn.t be resolved' >/dev/null; then
  echo "Build produced link, anchor or duplicate-route warnings (see above)." >&2
  exit 1
fi

step "Build the versioned test fixture"
npx docusaurus build tests/fixtures/versioned-site

step "Build output checks"
node --import tsx --test tests/build/*.test.ts

step "Browser tests"
node --import tsx --test --test-concurrency=1 tests/e2e/*.test.ts
