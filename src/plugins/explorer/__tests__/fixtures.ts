import type {WriteupSummary} from '../model';

const base = {description: 'A write-up used by the explorer tests.', event: 'picoCTF 2024', tags: [] as string[], tools: [] as string[], techniques: ['file-signatures']};

export const writeups: readonly WriteupSummary[] = [
  {...base, title: 'information', permalink: '/docs/pico-ctf/forensics/information', platform: 'picoctf', category: 'forensics', difficulty: 'easy', points: 10, tools: ['exiftool', 'base64'], tags: ['forensics', 'steganography'], published: '2025-02-03'},
  {...base, title: 'Glory of the Garden', permalink: '/docs/pico-ctf/forensics/glory', platform: 'picoctf', category: 'forensics', difficulty: 'easy', points: 50, tools: ['strings'], tags: ['forensics'], published: '2025-03-10'},
  {...base, title: 'Bitlocker-2', permalink: '/docs/pico-ctf/forensics/bitlocker-2', platform: 'picoctf', category: 'forensics', difficulty: 'hard', points: 300, tools: ['volatility', 'strings'], tags: ['forensics', 'memory'], published: '2025-05-20'},
  {...base, title: 'Caesar', permalink: '/docs/pico-ctf/cryptography/caesar', platform: 'picoctf', category: 'cryptography', difficulty: 'very-easy', points: 100, tools: ['python'], tags: ['crypto'], published: '2025-03-10'},
  {...base, title: 'Deleted file', permalink: '/docs/root-me/forensic/deleted-file', platform: 'root-me', category: 'forensic', difficulty: 'easy', points: null, event: 'Root Me', tools: ['sleuthkit', 'exiftool'], tags: ['forensics'], published: '2025-04-01'},
  {...base, title: 'Detecting Run key persistence', permalink: '/docs/sysmon-splunk/registry/', platform: 'sysmon-splunk', category: 'sysmon-splunk', difficulty: 'medium', points: null, event: 'Home lab', tools: ['sysmon', 'splunk'], tags: ['windows'], published: '2025-06-15'},
];
