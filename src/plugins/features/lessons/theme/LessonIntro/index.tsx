import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MobilePageToc from '@site/src/components/MobilePageToc';
import {searchIgnoreProps} from '@site/src/config/search';
import styles from './styles.module.css';

type Props = {
  /** The lessons this one assumes, beyond the earlier ones of its track. */
  readonly assumes: readonly {readonly title: string; readonly permalink: string}[];
  /** The technique's page: every write-up that uses it, its tools and related techniques. */
  readonly techniquePage: string;
  readonly exercises: number;
};

/** The line under a lesson's title: what it assumes, and where its exercises and technique page are. Added by the lessons plugin. */
export default function LessonIntro({assumes, techniquePage, exercises}: Props): ReactNode {
  return (
    <>
      <p className={styles.intro} {...searchIgnoreProps}>
        {assumes.length > 0 && (
          <>
            Assumes{' '}
            {assumes.map((lesson, index) => (
              <span key={lesson.permalink}>
                {index > 0 && (index === assumes.length - 1 ? ' and ' : ', ')}
                <Link to={lesson.permalink}>{lesson.title}</Link>
              </span>
            ))}
            .{' '}
          </>
        )}
        <a href="#exercises">
          {exercises} exercise{exercises === 1 ? '' : 's'}
        </a>{' '}
        on real challenges · <Link to={techniquePage}>the technique's page</Link>
      </p>
      <MobilePageToc />
    </>
  );
}
