import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {techniquePage, toolPage} from '@site/src/config/pages';
import {attackTechniqueUrl} from '@site/src/config/references';
import {searchIgnoreProps} from '@site/src/config/search';
import {categoryLabel, difficultyLabels, platforms, solveMethods} from '@site/src/config/writeups';
import type {ChallengeCardProps} from '../../card';
import {artifactDownload} from '@site/src/utils/artifactSource';
import {formatDay} from '@site/src/utils/dates';
import styles from './styles.module.css';

export type {ChallengeCardProps};

/** The line that says how this page was verified, and on what. */
function Verification({solve}: {solve: NonNullable<ChallengeCardProps['solve']>}): ReactNode {
  const {method, date, artifacts, sources} = solve;
  return (
    <p className={styles.verification}>
      {method === 'artifact' ? (
        <>
          Solved against the original{' '}
          {artifacts.map((artifact, index) => (
            <React.Fragment key={artifact.name}>
              {index > 0 && (index === artifacts.length - 1 ? ' and ' : ', ')}
              <code>{artifact.name}</code> (<span className={styles.nowrap}>SHA-256</span>{' '}
              <code className={styles.digest}>{artifact.sha256}</code>
              {[artifact.source, ...artifact.mirrors]
                .filter((address) => address !== undefined)
                .map((address, copy) => {
                  const {href, label} = artifactDownload(address);
                  return (
                    <React.Fragment key={address}>
                      {copy === 0 ? ', from ' : ' and '}
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {label}
                      </a>
                    </React.Fragment>
                  );
                })}
              )
            </React.Fragment>
          ))}
        </>
      ) : (
        solveMethods[method]
      )}
      {sources.length > 0 && (
        <>
          {method === 'artifact' ? '; facts checked against ' : ': '}
          {sources.map((source, index) => (
            <React.Fragment key={source}>
              {index > 0 && ', '}
              <a href={source} target="_blank" rel="noopener noreferrer">
                source {index + 1}
              </a>
            </React.Fragment>
          ))}
        </>
      )}
      . Checked <time dateTime={date}>{formatDay(date)}</time>.
    </p>
  );
}

/** The facts of a challenge, inserted at the top of every write-up from its front matter (src/plugins/model/writeups/remark). */
/** Techniques or tools as a row of chips, each a link to its page. */
function ChipLinks({
  items,
  href,
}: {
  readonly items: readonly {readonly id: string; readonly name: string}[];
  readonly href: (id: string) => string;
}): ReactNode {
  return (
    <ul className={styles.chips}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={href(item.id)}>{item.name}</a>
        </li>
      ))}
    </ul>
  );
}

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
  solve,
}: ChallengeCardProps): ReactNode {
  // Plain links: the technique and tool pages are whole pages of their own (their data is in their HTML).
  const {withBaseUrl} = useBaseUrlUtils();
  const platformInfo = platforms[platform];
  const categoryName = categoryLabel(platform, category) ?? category;
  const eventLabel = year !== undefined && !event.includes(String(year)) ? `${event} (${year})` : event;
  const moreLabel = [
    attack && attack.length > 0 ? 'ATT&CK' : undefined,
    techniques.length > 0 ? 'techniques' : undefined,
    'tools',
    solve?.method === 'artifact' ? 'original files' : solve ? 'how it was checked' : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1')
    .replace(/^./, (first) => first.toUpperCase());
  return (
    <aside className={styles.card} aria-label="Challenge information" {...searchIgnoreProps}>
      <dl className={styles.facts}>
        <div>
          <dt>Platform</dt>
          <dd>{platformInfo.label}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{categoryName}</dd>
        </div>
        <div>
          <dt>Difficulty</dt>
          <dd>
            <span className={clsx(styles.difficulty, styles[difficulty])}>{difficultyLabels[difficulty]}</span>
          </dd>
        </div>
        {points !== undefined && (
          <div>
            <dt>Points</dt>
            <dd>
              {points}
              <span className={styles.unit}> points</span>
            </dd>
          </div>
        )}
        <div>
          <dt>{platformInfo.kind === 'lab' ? 'Series' : 'Event'}</dt>
          <dd>{eventLabel}</dd>
        </div>
      </dl>
      {/* On a phone the key facts above are one or two lines and the rest is one tap away, so the prose starts on the
          first screen; wider screens show everything (styles.module.css opens the details without a click). */}
      <details className={styles.more}>
        <summary className={styles.moreSummary}>{moreLabel}</summary>
        <dl className={clsx(styles.facts, styles.moreFacts)}>
          {attack && attack.length > 0 && (
            <div>
              <dt>ATT&amp;CK</dt>
              <dd>
                {attack.map((id, index) => (
                  <React.Fragment key={id}>
                    {index > 0 && ', '}
                    <a href={attackTechniqueUrl(id)} target="_blank" rel="noopener noreferrer">
                      {id}
                    </a>
                  </React.Fragment>
                ))}
              </dd>
            </div>
          )}
          {techniques.length > 0 && (
            <div className={styles.wide}>
              <dt>Techniques</dt>
              <dd>
                <ChipLinks items={techniques} href={(id) => withBaseUrl(`/${techniquePage(id)}`)} />
              </dd>
            </div>
          )}
          <div className={styles.wide}>
            <dt>Tools</dt>
            <dd>
              <ChipLinks items={tools} href={(id) => withBaseUrl(`/${toolPage(id)}`)} />
            </dd>
          </div>
        </dl>
        {solve && <Verification solve={solve} />}
      </details>
    </aside>
  );
}
