import {describe, expect, it, vi} from 'vitest';
import {highlightSessionToLines, highlightToLines} from '../highlight';
import {textOfHighlightedLines} from '../client/highlightedLines';

describe('highlightToLines', () => {
  it('wraps tokens in spans with every Prism type they carry', () => {
    expect(highlightToLines('print("hi")', 'python')).toEqual([
      '<span class="token keyword">print</span><span class="token punctuation">(</span><span class="token string">"hi"</span><span class="token punctuation">)</span>',
    ]);
  });

  it('returns one entry per line, splitting tokens that span lines', () => {
    const lines = highlightToLines('x = """a\nb"""\ny = 1', 'python');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'x <span class="token operator">=</span> <span class="token triple-quoted-string string">"""a</span>',
    );
    expect(lines[1]).toBe('<span class="token triple-quoted-string string">b"""</span>');
  });

  it('escapes markup so code is shown, never interpreted', () => {
    expect(highlightToLines('<script>alert(1)</script> & more', 'text')).toEqual([
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    ]);
  });

  it('keeps empty lines and plain text', () => {
    expect(highlightToLines('a\n\nb', 'text')).toEqual(['a', '', 'b']);
  });

  it.each([
    'bash',
    'powershell',
    'x86asm',
    'splunk-spl',
    'http',
    'php',
    'sql',
    'smali',
    'c',
    'java',
    'diff',
    'ini',
    'xml',
    'html',
  ])('knows the grammar for %s', (language) => {
    expect(highlightToLines('a', language)).toHaveLength(1);
  });

  it('fails for a language without a grammar', () => {
    // Prism's loader warns before the build's own error; the warning is expected, so it is checked, not printed.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(() => highlightToLines('x', 'klingon')).toThrow(
        'No syntax-highlighting grammar for code language "klingon"',
      );
      expect(warn).toHaveBeenCalledWith('Language does not exist: klingon');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('textOfHighlightedLines', () => {
  it.each([
    ['bash', 'echo "a < b && c > d" | grep -c \'&amp;\'\n\n  indented line\n'],
    ['python', 'def f(x):\n    return x << 2  # "<span>" is text here\n'],
    ['text', 'plain <tag> & entity &lt; kept as typed'],
    ['splunk-spl', 'index=main EventCode=4625\n| stats count by Account_Name'],
  ])('gives back exactly the %s code that was highlighted', (language, code) => {
    expect(textOfHighlightedLines(highlightToLines(code, language))).toBe(code);
  });
});

describe('highlightSessionToLines', () => {
  it('marks the prompt and the output apart from the command, continuation lines with their command', () => {
    const lines = highlightSessionToLines(
      '$ curl -s \\\n  http://10.0.0.5:8080/\n<h1>It works</h1>',
      'bash',
    );
    expect(lines[0]).toMatch(/^<span class="token prompt">\$ <\/span>/);
    expect(lines[0]).not.toContain('token output');
    expect(lines[1]).not.toContain('token output');
    expect(lines[2]).toBe('<span class="token output">&lt;h1&gt;It works&lt;/h1&gt;</span>');
  });
});

describe('an IPv4 address', () => {
  it('is one token with its port in a shell block', () => {
    const [line] = highlightToLines('nc 192.168.56.101 4444 && curl http://10.0.0.5:8080/', 'bash');
    expect(line).toContain('<span class="token ip-address number">192.168.56.101</span>');
  });
});
