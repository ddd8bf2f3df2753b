// What an MCP tool result becomes for the model: text, structured content as JSON, a short placeholder for images,
// audio and binary resources; at most `max` characters are assembled (the runtime cuts and marks what is longer).

type Block = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The placeholder of base64 data: its kind, MIME type and decoded size. */
function placeholder(kind: string, mime: unknown, data: unknown): string {
  const bytes = typeof data === 'string' ? Math.floor((data.length * 3) / 4) : 0;
  return `[${kind}: ${str(mime) || 'unknown type'}, about ${bytes} bytes, not shown]`;
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'text':
      return str(block.text);
    case 'image':
      return placeholder('image', block.mimeType, block.data);
    case 'audio':
      return placeholder('audio', block.mimeType, block.data);
    case 'resource': {
      const r = (block.resource ?? {}) as Block;
      if (typeof r.text === 'string') return `[resource ${str(r.uri)}]\n${r.text}`;
      return placeholder(`resource ${str(r.uri)}`, r.mimeType, r.blob);
    }
    case 'resource_link':
      return `[resource link: ${str(block.uri)}${block.name ? ` (${str(block.name)})` : ''}]`;
    default:
      return `[${str(block.type) || 'unknown'} content, not shown]`;
  }
}

/**
 * The result's text (`isError` tells the caller to report it as a failed call). Assembly stops past `max` characters:
 * a huge result never becomes a huge string here.
 */
export function resultText(result: unknown, max: number): { text: string; isError: boolean } {
  const r = (result ?? {}) as Block;
  const isError = r.isError === true;
  const parts: string[] = [];
  let length = 0;
  const add = (text: string): boolean => {
    const room = max + 1 - length;
    if (room <= 0) return false;
    const piece = text.length > room ? text.slice(0, room) : text;
    parts.push(piece);
    length += piece.length + 1;
    return true;
  };
  const content = Array.isArray(r.content) ? (r.content as Block[]) : [];
  for (const block of content) if (block && typeof block === 'object' && !add(blockText(block))) break;
  // Structured content alone (a server should mirror it as text; when it does not, the model gets the JSON).
  if (!content.some((b) => b?.type === 'text') && r.structuredContent !== undefined) add(JSON.stringify(r.structuredContent));
  if ('toolResult' in r && !content.length) add(JSON.stringify(r.toolResult));
  const text = parts.join('\n');
  return { text: text || (isError ? 'the tool failed without saying why' : '(the tool returned no content)'), isError };
}
