import {
  archiveSchema,
  articleSchema,
  authMessageSchema,
  chatAllReadSchema,
  chatConversationSchema,
  chatHistorySchema,
  chatMessageReadSchema,
  chatMessageSchema,
  contactResponseSchema,
  issueSchema,
  journalListSchema,
  journalPageSchema,
  journalSchema,
  newsItemSchema,
  newsListSchema,
  realtimeTicketSchema,
  registerResponseSchema,
  searchResponseSchema,
  sessionSchema,
  settingSchema,
  signInResponseSchema,
  uploadedFileSchema,
  volumeIssuesSchema,
  volumeListSchema,
} from '@quire/contracts';
import { dataListSchema } from './endpoint-call';

/**
 * The contract schemas the typed endpoints check answers with — outside production only.
 * Bundlers replace `process.env.NODE_ENV`, so a production bundle folds this to undefined and
 * leaves the schemas (and zod) out; at run time in Node it follows the environment.
 */
export const contractSchemas =
  process.env.NODE_ENV === 'production'
    ? undefined
    : {
        archive: archiveSchema,
        article: articleSchema,
        authMessage: authMessageSchema,
        chatAllRead: chatAllReadSchema,
        chatConversations: dataListSchema(chatConversationSchema),
        chatHistory: chatHistorySchema,
        chatMessage: chatMessageSchema,
        chatMessageRead: chatMessageReadSchema,
        contactResponse: contactResponseSchema,
        issue: issueSchema,
        journal: journalSchema,
        journalList: journalListSchema,
        journalPage: journalPageSchema,
        newsItem: newsItemSchema,
        newsList: newsListSchema,
        realtimeTicket: realtimeTicketSchema,
        registerResponse: registerResponseSchema,
        searchResponse: searchResponseSchema,
        session: sessionSchema,
        settings: dataListSchema(settingSchema),
        signInResponse: signInResponseSchema,
        uploadedFile: uploadedFileSchema,
        volumeIssues: volumeIssuesSchema,
        volumeList: volumeListSchema,
      };
