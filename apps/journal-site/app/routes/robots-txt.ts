export { robotsTxtLoader as loader } from '@quire/site/server';
