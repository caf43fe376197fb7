/**
 * `SPEC §n` references: the code cites the specification's sections by number, and
 * docs/requirements.md states each cited section in the project's words.
 */

export interface SpecReference {
  /** A section number such as `7` or `4.2`. */
  section: string;
  /** 1-based line of the reference. */
  line: number;
}

/** A cited section: `§7`, `§4.2` (a sentence's full stop after the number is not part of it). */
const SECTION = /§\s*(\d+(?:\.\d+)*)/g;
/** A range of whole sections: `§1–§9`, `§1-§3`. */
const RANGE = /§\s*(\d+)\s*[–-]\s*§?\s*(\d+)\b/g;

/**
 * Every section a text cites. The repository uses `§` for the specification only, so every `§n`
 * counts, with or without `SPEC` before it (`SPEC §7/§8`, `SPEC §2, §4`, `SPEC §1–§9`); a range
 * cites each section it spans.
 */
export function specReferences(text: string): SpecReference[] {
  const references: SpecReference[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const [, section] of content.matchAll(SECTION)) references.push({ section, line });
    for (const [, from, to] of content.matchAll(RANGE)) {
      for (let section = Number(from) + 1; section < Number(to); section += 1) references.push({ section: String(section), line });
    }
  });
  return references;
}

/** The sections a requirements document defines: its headings `## §7 …`, `### §4.2 …`. */
export function definedSections(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,4} §(\d+(?:\.\d+)*)\s/gm)].map(([, section]) => section);
}
