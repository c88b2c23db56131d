import {
  adminIssueListSchema,
  articleNoticeListSchema,
  articleNoticeSchema,
  chatAllReadSchema,
  chatConversationSchema,
  chatHistorySchema,
  chatMessageReadSchema,
  chatMessageSchema,
  discussionAttachmentSchema,
  editableArticleSchema,
  editableIssueSchema,
  editorViewCountsSchema,
  issueCoverSchema,
  listSchema,
  publishTargetSchema,
  realtimeTicketSchema,
  submissionEditorsSchema,
  submissionFileSchema,
  submissionOptionsSchema,
  submissionSchema,
  submissionSummarySchema,
  uploadedFileSchema,
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
        discussionAttachment: discussionAttachmentSchema,
        editableIssue: editableIssueSchema,
        editableArticle: editableArticleSchema,
        adminIssueList: adminIssueListSchema,
        issueCover: issueCoverSchema,
        articleNotice: articleNoticeSchema,
        articleNoticeList: articleNoticeListSchema,
        publishTargets: dataListSchema(publishTargetSchema),
        submission: submissionSchema,
        submissionFile: submissionFileSchema,
        submissionList: listSchema(submissionSummarySchema),
        submissionOptions: submissionOptionsSchema,
        submissionEditors: submissionEditorsSchema,
        editorViewCounts: editorViewCountsSchema,
        chatAllRead: chatAllReadSchema,
        chatConversations: listSchema(chatConversationSchema),
        chatHistory: chatHistorySchema,
        chatMessage: chatMessageSchema,
        chatMessageRead: chatMessageReadSchema,
        realtimeTicket: realtimeTicketSchema,
        uploadedFile: uploadedFileSchema,
      };
