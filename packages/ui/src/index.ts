export type { ErrorViewProps } from './error-view';
export { ErrorView, errorTitle } from './error-view';
