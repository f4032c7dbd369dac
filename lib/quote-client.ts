/*
 * Whom a quote is for, and who prepared it: free text a rep types and a link carries. It is only
 * ever shown as text (React escapes it; the CSV quotes and guards it), and it is tidied and capped
 * wherever it leaves the form, so a hostile link cannot fill a page or a spreadsheet cell.
 */

import { cleanText } from "./clean-text";

export type QuoteClient = {
  readonly name: string;
  readonly company: string;
  readonly repName: string;
  readonly repEmail: string;
};

export const EMPTY_CLIENT: QuoteClient = { name: "", company: "", repName: "", repEmail: "" };

/** The longest each field may be, in characters: room for any real name, none for an essay. */
export const CLIENT_FIELD_LIMITS: Readonly<Record<keyof QuoteClient, number>> = {
  name: 80,
  company: 80,
  repName: 60,
  repEmail: 100,
};

/** Every field tidied and capped; missing fields are empty. */
export function cleanClient(client: Partial<Record<keyof QuoteClient, unknown>> | undefined): QuoteClient {
  return {
    name: cleanText(client?.name, CLIENT_FIELD_LIMITS.name),
    company: cleanText(client?.company, CLIENT_FIELD_LIMITS.company),
    repName: cleanText(client?.repName, CLIENT_FIELD_LIMITS.repName),
    repEmail: cleanText(client?.repEmail, CLIENT_FIELD_LIMITS.repEmail),
  };
}

/** Whether any field holds text. */
export function hasClientText(client: QuoteClient): boolean {
  return Object.values(client).some((value) => value !== "");
}

/** "Jane Doe, Acme Ltd", or whichever of the two is given; "" for neither. */
export function clientLine(client: QuoteClient): string {
  return [client.name, client.company].filter(Boolean).join(", ");
}
