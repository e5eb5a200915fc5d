import { XMLParser } from 'fast-xml-parser';

/** Largest e-invoice XML read: real ones are tens of kB, with attachments ~1.5 MB. */
export const MAX_XML_BYTES = 5 * 1024 * 1024;
/** Deepest element nesting accepted; CII and UBL invoices stay under 15. */
const MAX_XML_DEPTH = 64;

/** Why an XML file was not read; the message is shown to the person who uploaded it. */
export class RefusedXml extends Error {}

/** An element: its child elements by local name (always arrays), its attributes and text. */
export interface XmlNode {
  [name: string]: XmlValue;
}
type XmlValue = XmlNode[] | string | XmlNode | undefined;

/**
 * fast-xml-parser with entities off: no DOCTYPE is accepted at all (that is where entity
 * bombs and external entities live, and no CII or UBL invoice has one), so nothing can
 * expand; the five predefined entities and character references are decoded below as text.
 * Namespace prefixes are dropped: ZUGFeRD 1, ZUGFeRD 2 / Factur-X and early Mustang files
 * use different prefixes for the same elements.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_XML_DEPTH,
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** Bytes to text in the encoding the declaration names (UTF-8 unless it says Latin-1). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes.length > MAX_XML_BYTES) {
    throw new RefusedXml(
      `The e-invoice XML is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; at most 5 MB is read.`,
    );
  }
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const latin = declared && /^(iso-8859-1|latin1|windows-1252|cp1252)$/.test(declared);
  return new TextDecoder(latin ? 'windows-1252' : 'utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** Parses an e-invoice's XML, refusing what could be hostile or is not well-formed. */
export function parseXml(text: string): XmlNode {
  if (text.length > MAX_XML_BYTES) {
    throw new RefusedXml('The e-invoice XML is larger than 5 MB and was not read.');
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new RefusedXml(
      'The e-invoice XML declares a DOCTYPE or entities, which e-invoices never need; it was not read for safety.',
    );
  }
  try {
    return parser.parse(text, true) as XmlNode;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/nested/i.test(reason)) {
      throw new RefusedXml(`The e-invoice XML is nested deeper than ${MAX_XML_DEPTH} levels.`);
    }
    throw new RefusedXml(`The e-invoice XML is not well-formed (${reason.slice(0, 120)}).`);
  }
}

const predefined: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/** Decodes the predefined entities and character references left in place by the parser. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/gi, (whole, ref) => {
    const code =
      ref.startsWith('#x') || ref.startsWith('#X')
        ? Number.parseInt(ref.slice(2), 16)
        : ref.startsWith('#')
          ? Number.parseInt(ref.slice(1), 10)
          : undefined;
    if (code === undefined) return predefined[ref.toLowerCase()] ?? whole;
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Child elements with this local name. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  return Array.isArray(value) ? value : [];
}

/** The first element along a path of local names. */
export function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) current = children(current, name)[0];
  return current;
}

/** The text of the first element along a path ('' when absent), entities decoded. */
export function text(node: XmlNode | undefined, ...path: string[]): string {
  const target = path.length ? child(node, ...path) : node;
  if (target === undefined) return '';
  const own = target['#text'];
  return typeof own === 'string' ? decodeEntities(own).trim() : '';
}

/** An attribute of an element ('' when absent). */
export function attribute(node: XmlNode | undefined, name: string): string {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? decodeEntities(value) : '';
}
