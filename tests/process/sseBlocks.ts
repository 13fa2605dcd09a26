/**
 * An event stream's bytes as its blocks (the text between blank lines), whatever the chunks: `onBlock` gets each
 * complete block (`event: …`, `id: …`, `data: …`, `retry: …` lines), as a browser's EventSource parses them.
 */
export function sseBlocks(onBlock: (block: string) => void): (chunk: string) => void {
  let buf = '';
  return (chunk) => {
    buf += chunk;
    let i;
    while ((i = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      onBlock(block);
    }
  };
}
