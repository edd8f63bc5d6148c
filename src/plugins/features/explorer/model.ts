import type {Difficulty, PlatformId} from '../../../config/writeups';

/** What the explorer, the statistics page and the write-ups feed know of one write-up. */
export type WriteupSummary = {
  readonly title: string;
  readonly permalink: string;
  readonly description: string;
  readonly platform: PlatformId;
  /** Category id as in `platforms[platform].categories`. */
  readonly category: string;
  readonly difficulty: Difficulty;
  readonly points: number | null;
  readonly event: string;
  readonly tools: readonly string[];
  readonly tags: readonly string[];
  /** Technique ids (docs/techniques.yml). */
  readonly techniques: readonly string[];
  /** Publication day, `YYYY-MM-DD`. */
  readonly published: string;
};
