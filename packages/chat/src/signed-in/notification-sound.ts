const players = new Map<string, HTMLAudioElement>();

/**
 * Plays the sound at `url` (the site's `paths.chatSound`). Browsers refuse audio before the
 * page's first user gesture; the returned promise then rejects and the caller ignores it (the
 * toast still shows). Undefined where there is no `Audio` (server, tests).
 */
export function playSound(url: string): Promise<void> | undefined {
  if (typeof Audio === 'undefined') return undefined;
  let audio = players.get(url);
  if (!audio) {
    audio = new Audio(url);
    players.set(url, audio);
  }
  audio.currentTime = 0;
  return audio.play();
}
