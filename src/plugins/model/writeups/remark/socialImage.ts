import type {Root} from 'mdast';
import type {Plugin} from 'unified';
import {writeupSocialImagePath} from '../../../../config/productionOnly';
import type {WriteupFileReader} from './readWriteupFile';

export type Options = {
  /** The site's origin and base URL, e.g. `https://example.org/my-small-blog/`. */
  readonly siteUrl: string;
  readonly readWriteupFile: WriteupFileReader;
};

const meta = (attribute: 'property' | 'name', key: string, content: string) => ({
  type: 'mdxJsxFlowElement' as const,
  name: 'meta',
  attributes: [
    {type: 'mdxJsxAttribute' as const, name: attribute, value: key},
    {type: 'mdxJsxAttribute' as const, name: 'content', value: content},
  ],
  children: [],
});

/**
 * Remark plugin: a listed write-up declares its own card (drawn by the
 * social-images plugin's postBuild) as `og:image` and `twitter:image`, through the `<Head>` element MDX
 * pages may carry; the page's head tags come after the theme's site-wide ones.
 */
const remarkSocialImage: Plugin<[Options], Root> =
  ({siteUrl, readWriteupFile}) =>
  async (tree, file) => {
    const writeup = await readWriteupFile(file);
    if (writeup?.kind !== 'writeup' || !writeup.listed || writeup.frontMatter.image) return;
    const image = `${siteUrl}${writeupSocialImagePath(writeup.relativePath)}`;
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: 'Head',
      attributes: [],
      children: [meta('property', 'og:image', image), meta('name', 'twitter:image', image)],
    });
  };

export default remarkSocialImage;
