export {
  PanelArticlePage as default,
  panelArticleHandle as handle,
  panelArticleMeta as meta,
} from '@quire/panel';
export { panelArticleLoader as loader } from '@quire/panel/server';
