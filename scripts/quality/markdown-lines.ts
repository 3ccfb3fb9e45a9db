/**
 * The lines of a Markdown/MDX page that are text: outside the front matter and outside fenced code
 * blocks (``` or ~~~, closed by a fence of the same kind and at least the same length).
 */
export function markdownLines(source: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | undefined;
  let frontMatter = lines[0] === '---';
  lines.forEach((text, index) => {
    if (frontMatter) {
      if (index > 0 && text === '---') frontMatter = false;
      return;
    }
    const f = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (f && text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') fence = undefined;
      return;
    }
    if (f) {
      fence = f[1];
      return;
    }
    out.push({line: index + 1, text});
  });
  return out;
}
