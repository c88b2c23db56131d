import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // React Router 8 always runs middleware (the kit's root middleware gives every loader the
  // request's API client and session, and guards are route middleware; docs/architecture.md)
  // and hands loaders the request as it came, as in apps/web (the kit reads the page's address
  // from the `url` argument).
} satisfies Config;
