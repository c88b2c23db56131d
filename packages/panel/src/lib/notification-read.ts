/** The `intent` of the notification page's form that marks it read (page and action share it). */
export const MARK_READ_INTENT = 'read';
