// Text a person chose (a name, a device's label, an e-mail address, a handle) has a direction nobody knows
// in advance: a Hebrew or Arabic name put bare into "{name} wins" flips "wins" to its side, and a name
// holding a bidi control could reorder the whole sentence. So wherever the page puts such text inside a
// sentence, it goes in as FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069): it takes the
// direction of its own first letter and stays one neutral block for the words around it (UAX #9).
// Characters rather than an element: `t` returns a string, and sentences land in aria-labels, titles, the
// tab's title and system notifications as well as in the page's text, where no <bdi> can go; in the page's
// text FSI…PDI does what <bdi> does (dir=auto, unicode-bidi: isolate). Names standing alone keep their <bdi>.
const FSI = '\u2068';
const PDI = '\u2069';
const OPENS = new Set(['\u2066', '\u2067', FSI]);

/**
 * `text` isolated, to be put into a sentence. The closing PDI also ends any embedding or override the text
 * leaves open; a PDI inside the text that closes no isolate of its own would end ours early and let the rest
 * out, so it is dropped (the server refuses controls in names, but the page does not count on it).
 */
export function isolate(text: string): string {
  let open = 0;
  let kept = '';
  for (const char of text) {
    if (OPENS.has(char)) open++;
    else if (char === PDI) {
      if (open === 0) continue;
      open--;
    }
    kept += char;
  }
  return FSI + kept + PDI;
}
