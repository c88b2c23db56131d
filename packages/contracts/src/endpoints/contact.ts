import { apiErrorSchema } from '../common';
import { contactBodySchema, contactResponseSchema } from '../contact';
import { endpoint } from '../endpoint';

/** What the sender of a contact message is told once it is stored. */
export const CONTACT_THANKS = 'Thank you — your message has been sent.';

/** The contact form's endpoint, as `api.contact`. */
export const contactEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/contact',
    tags: ['contact'],
    summary: 'Send a message to a journal’s editors or to the site',
    description: `Stored, then mailed to the journal's contact address (or the site's). Answers 201 \`{ message: '${CONTACT_THANKS}' }\`; 429 once a client has sent too many messages (by default 5 per 10 minutes).`,
    body: contactBodySchema,
    responses: { 201: contactResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
  }),
} as const;
