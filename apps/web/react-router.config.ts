import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering: public pages arrive as complete HTML (docs/architecture.md).
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // React Router 8 always runs middleware (the kit's root middleware gives every loader the
  // request's API client and session, and guards are route middleware; docs/architecture.md)
  // and hands loaders the request as it came, not copied per loader: code that needs the page's
  // address reads the `url` argument, which drops a data request's `.data`.
} satisfies Config;
