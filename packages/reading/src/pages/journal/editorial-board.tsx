import { seoMeta } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { type MetaFunction, useLoaderData } from 'react-router';
import { useReadingTexts } from '../../texts';
import type { editorialBoardLoader } from './editorial-board.server';

export const editorialBoardMeta: MetaFunction<typeof editorialBoardLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/**
 * The journal's editorial board: its managers, editors and section editors, by role and name,
 * each with their affiliation, ORCID iD and biography — kept current by the journal's staff
 * page, not written by hand.
 */
export function EditorialBoardPage() {
  const { journal, groups } = useLoaderData<typeof editorialBoardLoader>();
  const texts = useReadingTexts();
  return (
    <article className="q-page q-page--reading">
      <header className="q-page__header">
        <h1 className="q-page__title">{texts.editorialBoardTitle}</h1>
        <p className="q-card__meta">{journal.title}</p>
      </header>
      {groups.length === 0 && <EmptyState title={texts.editorialBoardEmpty} />}
      {groups.map((group) => (
        <section
          key={group.role}
          aria-labelledby={`board-${group.role}`}
          className="q-page__section"
        >
          <h2 id={`board-${group.role}`}>{group.heading}</h2>
          <ul className="q-stack-list">
            {group.members.map((member) => (
              <li key={`${member.name}-${member.orcid ?? ''}`}>
                <p>
                  <strong>{member.name}</strong>
                  {member.orcidUrl && (
                    <>
                      {' '}
                      <a href={member.orcidUrl} rel="noopener">
                        ORCID {member.orcid}
                      </a>
                    </>
                  )}
                </p>
                {member.affiliation && <p className="q-card__meta">{member.affiliation}</p>}
                {member.sections && <p className="q-card__meta">{member.sections}</p>}
                {member.bio && <p>{member.bio}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
