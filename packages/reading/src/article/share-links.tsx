import { useCopyToClipboard } from '@quire/ui';
import { useEffect, useState } from 'react';
import { ARTICLE_PAGE_TEXTS, useArticlePageTexts } from '../article-page-texts';

/**
 * Share-intent addresses for a page (plain links: they work without JavaScript); the networks
 * keep their own names, the email one is labelled `emailLabel`.
 */
export function shareTargets(
  url: string,
  title: string,
  emailLabel = ARTICLE_PAGE_TEXTS.shareByEmail,
) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      label: emailLabel,
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    },
    { label: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      label: 'Bluesky',
      href: `https://bsky.app/intent/compose?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

/**
 * Sharing: the device's own share sheet where the browser has one (Web Share API), a copy-link
 * button, and links to share by email or on social networks.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const copy = useCopyToClipboard();
  const texts = useArticlePageTexts();
  // Known only in the browser, after hydration, so the server and first render agree.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  };

  return (
    <section className="q-tool" aria-labelledby="share-heading">
      <h2 id="share-heading" className="q-tool__title">
        {texts.shareHeading}
      </h2>
      <p className="q-tool__actions">
        {canShare && (
          <button type="button" className="q-btn" onClick={share}>
            {texts.shareNative}
          </button>
        )}
        <button type="button" className="q-btn" onClick={() => copy(url)}>
          {texts.copyLink}
        </button>
      </p>
      <ul className="q-tool__list">
        {shareTargets(url, title, texts.shareByEmail).map((target) => (
          <li key={target.label}>
            {target.href.startsWith('mailto:') ? (
              <a href={target.href}>{target.label}</a>
            ) : (
              <a href={target.href} rel="noopener noreferrer" target="_blank">
                {target.label}
                <span className="q-visually-hidden">{texts.opensInNewWindow}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
