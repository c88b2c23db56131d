export { InvitationPage as default, invitationMeta as meta } from '@quire/account';
export { invitationAction as action, invitationLoader as loader } from '@quire/account/server';
