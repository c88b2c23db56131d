import type { ReactNode } from 'react';

interface LayoutBarProps {
  siteHeader: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}

// The site's own header row (logo, title, account links), shared by the layouts.
export function LayoutBar({ siteHeader, actions, children }: LayoutBarProps) {
  if (siteHeader == null && actions == null && children == null) return null;
  return (
    <div className="q-layout__bar">
      <div className="q-layout__site">{siteHeader}</div>
      {children}
      {actions != null && <div className="q-layout__actions">{actions}</div>}
    </div>
  );
}
