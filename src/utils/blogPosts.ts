import type {AllContent} from '@docusaurus/types';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';

/** The blog's listed posts, newest first, as the official blog plugin loaded them. */
export function getBlogPosts(allContent: AllContent): readonly BlogPost[] {
  const content = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  return (content?.blogPosts ?? []).filter((post) => !post.metadata.unlisted);
}
