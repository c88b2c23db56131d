import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Middleware: the kit's root middleware gives every loader the request's API client and
  // session, and guards are route middleware (docs/architecture.md). Requests reach loaders as
  // they came, as in apps/web (the kit reads the page's address from the `url` argument).
  future: { v8_middleware: true, v8_passThroughRequests: true },
} satisfies Config;
