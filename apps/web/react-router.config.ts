import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering: public pages arrive as complete HTML (docs/architecture.md).
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Middleware: the kit's root middleware gives every loader the request's API client and
  // session, and guards are route middleware (docs/architecture.md). Requests reach loaders as
  // they came, not copied per loader (a measurable share of an uncached page's CPU): code that
  // needs the page's address reads the `url` argument, which drops a data request's `.data`.
  future: { v8_middleware: true, v8_passThroughRequests: true },
} satisfies Config;
