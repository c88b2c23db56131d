import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Middleware: the kit's root middleware gives every loader the request's API client and
  // session, and guards are route middleware (docs/architecture.md).
  future: { v8_middleware: true },
} satisfies Config;
