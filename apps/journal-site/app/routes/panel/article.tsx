export {
  PanelArticlePage as default,
  panelArticleMeta as meta,
} from '@quire/panel';
export {
  panelArticleLoader as loader,
  panelArticleMiddleware as middleware,
} from '@quire/panel/server';
