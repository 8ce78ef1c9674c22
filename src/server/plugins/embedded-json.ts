/**
 * A `<script type="application/json">` element carrying `json` in an HTML page (a teacher's
 * prerendered page carries its module list this way: decision 027). Every '<' is escaped, so no
 * text inside (a module's description, say) can end the element or open a comment, and the
 * element's text still parses as the same JSON.
 */
export function jsonScriptElement(id: string, json: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new Error(`not an element id: ${id}`);
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}
