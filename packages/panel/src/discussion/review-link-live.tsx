import { publishLive, setLiveSender, useRootData } from '@quire/site';
import { useEffect } from 'react';

/**
 * The live discussion of a reviewer on their mailed link's page: once the page has hydrated, and
 * only for a visitor without a session (a signed-in visitor's socket, from the signed-in bundle,
 * already carries their threads), it loads the review-link socket (its own small chunk, without
 * Redux) with the link's token and bridges it to the page through the site's live events — the
 * same bridge the signed-in socket feeds, so the discussion's presence, typing and new messages
 * work alike. When the link stops working (the review was submitted or withdrawn) the server
 * ends the socket and the page keeps what its loader gave. Renders nothing.
 */
export function ReviewLinkLive({ token }: { token: string }) {
  const root = useRootData();
  const signedIn = root?.session != null;
  const backendUrl = root?.api.backendUrl ?? null;
  useEffect(() => {
    if (signedIn || backendUrl === null) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    void import('@quire/realtime/review-link')
      .then(({ connectReviewLinkDiscussion }) => {
        if (stopped) return;
        const live = connectReviewLinkDiscussion({
          url: backendUrl,
          token,
          targets: {
            message: (event) => publishLive('discussion_message', event),
            read: (event) => publishLive('discussion_read', event),
            typing: (event) => publishLive('discussion_typing', event),
            presence: (event) => publishLive('discussion_presence', event),
          },
        });
        setLiveSender((signal, payload) => live.signal(signal, payload));
        stop = () => {
          setLiveSender(null);
          live.stop();
        };
      })
      .catch(() => {
        // The chunk did not load (offline, a new deployment): the page works from its loader.
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [signedIn, backendUrl, token]);
  return null;
}
