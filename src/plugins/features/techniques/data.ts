import {
  type Writeup,
  techniqueReferenceUrl,
  type Technique,
  type Tool,
  toWriteupLink,
  type WriteupLink,
} from '../../model/writeups';

/** How many co-occurring techniques a technique page links to. */
export const relatedTechniqueCount = 6;

export type TechniqueReference = {readonly label: string; readonly url: string};

/** A technique in the list of /techniques/. */
export type TechniqueSummary = {
  readonly id: string;
  readonly name: string;
  /** How many write-ups use it. */
  readonly count: number;
  readonly reference?: TechniqueReference;
};

/** Everything /techniques/<id> shows. */
export type TechniquePageData = TechniqueSummary & {
  readonly explanation: string;
  readonly writeups: readonly WriteupLink[];
  /** The tools its write-ups used, most used first. */
  readonly tools: readonly {readonly id: string; readonly name: string; readonly count: number}[];
  /** The techniques used in the same write-ups, most shared first. */
  readonly related: readonly {readonly id: string; readonly name: string; readonly count: number}[];
  /** The technique's lesson (src/plugins/features/lessons), when it has one. */
  readonly lesson?: {readonly title: string; readonly permalink: string};
};

function referenceOf(technique: Technique): TechniqueReference | undefined {
  const url = techniqueReferenceUrl(technique);
  const label = technique.attack ? `MITRE ATT&CK ${technique.attack}` : technique.cwe;
  return url && label ? {label, url} : undefined;
}

/** Counts and sorts: most first, then by name. */
function ranked(
  counts: ReadonlyMap<string, number>,
  nameOf: (id: string) => string,
): {id: string; name: string; count: number}[] {
  return [...counts]
    .map(([id, count]) => ({id, name: nameOf(id), count}))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
}

/** The data of /techniques/ and of every /techniques/<id>, from the listed write-ups and the vocabularies. */
export function buildTechniquePages(
  writeups: readonly Writeup[],
  techniques: readonly Technique[],
  tools: readonly Tool[],
  lessons: readonly {
    readonly technique: string;
    readonly title: string;
    readonly permalink: string;
  }[] = [],
): {index: TechniqueSummary[]; pages: TechniquePageData[]} {
  const lessonOf = new Map(
    lessons.map(({technique, title, permalink}) => [technique, {title, permalink}]),
  );
  const techniqueName = new Map(techniques.map((technique) => [technique.id, technique.name]));
  const toolId = new Map(tools.map((tool) => [tool.name, tool.id]));
  const pages = techniques.map((technique): TechniquePageData => {
    const using = writeups.filter((writeup) =>
      writeup.frontMatter.techniques.includes(technique.id),
    );
    const toolCounts = new Map<string, number>();
    const relatedCounts = new Map<string, number>();
    for (const writeup of using) {
      for (const name of writeup.frontMatter.tools)
        toolCounts.set(name, (toolCounts.get(name) ?? 0) + 1);
      for (const other of writeup.frontMatter.techniques) {
        if (other !== technique.id) relatedCounts.set(other, (relatedCounts.get(other) ?? 0) + 1);
      }
    }
    const reference = referenceOf(technique);
    const lesson = lessonOf.get(technique.id);
    return {
      id: technique.id,
      name: technique.name,
      count: using.length,
      ...(reference && {reference}),
      explanation: technique.explanation,
      writeups: using.map(toWriteupLink),
      tools: ranked(toolCounts, (name) => name).map(({id: name, count}) => ({
        id: toolId.get(name) ?? name,
        name,
        count,
      })),
      related: ranked(relatedCounts, (id) => techniqueName.get(id) ?? id).slice(
        0,
        relatedTechniqueCount,
      ),
      ...(lesson && {lesson}),
    };
  });
  const index = pages
    .map(({id, name, count, reference}): TechniqueSummary => ({
      id,
      name,
      count,
      ...(reference && {reference}),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return {index, pages};
}
