import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Finished from '@site/src/components/Progress/Finished';
import ProgressPanel from '@site/src/components/Progress/ProgressPanel';
import {isFinished} from '@site/src/components/Progress/store';
import useProgress from '@site/src/components/Progress/useProgress';
import type {PathTrack} from '@site/src/plugins/features/lessons/pathData';
import styles from './styles.module.css';

/** The learning path: each track's lessons in order, with the reader's progress on each. */
export default function LearningPath({tracks}: {readonly tracks: readonly PathTrack[]}): ReactNode {
  const progress = useProgress();
  return (
    <>
      <ProgressPanel />
      {tracks.map((track, trackIndex) => {
        const finished = track.lessons.filter((lesson) =>
          isFinished(progress, lesson.permalink),
        ).length;
        return (
          <section key={track.id} className={styles.track} aria-labelledby={`track-${track.id}`}>
            <Heading as="h2" id={`track-${track.id}`}>
              {trackIndex + 1}. {track.title}
            </Heading>
            <p className={styles.description}>
              {track.description}{' '}
              <span className={styles.count}>
                {finished} of {track.lessons.length} lesson{track.lessons.length === 1 ? '' : 's'}{' '}
                done
              </span>
            </p>
            <ol className={styles.lessons}>
              {track.lessons.map((lesson) => {
                const solved = lesson.exercises.filter((permalink) =>
                  isFinished(progress, permalink),
                ).length;
                return (
                  <li key={lesson.technique}>
                    <Link to={lesson.permalink} className={styles.lessonTitle}>
                      {lesson.title}
                    </Link>
                    <Finished permalink={lesson.permalink} />
                    <span className={styles.lessonDescription}>{lesson.description}</span>
                    <span className={styles.exerciseCount}>
                      {solved} of {lesson.exercises.length} exercise
                      {lesson.exercises.length === 1 ? '' : 's'} solved
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </>
  );
}
