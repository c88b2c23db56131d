import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering: public pages arrive as complete HTML (architecture §6).
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
