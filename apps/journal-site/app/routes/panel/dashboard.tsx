export {
  PanelDashboardPage as default,
  panelDashboardMeta as meta,
} from '@quire/panel';
export {
  panelDashboardLoader as loader,
  panelDashboardMiddleware as middleware,
} from '@quire/panel/server';
