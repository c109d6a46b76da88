// Written by `npm run core:version` (scripts/core-version.ts); core-version.test.ts checks it. Do not edit.
/** The fingerprint of the rules (src/core and src/content sources) this build replays journals with. */
export const CORE_VERSION = '844b85edcc1b5b49';
