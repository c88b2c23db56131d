export {
  PanelArticlesPage as default,
  panelArticlesHandle as handle,
  panelArticlesMeta as meta,
} from '@quire/panel';
export { panelArticlesLoader as loader } from '@quire/panel/server';
