/**
 * A value in a React Flight model, as the post-build step reads it (flight-rows.mjs): JSON. A
 * string starting with `$` is a reference to a row, or a value Flight encodes as a string. Declared
 * here because a JSDoc type alias cannot refer to itself.
 */
export type FlightValue = null | boolean | number | string | FlightValue[] | { [key: string]: FlightValue };
