/** The sound played for a new message from an administrator (in `public/`). */
export const NOTIFICATION_SOUND_URL = '/notification.mp3';

let audio: HTMLAudioElement | undefined;

/**
 * Plays the notification sound. Browsers refuse audio before the page's first user gesture; the
 * returned promise then rejects and the caller ignores it (the toast still shows).
 */
export function playNotificationSound(): Promise<void> | undefined {
  if (typeof Audio === 'undefined') return undefined;
  audio ??= new Audio(NOTIFICATION_SOUND_URL);
  audio.currentTime = 0;
  return audio.play();
}
