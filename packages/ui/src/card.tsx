import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode } from 'react';

export interface CardProps extends ComponentPropsWithoutRef<'article'> {
  /** The element drawn: an `article` by default, a `section` for a panel tile, `li` in a list. */
  as?: 'article' | 'section' | 'li' | 'div';
  /**
   * An edge in a brand colour (decoration only, never text on it): `true` for the site's brand,
   * a CSS colour for another (a journal's).
   */
  accent?: boolean | string | undefined;
  /** `row` puts a cover beside the body; `stack` lays everything in one column. */
  layout?: 'row' | 'stack';
}

/**
 * A bordered card: a journal, an issue, a search hit or a dashboard tile. Compose its inside from
 * {@link CardBody}, {@link CardTitle}, {@link CardMeta}, {@link CardText} and {@link CardFigure}.
 * @example
 * <Card accent={journal.brandColor}>
 *   <CardBody>
 *     <CardTitle><a href={journal.href}>{journal.title}</a></CardTitle>
 *     <CardMeta><span>ISSN {journal.issn}</span></CardMeta>
 *     <CardText>{journal.summary}</CardText>
 *   </CardBody>
 * </Card>
 */
export function Card({
  as: Tag = 'article',
  accent,
  layout = 'row',
  className,
  style,
  ...props
}: CardProps) {
  const accentStyle =
    typeof accent === 'string' ? ({ '--q-accent': accent } as CSSProperties) : undefined;
  return (
    <Tag
      className={clsx('q-card', accent && 'q-card--accent', className)}
      data-layout={layout}
      style={accentStyle ? { ...accentStyle, ...style } : style}
      {...props}
    />
  );
}

/** The column of a card's texts (beside its cover in a `row` card). */
export function CardBody({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={clsx('q-card__body', className)} {...props} />;
}

/** A card's heading, `h2` unless the page's outline needs another level. */
export function CardTitle({
  level = 2,
  className,
  ...props
}: ComponentPropsWithoutRef<'h2'> & { level?: 2 | 3 | 4 }) {
  const Heading: ElementType = `h${level}`;
  return <Heading className={clsx('q-card__title', className)} {...props} />;
}

/** A line of small facts under the title (ISSN, dates, counts); children are its items. */
export function CardMeta({ className, ...props }: ComponentPropsWithoutRef<'p'>) {
  return <p className={clsx('q-card__meta', className)} {...props} />;
}

/** A card's paragraph of text. */
export function CardText({ className, ...props }: ComponentPropsWithoutRef<'p'>) {
  return <p className={clsx('q-card__text', className)} {...props} />;
}

/**
 * A large figure on a dashboard tile, with its unit said to screen readers in the same sentence.
 * @example <CardFigure value={3} label="submissions" />
 */
export function CardFigure({ value, label }: { value: ReactNode; label: string }) {
  return (
    <p className="q-card__figure">
      {value} <span className="q-visually-hidden">{label}</span>
    </p>
  );
}
