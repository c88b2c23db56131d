import { jsdomConfig } from '@quire/vitest-config';

export default jsdomConfig({ test: { setupFiles: ['./vitest.setup.ts'] } });
