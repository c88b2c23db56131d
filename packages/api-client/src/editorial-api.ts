import type {
  AdminNewsQuery,
  EditableNews,
  EditableNewsList,
  EditablePageList,
  JournalPageInput,
  JournalPageUpdateInput,
  NewsInput,
  NewsUpdateInput,
} from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

/**
 * Whose pages: a journal's id (`admin/journals/{journalId}/pages…`, its managers) or `'site'`
 * (`admin/site/pages…`, the site's own pages and menu (header and footer), its administrators).
 */
export type PageOwner = number | 'site';

/**
 * What the back office writes for readers: news (`admin/news…`), each journal's pages and menu
 * and the site's own ({@link PageOwner}). Saves carry the `version` they were read at.
 */
export interface EditorialApi {
  /** `GET admin/news`: the news the person writes, drafts and scheduled included. */
  news(query?: AdminNewsQuery): Promise<EditableNewsList>;
  /** `GET admin/news/{id}`. */
  newsItem(id: number): Promise<EditableNews>;
  /** `POST admin/news`. */
  createNews(body: NewsInput): Promise<EditableNews>;
  /** `PUT admin/news/{id}` (409 when someone saved since `body.version`). */
  saveNews(id: number, body: NewsUpdateInput): Promise<EditableNews>;
  /** `DELETE admin/news/{id}`. */
  removeNews(id: number): Promise<void>;
  /** `GET …/pages`: the owner's pages in menu order. */
  pages(owner: PageOwner): Promise<EditablePageList>;
  /** `POST …/pages`. */
  addPage(owner: PageOwner, body: JournalPageInput): Promise<EditablePageList>;
  /** `PUT …/pages/{pageId}`. */
  savePage(
    owner: PageOwner,
    pageId: number,
    body: JournalPageUpdateInput,
  ): Promise<EditablePageList>;
  /** `DELETE …/pages/{pageId}`. */
  removePage(owner: PageOwner, pageId: number): Promise<EditablePageList>;
  /** `PUT …/pages/order`: every page id, in menu order. */
  orderPages(owner: PageOwner, ids: number[]): Promise<EditablePageList>;
}

/** The back office's news and page endpoints on an endpoint context. */
export function createEditorialApi(context: EndpointContext): EditorialApi {
  const item = (id: number) => `admin/news/${segment(id)}`;
  const pages = (owner: PageOwner) =>
    owner === 'site' ? 'admin/site/pages' : `admin/journals/${segment(owner)}/pages`;
  return {
    news: (query = {}) =>
      callEndpoint(context, schemas?.editableNewsList, {
        method: 'get',
        url: 'admin/news',
        params: query,
      }),
    newsItem: (id) =>
      callEndpoint(context, schemas?.editableNews, { method: 'get', url: item(id) }),
    createNews: (body) =>
      callEndpoint(context, schemas?.editableNews, {
        method: 'post',
        url: 'admin/news',
        data: body,
      }),
    saveNews: (id, body) =>
      callEndpoint(context, schemas?.editableNews, { method: 'put', url: item(id), data: body }),
    removeNews: async (id) => {
      await callEndpoint(context, undefined, { method: 'delete', url: item(id) });
    },
    pages: (owner) =>
      callEndpoint(context, schemas?.editablePages, { method: 'get', url: pages(owner) }),
    addPage: (owner, body) =>
      callEndpoint(context, schemas?.editablePages, {
        method: 'post',
        url: pages(owner),
        data: body,
      }),
    savePage: (owner, pageId, body) =>
      callEndpoint(context, schemas?.editablePages, {
        method: 'put',
        url: `${pages(owner)}/${segment(pageId)}`,
        data: body,
      }),
    removePage: (owner, pageId) =>
      callEndpoint(context, schemas?.editablePages, {
        method: 'delete',
        url: `${pages(owner)}/${segment(pageId)}`,
      }),
    orderPages: (owner, ids) =>
      callEndpoint(context, schemas?.editablePages, {
        method: 'put',
        url: `${pages(owner)}/order`,
        data: { ids },
      }),
  };
}
