import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ListedPerson } from './name-match.service';

/** One person or entity of a designation list, as screening reads it. */
type Designation = ListedPerson & {
  /** The list's own reference ("QDi.001"), kept with every match. */
  reference: string;
  kind: 'individual' | 'entity';
  listedOn: string | null;
};

type DesignationList = { version: string; designations: Designation[] };

export type ListParse = { ok: true; list: DesignationList } | { ok: false; problem: string };

/** Elements the UN's schema repeats, read as arrays even when a file holds one. */
const REPEATED = new Set(['INDIVIDUAL', 'ENTITY', 'INDIVIDUAL_ALIAS', 'ENTITY_ALIAS', 'INDIVIDUAL_DATE_OF_BIRTH', 'VALUE']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Names such as "1975" or "007" stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  // The list declares no entities; none are expanded, so a file cannot grow or reach out while read.
  processEntities: false,
  isArray: (tagName) => REPEATED.has(tagName),
});

type Node = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

function nodes(value: unknown): Node[] {
  return Array.isArray(value) ? value.filter((item): item is Node => typeof item === 'object' && item !== null) : [];
}

/** "a.k.a." and "Good" aliases are names the person uses; "Low" quality ones are too weak to hold money on (the UN's own grading). */
function aliasesOf(node: Node, tag: string): string[] {
  return nodes(node[tag])
    .filter((alias) => text(alias.QUALITY) !== 'Low')
    .flatMap((alias) => text(alias.ALIAS_NAME).split('; '))
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** Exact dates as 'YYYY-MM-DD'; a year, or each year of a range, as 'YYYY'. */
function birthDatesOf(node: Node): string[] {
  return nodes(node.INDIVIDUAL_DATE_OF_BIRTH).flatMap((birth) => {
    const date = text(birth.DATE);
    if (date !== '') return [date.slice(0, 10)];
    const year = text(birth.YEAR);
    if (year !== '') return [year];
    const from = Number(text(birth.FROM_YEAR));
    const to = Number(text(birth.TO_YEAR));
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1800 || to < from || to - from > 20) return [];
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  });
}

function designationOf(node: Node, kind: Designation['kind']): Designation | null {
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((tag) => text(node[tag])).filter((part) => part !== '').join(' ');
  const reference = text(node.REFERENCE_NUMBER);
  if (name === '' || reference === '') return null;
  return {
    reference,
    kind,
    name,
    aliases: aliasesOf(node, kind === 'individual' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS'),
    birthDates: kind === 'individual' ? birthDatesOf(node) : [],
    listedOn: text(node.LISTED_ON).slice(0, 10) || null,
  };
}

/**
 * The UN Security Council Consolidated List in its published XML format
 * (CONSOLIDATED_LIST with INDIVIDUALS and ENTITIES; the root's
 * dateGenerated is the version). A file that is not that list is refused
 * whole, never imported in part.
 */
export function parseUnList(xml: string): ListParse {
  if (XMLValidator.validate(xml) !== true) return { ok: false, problem: 'not_xml' };
  const root = (parser.parse(xml) as Node).CONSOLIDATED_LIST;
  if (typeof root !== 'object' || root === null) return { ok: false, problem: 'not_un_list' };
  const list = root as Node;
  const version = text(list['@dateGenerated']);
  if (version === '') return { ok: false, problem: 'no_version' };
  const section = (key: string, tag: string): Node[] => nodes((list[key] as Node | undefined)?.[tag]);
  const designations = [
    ...section('INDIVIDUALS', 'INDIVIDUAL').map((node) => designationOf(node, 'individual')),
    ...section('ENTITIES', 'ENTITY').map((node) => designationOf(node, 'entity')),
  ];
  if (designations.some((designation) => designation === null)) return { ok: false, problem: 'entry_without_name' };
  return { ok: true, list: { version, designations: designations as Designation[] } };
}
