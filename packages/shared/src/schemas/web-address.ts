/**
 * Links a person types (an expense's shop link, an idea's page): what counts as a web address
 * a browser can open, and the one message a refused link gets wherever it is typed.
 */

export const WEB_ADDRESS_MESSAGE =
  'That is not a web address: enter one like https://www.howdens.com/kitchens.';

/**
 * http(s), then a host (a name with a dot such as www.howdens.com, localhost or an IPv4
 * address) and an optional port, then an optional path, query or fragment; no spaces anywhere.
 * Letters of any script, so an internationalised name passes. A pattern rather than the URL
 * parser: it accepts hosts like 'not' that no shop has, and this module runs where `URL` is
 * not declared.
 */
const WEB_ADDRESS =
  /^https?:\/\/(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,})(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

export function isWebAddress(text: string): boolean {
  return WEB_ADDRESS.test(text);
}

/** Normalises an inline link: trimmed; https:// prepended when it has no http(s) scheme. */
export function normaliseLink(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** An optional link: empty, or a web address once normalised ('howdens.com' is one). */
export function isEmptyOrWebAddress(link: string): boolean {
  const normalised = normaliseLink(link);
  return normalised === '' || isWebAddress(normalised);
}
