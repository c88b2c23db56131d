export {
  PanelArticlesPage as default,
  panelArticlesMeta as meta,
} from '@quire/panel';
export {
  panelArticlesLoader as loader,
  panelArticlesMiddleware as middleware,
} from '@quire/panel/server';
