import {describe, expect, it} from 'vitest';
import {commandsToCopy, extractShellCommands, isSession, programsOf} from '../shellCommands';

const texts = (code: string, language = 'bash') => extractShellCommands(code, language).map((command) => command.text);

describe('commandsToCopy (the copy button of a code block)', () => {
  it('copies a session without its prompts and without what the commands printed', () => {
    const session = [
      '$ file disk.img',
      'disk.img: DOS/MBR boot sector',
      '$ mmls disk.img | tail -n 2',
      '002:  000:000   0000002048   0000204799   Linux (0x83)',
    ].join('\n');
    expect(commandsToCopy(session, 'text')).toBe('file disk.img\nmmls disk.img | tail -n 2');
  });

  it('keeps continuation lines and heredoc bodies with their command, and treats `# ` as a root prompt in a session', () => {
    const session = [
      'user@kali:~$ tshark -r capture.pcap \\',
      '    -Y "http.request" \\',
      '    -T fields -e http.host',
      'example.org',
      "$ python3 - <<'EOF'",
      'print("$ not a prompt")',
      'EOF',
      'printed by python',
      '# cat /root/flag.txt',
      'picoCTF{...}',
      'PS C:\\> Get-FileHash .\\a.exe',
    ].join('\n');
    expect(commandsToCopy(session, 'console')).toBe(
      [
        'tshark -r capture.pcap \\',
        '    -Y "http.request" \\',
        '    -T fields -e http.host',
        "python3 - <<'EOF'",
        'print("$ not a prompt")',
        'EOF',
        'cat /root/flag.txt',
        'Get-FileHash .\\a.exe',
      ].join('\n'),
    );
  });

  it('copies a script as it is, comments included, and output blocks untouched', () => {
    const script = '# list the partitions\nmmls disk.img\nfls -o 2048 disk.img';
    expect(isSession(script, 'bash')).toBe(false);
    expect(commandsToCopy(script, 'bash')).toBe(script);
    expect(commandsToCopy('disk.img: DOS/MBR boot sector\n# not a prompt here', 'text')).toBe(
      'disk.img: DOS/MBR boot sector\n# not a prompt here',
    );
    expect(commandsToCopy('print("$ x")', 'python')).toBe('print("$ x")');
  });
});

describe('extractShellCommands (the tool cheat sheets)', () => {
  it('leaves out comments and blank lines and joins continuation lines', () => {
    expect(texts('# first the partitions\nmmls disk.img\n\nicat -o 2048 disk.img 12 \\\n  > secret.zip\n')).toEqual([
      'mmls disk.img',
      'icat -o 2048 disk.img 12 \\\n  > secret.zip',
    ]);
  });

  it('keeps a heredoc with its command and does not read its body as commands', () => {
    const [command, ...rest] = extractShellCommands(
      "python3 - <<'EOF'\nimport base64\nprint(base64.b64decode('cGljbw=='))\nEOF\nwc -c out.bin",
      'bash',
    );
    expect(command).toEqual({text: "python3 - <<'EOF'\nimport base64\nprint(base64.b64decode('cGljbw=='))\nEOF", programs: ['python3']});
    expect(rest.map((next) => next.text)).toEqual(['wc -c out.bin']);
  });

  it('keeps a loop with its body as one command and finds the programs inside', () => {
    const [loop] = extractShellCommands('for f in *.png; do\n  exiftool -Comment "$f" | grep -i pico\ndone', 'bash');
    expect(loop?.programs).toEqual(['exiftool', 'grep']);
    expect(loop?.text.split('\n')).toHaveLength(3);
  });

  it('reads only the prompt lines of a session in an output block', () => {
    expect(texts('$ nc mercury.picoctf.net 5000\nWelcome!\n$ ssh -p 6000 ctf-player@host', 'text')).toEqual([
      'nc mercury.picoctf.net 5000',
      'ssh -p 6000 ctf-player@host',
    ]);
    expect(texts('plain output\n# with a hash line', 'text')).toEqual([]);
  });
});

describe('programsOf', () => {
  it.each([
    ['strings -n 8 a.bin | grep -i flag', ['strings', 'grep']],
    ['sudo -u root LC_ALL=C grep -c x f && wc -l f', ['grep', 'wc']],
    ['if grep -q pico out.txt; then echo found; fi', ['grep', 'echo']],
    ['echo "a | b; c" | base64 -d', ['echo', 'base64']],
    ['key=$(openssl rand -hex 16); echo $key', ['openssl', 'echo']],
    ['./solve.py --flag', []],
    ['VAR=1', []],
  ])('%s runs %j', (command, programs) => {
    expect(programsOf(command)).toEqual(programs);
  });
});
