import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Finished from '@site/src/components/Progress/Finished';
import type {ExerciseLink} from '@site/src/plugins/features/lessons/pathData';
import styles from './styles.module.css';

/**
 * A lesson's exercises: the write-ups that use its technique, easiest first, each with what it adds and a
 * tick once solved. Filled in at build time from the lesson's front matter (src/plugins/features/lessons).
 */
export default function Exercises({
  exercises,
}: {
  readonly exercises: readonly ExerciseLink[];
}): ReactNode {
  return (
    <ol className={styles.exercises}>
      {exercises.map((exercise) => (
        <li key={exercise.permalink}>
          <Link to={exercise.permalink}>{exercise.title}</Link>
          <Finished permalink={exercise.permalink} />
          <span className={styles.about}>{exercise.about}</span>
          <span className={styles.adds}>{exercise.adds}</span>
        </li>
      ))}
    </ol>
  );
}
