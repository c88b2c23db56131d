import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering: public pages arrive as complete HTML (docs/architecture.md).
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
