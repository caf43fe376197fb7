/** A name of code cited in a markdown text's inline code. */
export interface CodeName {
  name: string;
  /** 1-based line. */
  line: number;
}

/**
 * The names of code in a markdown text's inline code spans: identifiers with an inner capital
 * (`hydrantApi`, `useSendTracker`) or an underscore (`NEW_RECORD_DEFAULTS`), the kinds of name
 * that rot when an API is renamed. Parts of paths, URLs and dotted keys after the first are left
 * out, and so are short words, what stands in parentheses (a signature's parameter names) and
 * prefixes before a placeholder (`area_<name>`: a name ending in `_`).
 */
export function codeNames(markdown: string): CodeName[] {
  const names: CodeName[] = [];
  for (const span of markdown.matchAll(/`([^`\n]+)`/g)) {
    const line = markdown.slice(0, span.index).split('\n').length;
    for (const [, name] of span[1].replace(/\([^()]*\)/g, '()').matchAll(/(?<![\w./:$@-])([a-zA-Z_$][\w$]*[A-Z_][\w$]*)(?=[\s(.<,;)[\]]|$)/g)) {
      if (name.length > 3 && !name.endsWith('_')) names.push({ name, line });
    }
  }
  return names;
}
