/**
 * What a form field says of its input, as assistive technology reads it: the error it points to
 * (aria-errormessage) or its help text (aria-describedby). Proves a message sits at that field.
 */
export function fieldText(input: HTMLElement): string {
  return ['aria-errormessage', 'aria-describedby']
    .flatMap((attribute) => (input.getAttribute(attribute) ?? '').split(' '))
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .filter(Boolean)
    .join(' ');
}
