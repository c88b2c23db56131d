import { kitPackageConfig } from '@quire/vitest-config';

// `vitest run` runs both projects: the unit tests in jsdom, and every story in Chromium (light and
// dark, with colour contrast), which needs layout and the cascade that jsdom lacks.
export default kitPackageConfig();
