// Who may scrape `/metrics`: the same rule as the site server's, from one place.
export { type MetricsRefusal, refuseMetricsScrape } from '@quire/utils/node';
