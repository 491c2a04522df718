import { readFile } from 'node:fs/promises';

/**
 * Where a process's resident memory is, by kind of mapping, from /proc/<pid>/smaps: the node
 * binary's pages, WebAssembly memories (the embedded database's heap: a read-write mapping of whole
 * 64 KB pages right before the large inaccessible reservation V8 keeps behind every such memory),
 * glibc's main heap, and the other anonymous mappings (V8's heaps and compiled code, thread arenas).
 * A benchmark's tool for finding where memory goes; it asserts nothing.
 */
export interface MemoryMap {
  binaryMb: number;
  wasmMb: number;
  glibcHeapMb: number;
  otherAnonMb: number;
  filesMb: number;
}

interface Mapping {
  size: number;
  perms: string;
  name: string;
  rssKb: number;
}

const WASM_GUARD_BYTES = 1 << 30;

export async function memoryMap(pid: number): Promise<MemoryMap | null> {
  const text = await readFile(`/proc/${pid}/smaps`, 'utf8').catch(() => '');
  if (!text) return null;
  const mappings: Mapping[] = [];
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      mappings.push({ size: parseInt(head[2]!, 16) - parseInt(head[1]!, 16), perms: head[3]!, name: head[4]!, rssKb: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss && mappings.length > 0) mappings[mappings.length - 1]!.rssKb = Number(rss[1]);
  }
  const map: MemoryMap = { binaryMb: 0, wasmMb: 0, glibcHeapMb: 0, otherAnonMb: 0, filesMb: 0 };
  const binary = process.execPath;
  mappings.forEach((m, i) => {
    const mb = m.rssKb / 1024;
    const next = mappings[i + 1];
    if (m.name === binary || m.name.endsWith('/bin/node')) map.binaryMb += mb;
    else if (m.name === '[heap]') map.glibcHeapMb += mb;
    else if (m.name.startsWith('/')) map.filesMb += mb;
    else if (m.perms.startsWith('rw') && m.size % 65536 === 0 && next?.perms.startsWith('---') && next.size >= WASM_GUARD_BYTES)
      map.wasmMb += mb;
    else map.otherAnonMb += mb;
  });
  return map;
}

export function describeMemoryMap(m: MemoryMap): string {
  const f = (n: number) => n.toFixed(0);
  return `node binary ${f(m.binaryMb)}, WebAssembly memory ${f(m.wasmMb)}, glibc heap ${f(m.glibcHeapMb)}, other anonymous ${f(m.otherAnonMb)}, files ${f(m.filesMb)} MB`;
}
