/**
 * Hostile syllabi against the built server: for each kind, a 10 MB file (the largest a student or
 * staff may send) is added to a paid order by staff, the extraction pool reads it, and the server
 * process's peak RSS while it does is set against its RSS before. Each line also gives the reason
 * staff get. The server's memory is read from /proc (Linux); its peak is the kernel's own record
 * (VmHWM, reset before each file), so no sampling can miss a spike.
 */
import fs from 'node:fs/promises';
import JSZip from 'jszip';
import { deflatedSpaces, packedPdf, syllabusPdf } from '../../src/server/syllabi/fixtures';
import { paidOrder } from './review';

const MB = 1024 * 1024;
const FILE_BYTES = 10 * MB;
/** What reading one hostile file may add to the server's RSS: the limits' 64 MB unpacked, the file's copies, the reader's working set. */
const BUDGET = { peakGrowthMb: 200 };

interface Hostile {
  kind: string;
  name: string;
  make: () => Promise<Buffer>;
}

/** The most spaces whose packing, with `overhead` bytes around it, still fits in 10 MB: whole blocks of 64 MB, as deflatedSpaces packs them. */
function spacesFitting(overhead: number): number {
  const block = deflatedSpaces(64 * MB).length;
  return Math.floor((FILE_BYTES - overhead) / block) * 64 * MB;
}

const HOSTILE: Hostile[] = [
  { kind: 'PDF flate bomb (a page of ~10 GB of spaces)', name: 'bomb.pdf', make: () => packedPdf([[{ filter: 'FlateDecode', size: spacesFitting(4096) }]]) },
  { kind: 'Word zip bomb (document.xml of ~10 GB declaring 1 MB)', name: 'bomb.docx', make: async () => zipOfOnePart('word/document.xml', deflatedSpaces(spacesFitting(4096)), MB) },
  { kind: 'HTML of 2 million nested <div>s', name: 'deep.html', make: async () => Buffer.from('<div>'.repeat(FILE_BYTES / 5 - 1)) },
  { kind: 'Word XML nested 690,000 levels deep', name: 'deep.docx', make: () => nestedDocx(690_000) },
  { kind: 'text of one 10 MB line', name: 'line.txt', make: async () => Buffer.alloc(FILE_BYTES - 1, 'x') },
];

/**
 * A zip holding one deflated part that declares `declared` bytes unpacked, whatever it really
 * unpacks to. Written by hand: zip libraries pack what they are given, and 10 GB cannot be given.
 */
function zipOfOnePart(name: string, packed: Buffer, declared: number): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(nameBytes.length, 28); // its local header is at 0
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + packed.length, 16);
  return Buffer.concat([local, nameBytes, packed, central, nameBytes, end]);
}

/** A Word file whose document.xml nests `levels` content controls, stored unpacked so no ratio check stops it first. */
async function nestedDocx(levels: number): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('word/document.xml', `<w:document>${'<w:sdt>'.repeat(levels)}Quiz 1: Sep 9${'</w:sdt>'.repeat(levels)}</w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/** The server's resident memory now, and its peak since the last reset, in MB. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

export async function benchHostile(appUrl: string, serverPid: number): Promise<boolean> {
  console.log('\n== Hostile syllabi (10 MB each, read by the server\'s extraction pool)');
  try {
    await memoryOf(serverPid);
  } catch {
    console.log('The server\'s memory is read from /proc, which this system does not have: nothing was measured.');
    return true;
  }
  const { orderId, staffCookie, asStaff } = await paidOrder(appUrl);
  const read = async (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file_0', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${appUrl}/api/admin/orders/${orderId}/syllabi/`, { method: 'POST', headers: { cookie: staffCookie }, body: form });
    const added = (await response.json()) as { syllabusIds?: number[]; message?: string };
    const id = added.syllabusIds?.[0];
    if (id === undefined) throw new Error(`staff could not add ${name}: ${response.status} ${added.message}`);
    const started = Date.now();
    for (;;) {
      const workspace = (await asStaff(`/api/admin/orders/${orderId}/review/`)) as { syllabi: { id: number; status: string; error: string | null }[] };
      const syllabus = workspace.syllabi.find((one) => one.id === id)!;
      if (syllabus.status === 'done' || syllabus.status === 'failed') return { reason: syllabus.error, ms: Date.now() - started };
      if (Date.now() - started > 120_000) throw new Error(`${name} was not read within 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  // The pool's worker starts and loads the readers before anything is measured.
  await read('warm-up.pdf', await syllabusPdf());
  let ok = true;
  for (const hostile of HOSTILE) {
    const bytes = await hostile.make();
    if (bytes.length > FILE_BYTES) throw new Error(`the ${hostile.name} made for the bench is ${bytes.length} bytes, over 10 MB`);
    // Writing 5 to clear_refs resets the kernel's record of the peak (VmHWM) to the RSS now.
    await fs.writeFile(`/proc/${serverPid}/clear_refs`, '5');
    const before = await memoryOf(serverPid);
    const { reason, ms } = await read(hostile.name, bytes);
    const after = await memoryOf(serverPid);
    const growth = after.peak - before.rss;
    const within = growth <= BUDGET.peakGrowthMb && reason !== null;
    ok &&= within;
    console.log(
      `${hostile.kind}, ${(bytes.length / MB).toFixed(1)} MB: server RSS ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB (+${growth.toFixed(0)} MB, budget ≤ +${BUDGET.peakGrowthMb} MB) ${within ? 'ok' : 'OVER'}; ` +
        `refused in ${ms} ms: ${reason ?? 'READ, NOT REFUSED'}`,
    );
  }
  return ok;
}
