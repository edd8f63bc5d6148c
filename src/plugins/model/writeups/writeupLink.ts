import type {Writeup} from './model';
import {describeWriteupFacts} from './paths';

/** A write-up as a link in a list (technique and tool pages, "practise next"): plain data, made at build time. */
export type WriteupLink = {
  readonly title: string;
  readonly permalink: string;
  /** Platform, category, difficulty and points, e.g. "picoCTF Forensics · Medium · 200 points". */
  readonly about: string;
};

export function toWriteupLink({title, permalink, location, frontMatter}: Writeup): WriteupLink {
  return {
    title,
    permalink,
    about: describeWriteupFacts(location, frontMatter.difficulty, frontMatter.points),
  };
}
