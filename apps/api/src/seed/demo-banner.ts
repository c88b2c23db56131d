import type { AppContext } from '../context';
import { type DemoAccount, findWorkingDemoAccounts } from './demo-accounts';

/** What the start-up banner reports. */
export interface DemoBannerInput {
  seeded: boolean;
  accounts: readonly DemoAccount[];
  webUrl: string;
  /** Where this server listens, e.g. `http://127.0.0.1:4000`. */
  apiUrl: string;
}

/**
 * The friendly start-up banner listing the demo accounts and where to open the site; empty when
 * there is nothing demo-related to say.
 */
export function formatDemoBanner({ seeded, accounts, webUrl, apiUrl }: DemoBannerInput): string {
  if (!seeded && accounts.length === 0) return '';
  const api = apiUrl.replace(/\/+$/, '');
  const lines = [
    ...(seeded ? ['Seeded the empty database with demo journals, issues, articles and news.'] : []),
    `Web  ${webUrl}`,
    `API  ${api}/api/  (docs: ${api}/api/docs)`,
    ...accounts.map(
      (account) => `Sign in as ${account.label}: ` + `${account.email} / ${account.password}`,
    ),
  ];
  return ['', '┌─ Quire demo', ...lines.map((line) => `│ ${line}`), '└─', ''].join('\n');
}

/** Prints the banner for a started server (only the demo accounts whose demo password still works). */
export async function announceDemo(
  context: AppContext,
  options: { seeded: boolean; apiUrl: string },
): Promise<void> {
  // A banner is a courtesy: failing to print it must not stop a server that is already up.
  const accounts = await findWorkingDemoAccounts(context.db).catch((error: unknown) => {
    console.warn('[quire-api] could not check the demo accounts:', error);
    return [];
  });
  const banner = formatDemoBanner({ ...options, accounts, webUrl: context.config.webOrigin });
  if (banner) console.info(banner);
}
