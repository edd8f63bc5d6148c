import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import CopyButton from '@site/src/components/CopyButton';
import MobilePageToc from '@site/src/components/MobilePageToc';
import {lessonPage, techniquePage, toolPage} from '@site/src/config/pages';
import {attackTechniqueUrl} from '@site/src/config/references';
import {searchIgnoreProps} from '@site/src/config/search';
import {
  categoryLabel,
  difficultyLabels,
  notArchived,
  platforms,
  solveMethods,
} from '@site/src/config/writeups';
import type {ChallengeCardProps} from '../../card';
import {artifactDownload} from '@site/src/utils/artifactSource';
import {formatDay} from '@site/src/utils/dates';
import styles from './styles.module.css';

export type {ChallengeCardProps};

/** A SHA-256 as a reader compares it: the first and last eight digits, the whole digest one copy away. */
function Digest({sha256}: {readonly sha256: string}): ReactNode {
  return (
    <span className={styles.digest}>
      <abbr title={sha256}>
        {sha256.slice(0, 8)}…{sha256.slice(-8)}
      </abbr>
      <CopyButton text={sha256} label="Copy SHA-256" className={styles.copyDigest} />
    </span>
  );
}

/** How this page was verified, and on what: one line, the files and sources a reader can check listed under it. */
function Provenance({
  solve,
}: {
  readonly solve: NonNullable<ChallengeCardProps['solve']>;
}): ReactNode {
  const {method, date, artifacts, sources} = solve;
  const [first, ...others] = artifacts;
  const summary =
    method === 'artifact' && first ? (
      <>
        Solved on the original <code>{first.name}</code>
        {others.length > 0 && ` and ${others.length} more file${others.length === 1 ? '' : 's'}`},
        checked <time dateTime={date}>{formatDay(date)}</time>
      </>
    ) : (
      <>
        {solveMethods[method]}, checked <time dateTime={date}>{formatDay(date)}</time>
      </>
    );
  if (artifacts.length === 0 && sources.length === 0)
    return <p className={styles.provenanceLine}>{summary}</p>;
  return (
    <details className={styles.provenance}>
      <summary className={styles.provenanceLine}>{summary}</summary>
      <ul className={styles.provenanceList}>
        {artifacts.map((artifact) => (
          <li key={artifact.sha256}>
            <code>{artifact.name}</code> <span className={styles.nowrap}>SHA-256</span>{' '}
            <Digest sha256={artifact.sha256} />
            {artifact.source === notArchived &&
              artifact.mirrors.length === 0 &&
              ', in no public archive'}
            {[artifact.source, ...artifact.mirrors]
              .filter((address) => address !== notArchived)
              .map((address, copy) => {
                const {href, label} = artifactDownload(address);
                return (
                  <React.Fragment key={address}>
                    {copy === 0 ? ' from ' : ' and '}
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {label}
                    </a>
                  </React.Fragment>
                );
              })}
          </li>
        ))}
        {sources.map((source, index) => (
          <li key={source}>
            <a href={source} target="_blank" rel="noopener noreferrer">
              Source {index + 1}: {new URL(source).hostname}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Techniques or tools as a row of chips, each chip the link to its page. */
function ChipLinks({
  label,
  items,
  href,
}: {
  readonly label: string;
  readonly items: readonly {readonly id: string; readonly name: string}[];
  readonly href: (id: string) => string;
}): ReactNode {
  return (
    <div className={styles.chipRow}>
      <span className={styles.chipLabel}>{label}</span>
      <ul className={styles.chips}>
        {items.map((item) => (
          <li key={item.id}>
            <a className={styles.chip} href={href(item.id)}>
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The facts of a challenge, inserted at the top of every write-up from its front matter (src/plugins/model/writeups/remark):
 * one row of facts (platform, category, a difficulty pill, points, the event when it says more than the
 * platform), the techniques and tools as chip links, the lessons of its techniques, and how it was verified.
 */
export default function ChallengeCard({
  platform,
  category,
  difficulty,
  points,
  event,
  year,
  tools,
  attack,
  techniques,
  lessons = [],
  solve,
}: ChallengeCardProps): ReactNode {
  // Plain links: the technique and tool pages are whole pages of their own (their data is in their HTML).
  const {withBaseUrl} = useBaseUrlUtils();
  const platformInfo = platforms[platform];
  const categoryName = categoryLabel(platform, category) ?? category;
  // The event is shown only for what it adds to the platform: "picoCTF 2019" is one fact, not "picoCTF · picoCTF 2019".
  const eventRest = [
    event.replace(platformInfo.label, '').trim(),
    year !== undefined && !event.includes(String(year)) ? String(year) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const eventIsYear = /^\d{4}$/.test(eventRest);
  return (
    <>
      <aside className={styles.card} aria-label="Challenge information" {...searchIgnoreProps}>
        {/* Each fact is its own item of a wrapping row: no separator character can start a line. */}
        <ul className={styles.facts}>
          <li className={styles.platform}>
            {eventIsYear ? `${platformInfo.label} ${eventRest}` : platformInfo.label}
          </li>
          {Object.keys(platformInfo.categories).length > 1 && <li>{categoryName}</li>}
          <li>
            <span className={clsx(styles.difficulty, styles[difficulty])}>
              <span className="visually-hidden">Difficulty: </span>
              {difficultyLabels[difficulty]}
            </span>
          </li>
          {points !== undefined && <li>{points} points</li>}
          {eventRest && !eventIsYear && <li>{eventRest}</li>}
          {attack?.map((id) => (
            <li key={id}>
              <a href={attackTechniqueUrl(id)} target="_blank" rel="noopener noreferrer">
                ATT&amp;CK {id}
              </a>
            </li>
          ))}
        </ul>
        {techniques.length > 0 && (
          <ChipLinks
            label="Techniques"
            items={techniques}
            href={(id) => withBaseUrl(`/${techniquePage(id)}`)}
          />
        )}
        <ChipLinks label="Tools" items={tools} href={(id) => withBaseUrl(`/${toolPage(id)}`)} />
        {lessons.length > 0 && (
          <p className={styles.lessons}>
            New to {lessons.map((lesson) => lesson.name).join(' or ')}? Start with the{' '}
            {lessons.map((lesson, index) => (
              <React.Fragment key={lesson.id}>
                {index > 0 && ' or the '}
                <a href={withBaseUrl(`/${lessonPage(lesson.id)}`)}>
                  lesson{lessons.length > 1 ? ` on ${lesson.name}` : ''}
                </a>
              </React.Fragment>
            ))}
            .
          </p>
        )}
        {solve && <Provenance solve={solve} />}
      </aside>
      <MobilePageToc />
    </>
  );
}
