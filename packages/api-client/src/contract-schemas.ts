import { discussionAttachmentSchema } from '@quire/contracts';

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
      };
