import type {SolveArtifact, WriteupFrontMatter} from './frontMatter';
import type {Technique} from './techniques';
import type {Tool} from './tools';

/**
 * What the challenge card at the top of a write-up shows; plain data, made at build time. Its fields are
 * the front matter's own types (frontMatter.ts), with ids resolved to names for the links.
 */
export type ChallengeCardProps = Readonly<
  Pick<WriteupFrontMatter, 'platform' | 'category' | 'difficulty' | 'event'> &
    Partial<Pick<WriteupFrontMatter, 'points' | 'year' | 'attack'>>
> & {
  readonly tools: readonly Pick<Tool, 'id' | 'name'>[];
  readonly techniques: readonly Pick<Technique, 'id' | 'name'>[];
  /** Its techniques that have a lesson (lessons/<id>/index.mdx), which the card links for readers new to them. */
  readonly lessons?: readonly Pick<Technique, 'id' | 'name'>[];
  readonly solve?: Readonly<
    Pick<NonNullable<WriteupFrontMatter['solve']>, 'method' | 'sources'>
  > & {
    /** `YYYY-MM-DD`. */
    readonly date: string;
    readonly artifacts: readonly Pick<SolveArtifact, 'name' | 'sha256' | 'source' | 'mirrors'>[];
  };
};

/** The card of a validated write-up, with technique ids resolved to their names and tool names to their ids (for the links). */
export function toChallengeCardProps(
  frontMatter: WriteupFrontMatter,
  techniques: readonly Technique[],
  tools: readonly Tool[],
  hasLesson: (technique: string) => boolean = () => false,
): ChallengeCardProps {
  const names = new Map(techniques.map((technique) => [technique.id, technique.name]));
  const toolIds = new Map(tools.map((tool) => [tool.name, tool.id]));
  const {platform, category, difficulty, points, event, year, attack, solve} = frontMatter;
  return {
    platform,
    category,
    difficulty,
    ...(points !== undefined && {points}),
    event,
    ...(year !== undefined && {year}),
    // Validation gave every tool its vocabulary name, so each has an id.
    tools: frontMatter.tools.map((name) => ({id: toolIds.get(name) ?? name, name})),
    ...(attack !== undefined && {attack}),
    techniques: frontMatter.techniques.map((id) => ({id, name: names.get(id) ?? id})),
    ...(frontMatter.techniques.some(hasLesson) && {
      lessons: frontMatter.techniques
        .filter(hasLesson)
        .map((id) => ({id, name: names.get(id) ?? id})),
    }),
    ...(solve && {
      solve: {
        method: solve.method,
        date: solve.date.toISOString().slice(0, 10),
        artifacts: solve.artifacts,
        sources: solve.sources,
      },
    }),
  };
}
