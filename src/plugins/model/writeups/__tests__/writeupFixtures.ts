import type {Writeup} from '../model';

/** A typed write-up for tests of the plugins that read the model; every field can be overridden. */
export function writeupFixture({
  frontMatter,
  ...overrides
}: Partial<Omit<Writeup, 'frontMatter'>> & {
  frontMatter?: Partial<Writeup['frontMatter']>;
} = {}): Writeup {
  const platform = frontMatter?.platform ?? overrides.location?.platform ?? 'picoctf';
  const category = frontMatter?.category ?? overrides.location?.category ?? 'forensics';
  return {
    id: 'pico-ctf/forensics/example',
    relativePath: 'pico-ctf/forensics/example.mdx',
    permalink: '/my-small-blog/docs/pico-ctf/forensics/example',
    title: 'Example',
    description: 'A write-up used by the tests.',
    listed: true,
    commands: [
      {text: 'file flag.txt', programs: ['file'], anchor: 'solution', section: 'Solution'},
    ],
    ...overrides,
    location: {platform, category},
    frontMatter: {
      title: overrides.title ?? 'Example',
      description: 'A write-up used by the tests.',
      difficulty: 'easy',
      event: 'picoCTF 2024',
      year: 2024,
      points: 100,
      tools: ['file'],
      tags: ['forensics'],
      techniques: ['file-signatures'],
      published: new Date('2025-02-03T00:00:00Z'),
      solve: {
        method: 'artifact',
        date: new Date('2026-11-22T00:00:00Z'),
        artifacts: [
          {
            name: 'flag.txt',
            sha256: 'a'.repeat(64),
            source:
              'https://github.com/example/archive/blob/0123456789abcdef0123456789abcdef01234567/flag.txt',
            mirrors: [],
          },
        ],
        sources: [],
      },
      ...frontMatter,
      platform,
      category,
    },
  };
}
