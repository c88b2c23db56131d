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
 * What the back office writes for readers: news (`admin/news…`) and each journal's pages and
 * menu (`admin/journals/{journalId}/pages…`). Saves carry the `version` they were read at.
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
  /** `GET admin/journals/{journalId}/pages`: in menu order. */
  pages(journalId: number): Promise<EditablePageList>;
  /** `POST admin/journals/{journalId}/pages`. */
  addPage(journalId: number, body: JournalPageInput): Promise<EditablePageList>;
  /** `PUT admin/journals/{journalId}/pages/{pageId}`. */
  savePage(
    journalId: number,
    pageId: number,
    body: JournalPageUpdateInput,
  ): Promise<EditablePageList>;
  /** `DELETE admin/journals/{journalId}/pages/{pageId}`. */
  removePage(journalId: number, pageId: number): Promise<EditablePageList>;
  /** `PUT admin/journals/{journalId}/pages/order`: every page id, in menu order. */
  orderPages(journalId: number, ids: number[]): Promise<EditablePageList>;
}

/** The back office's news and page endpoints on an endpoint context. */
export function createEditorialApi(context: EndpointContext): EditorialApi {
  const item = (id: number) => `admin/news/${segment(id)}`;
  const pages = (journalId: number) => `admin/journals/${segment(journalId)}/pages`;
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
    pages: (journalId) =>
      callEndpoint(context, schemas?.editablePages, { method: 'get', url: pages(journalId) }),
    addPage: (journalId, body) =>
      callEndpoint(context, schemas?.editablePages, {
        method: 'post',
        url: pages(journalId),
        data: body,
      }),
    savePage: (journalId, pageId, body) =>
      callEndpoint(context, schemas?.editablePages, {
        method: 'put',
        url: `${pages(journalId)}/${segment(pageId)}`,
        data: body,
      }),
    removePage: (journalId, pageId) =>
      callEndpoint(context, schemas?.editablePages, {
        method: 'delete',
        url: `${pages(journalId)}/${segment(pageId)}`,
      }),
    orderPages: (journalId, ids) =>
      callEndpoint(context, schemas?.editablePages, {
        method: 'put',
        url: `${pages(journalId)}/order`,
        data: { ids },
      }),
  };
}
