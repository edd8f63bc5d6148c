import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {difficultyLabels, platforms, type Difficulty, type PlatformId} from '@site/src/config/writeups';
import styles from './styles.module.css';

export type ChallengeCardProps = {
  readonly platform: PlatformId;
  readonly category: string;
  readonly difficulty: Difficulty;
  readonly points?: number;
  readonly event: string;
  readonly year?: number;
  readonly tools: readonly string[];
  readonly attack?: readonly string[];
};

/** Front matter the card needs; anything else (about-me, landing pages) gets no card. */
export function toChallengeCardProps(frontMatter: Record<string, unknown>): ChallengeCardProps | null {
  const {platform, category, difficulty} = frontMatter;
  if (typeof platform !== 'string' || !(platform in platforms) || typeof category !== 'string' || typeof difficulty !== 'string') {
    return null;
  }
  return frontMatter as unknown as ChallengeCardProps;
}

function attackUrl(techniqueId: string): string {
  return `https://attack.mitre.org/techniques/${techniqueId.replace('.', '/')}/`;
}

/** The facts of a challenge, rendered at the top of every write-up from its front matter. */
export default function ChallengeCard({platform, category, difficulty, points, event, year, tools, attack}: ChallengeCardProps): ReactNode {
  const platformInfo = platforms[platform];
  const categoryLabel = (platformInfo.categories as Record<string, string>)[category] ?? category;
  const eventLabel = year !== undefined && !event.includes(String(year)) ? `${event} (${year})` : event;
  return (
    <aside className={styles.card} aria-label="Challenge information">
      <dl className={styles.facts}>
        <div>
          <dt>Platform</dt>
          <dd>{platformInfo.label}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{categoryLabel}</dd>
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
            <dd>{points}</dd>
          </div>
        )}
        <div>
          <dt>{platformInfo.kind === 'lab' ? 'Series' : 'Event'}</dt>
          <dd>{eventLabel}</dd>
        </div>
        {attack && attack.length > 0 && (
          <div>
            <dt>ATT&amp;CK</dt>
            <dd>
              {attack.map((id, index) => (
                <React.Fragment key={id}>
                  {index > 0 && ', '}
                  <a href={attackUrl(id)} target="_blank" rel="noopener noreferrer">
                    {id}
                  </a>
                </React.Fragment>
              ))}
            </dd>
          </div>
        )}
        <div className={styles.wide}>
          <dt>Tools</dt>
          <dd>
            <ul className={styles.tools}>
              {tools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
