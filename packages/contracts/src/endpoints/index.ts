import { accountEndpoints, authEndpoints } from './auth';
import { attentionEndpoints, auditEndpoints, siteSettingsEndpoints } from './back-office';
import { adminChatEndpoints, chatEndpoints } from './chat';
import { contactEndpoints } from './contact';
import { contentEndpoints } from './content';
import { discussionsEndpoints } from './discussions';
import { doisEndpoints } from './dois';
import { editorEndpoints } from './editor';
import { editorialEndpoints } from './editorial';
import { filesEndpoints } from './files';
import { journalsAdminEndpoints } from './journals-admin';
import { panelEndpoints } from './panel';
import { productionEndpoints } from './production';
import { reviewEndpoints } from './review';
import { invitationsEndpoints, peopleEndpoints, staffEndpoints } from './staff';
import { submissionsEndpoints } from './submissions';

/**
 * Every declared endpoint, by the name of its area: the API registers each from its declaration,
 * the client offers each area as `api.<area>`.
 */
export const endpointGroups = {
  content: contentEndpoints,
  contact: contactEndpoints,
  panel: panelEndpoints,
  audit: auditEndpoints,
  attention: attentionEndpoints,
  siteSettings: siteSettingsEndpoints,
  editorial: editorialEndpoints,
  production: productionEndpoints,
  auth: authEndpoints,
  journals: journalsAdminEndpoints,
  dois: doisEndpoints,
  submissions: submissionsEndpoints,
  editor: editorEndpoints,
  chat: chatEndpoints,
  adminChat: adminChatEndpoints,
  files: filesEndpoints,
  account: accountEndpoints,
  staff: staffEndpoints,
  invitations: invitationsEndpoints,
  people: peopleEndpoints,
  review: reviewEndpoints,
  discussions: discussionsEndpoints,
} as const;
