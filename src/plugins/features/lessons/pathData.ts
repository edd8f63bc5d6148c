/**
 * What the lesson pages' components receive (browser-safe types): a lesson's exercises, and the learning path.
 */
import type {WriteupLink} from '../../model/writeups/client';

/** A write-up listed as an exercise, with the line saying what it adds. */
export type ExerciseLink = WriteupLink & {readonly adds: string};

export type PathLesson = {
  readonly technique: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  /** The technique's page: its write-ups, tools and related techniques. */
  readonly techniquePage: string;
  /** The exercises' addresses, for progress. */
  readonly exercises: readonly string[];
};

export type PathTrack = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly lessons: readonly PathLesson[];
};
