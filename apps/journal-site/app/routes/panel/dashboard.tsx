export {
  PanelDashboardPage as default,
  panelDashboardHandle as handle,
  panelDashboardMeta as meta,
} from '@quire/panel';
export { panelDashboardLoader as loader } from '@quire/panel/server';
