import { nodeConfig } from '@quire/vitest-config';

export default nodeConfig();
