import type {Writeup} from './model';
import {describeWriteupLocation} from './paths';
import type {Technique} from './techniques';
import {toWriteupLink, type WriteupLink} from './writeupLink';

export const practiseNextCount = 3;

/** Suggestions kept per write-up: the reader sees the first three not yet solved (src/components/PractiseNext). */
export const practiseNextCandidates = 6;

/** A "practise next" link at the end of a write-up: what it is and why it was picked. */
export type PractiseNextLink = WriteupLink & {
  /** Why it is suggested: the techniques or tools it shares, or its category. */
  readonly reason: string;
};

/** A doc's metadata as the writeups plugin hands it to the docs plugin: a write-up's carries its suggestions. */
export type WriteupDocMetadata<Doc extends object = object> = Doc & {
  readonly practiseNext?: readonly PractiseNextLink[];
};

const intersect = <T>(a: readonly T[], b: readonly T[]) => a.filter((item) => b.includes(item));

/**
 * The write-ups to practise after `target`, best first: most shared techniques,
 * then most shared tools, then the same category, then the same platform, then
 * by permalink, so two builds of the same content agree. The target itself and
 * `excluded` (its previous and next pages, already linked) are left out.
 */
export function rankPractiseNext(
  candidates: readonly Writeup[],
  target: Writeup,
  excluded: ReadonlySet<string>,
  count = practiseNextCount,
): Writeup[] {
  const scored = candidates
    .filter(
      (candidate) => candidate.permalink !== target.permalink && !excluded.has(candidate.permalink),
    )
    .map((candidate) => ({
      candidate,
      key: [
        intersect(candidate.frontMatter.techniques, target.frontMatter.techniques).length,
        intersect(candidate.frontMatter.tools, target.frontMatter.tools).length,
        Number(
          candidate.location.category === target.location.category &&
            candidate.location.platform === target.location.platform,
        ),
        Number(candidate.location.platform === target.location.platform),
      ],
    }));
  scored.sort((a, b) => {
    for (let index = 0; index < a.key.length; index += 1) {
      const difference = b.key[index]! - a.key[index]!;
      if (difference !== 0) return difference;
    }
    return a.candidate.permalink < b.candidate.permalink
      ? -1
      : a.candidate.permalink > b.candidate.permalink
        ? 1
        : 0;
  });
  return scored.slice(0, count).map(({candidate}) => candidate);
}

/** The link for a suggested write-up, with the reason in words. */
export function toPractiseNextLink(
  suggested: Writeup,
  target: Writeup,
  techniques: readonly Technique[],
): PractiseNextLink {
  const names = new Map(techniques.map((technique) => [technique.id, technique.name]));
  const sharedTechniques = intersect(
    suggested.frontMatter.techniques,
    target.frontMatter.techniques,
  );
  const sharedTools = intersect(suggested.frontMatter.tools, target.frontMatter.tools);
  const reason =
    sharedTechniques.length > 0
      ? `Same technique: ${sharedTechniques.map((id) => names.get(id) ?? id).join(', ')}`
      : sharedTools.length > 0
        ? `Same tools: ${sharedTools.join(', ')}`
        : `Same category: ${describeWriteupLocation(suggested.location)}`;
  return {...toWriteupLink(suggested), reason};
}
