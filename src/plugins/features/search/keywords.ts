import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {categoryLabel, difficultyLabels, platforms} from '../../../config/writeups';
import type {Writeup, Technique, Tool} from '../../model/writeups';
import type {Lesson} from '../lessons';
import {techniquePage, toolPage} from '../../../config/pages';
import {relativeToBaseUrl} from '../../../utils/permalinks';

/**
 * The keywords of every write-up and blog post, from the content model rather
 * than from how pages render it: a write-up's platform, category, difficulty,
 * event, tools, techniques and tags; a post's tags; a technique's ATT&CK or CWE
 * id; a tool's command words (`nc` finds netcat); a lesson's technique.
 */
export function keywordsFromModel(
  writeups: readonly Writeup[],
  techniques: readonly Technique[],
  tools: readonly Tool[],
  posts: readonly BlogPost[],
  baseUrl: string,
  lessons: readonly Lesson[] = [],
): Map<string, string[]> {
  const techniqueNames = new Map(techniques.map((technique) => [technique.id, technique.name]));
  const keywords = new Map<string, string[]>();
  for (const {permalink, location, frontMatter} of writeups) {
    const platform = platforms[location.platform];
    keywords.set(relativeToBaseUrl(permalink, baseUrl), [
      platform.label,
      categoryLabel(location.platform, location.category) ?? location.category,
      difficultyLabels[frontMatter.difficulty],
      frontMatter.event,
      ...frontMatter.tools,
      ...frontMatter.techniques.map((id) => techniqueNames.get(id) ?? id),
      ...frontMatter.tags,
    ]);
  }
  for (const {metadata} of posts)
    keywords.set(
      relativeToBaseUrl(metadata.permalink, baseUrl),
      metadata.tags.map((tag) => tag.label),
    );
  for (const technique of techniques) {
    keywords.set(
      techniquePage(technique.id),
      [technique.attack, technique.cwe].filter((id) => id !== undefined),
    );
  }
  for (const tool of tools) keywords.set(toolPage(tool.id), [...tool.commands, ...tool.spellings]);
  for (const lesson of lessons) {
    const technique = lesson.frontMatter.technique;
    keywords.set(relativeToBaseUrl(lesson.permalink, baseUrl), [
      'lesson',
      'learn',
      techniqueNames.get(technique) ?? technique,
    ]);
  }
  return keywords;
}
