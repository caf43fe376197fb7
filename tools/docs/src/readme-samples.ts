/**
 * README code samples that cannot rot: a TypeScript block in a README names the typechecked file
 * (or a region of it) it shows, in an HTML comment on the line before the fence:
 *
 *     <!-- sample: libs/features/customers/src/lib/customer-form.tsx#customer-form -->
 *
 * and a test asserts that the block equals that text. The file is typechecked, linted and, when
 * it is a test, run by its own project, so a sample that names an API that is gone fails there.
 */

/** The fence languages that count as TypeScript samples. */
const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript', 'mts', 'cts']);

export interface ReadmeSample {
  /** 1-based line of the opening fence. */
  line: number;
  /** The block's text, without the fences. */
  code: string;
  /** `path` or `path#region` from the `<!-- sample: … -->` comment before the fence; null when there is none. */
  source: string | null;
}

/** The TypeScript blocks of a markdown text. */
export function typescriptSamples(markdown: string): ReadmeSample[] {
  const lines = markdown.split('\n');
  const samples: ReadmeSample[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = /^(\s*)(`{3,})\s*([\w-]*)/.exec(lines[index]);
    if (!fence) continue;
    const [, indent, ticks, language] = fence;
    const end = lines.findIndex((text, at) => at > index && text.trimStart().startsWith(ticks) && text.trim() === ticks);
    const close = end === -1 ? lines.length : end;
    if (TYPESCRIPT.has(language)) {
      const before = lines.slice(0, index).reverse().find((text) => text.trim() !== '');
      const source = before ? (/^\s*<!--\s*sample:\s*(\S+)\s*-->\s*$/.exec(before)?.[1] ?? null) : null;
      const code = lines.slice(index + 1, close).map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text));
      samples.push({ line: index + 1, code: code.join('\n'), source });
    }
    index = close;
  }
  return samples;
}

/**
 * The text a sample source names: the whole file, or the lines between `#region <name>` and the
 * next `#endregion` (marker lines left out, the common indentation removed). Null when the
 * region does not exist.
 */
export function sampleText(fileText: string, region: string | undefined): string | null {
  const lines = fileText.replace(/\n$/, '').split('\n');
  if (region === undefined) return lines.join('\n');
  const start = lines.findIndex((text) => new RegExp(`#region ${region}(\\s|\\*|$)`).test(text));
  if (start === -1) return null;
  const end = lines.findIndex((text, at) => at > start && text.includes('#endregion'));
  if (end === -1) return null;
  const body = lines.slice(start + 1, end);
  const indentOf = (text: string) => text.length - text.trimStart().length;
  const indent = Math.min(...body.filter((text) => text.trim() !== '').map(indentOf));
  return body.map((text) => text.slice(Math.min(indent, indentOf(text)))).join('\n');
}
