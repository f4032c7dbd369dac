/**
 * A mailto: address that opens the visitor's email with the subject (and, when given, the opening
 * text) filled in. Lines of the text are joined with CRLF, as RFC 6068 asks of a mailto body.
 */
export function mailtoHref(address: string, subject: string, body = ""): string {
  const fields = [`subject=${encodeURIComponent(subject)}`];
  if (body !== "") fields.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`);
  return `mailto:${address}?${fields.join("&")}`;
}
