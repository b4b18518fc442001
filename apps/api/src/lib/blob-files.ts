// Blob files in BLOB_DIR: each named by its public id (128 random bits) and holding its bytes
// sealed with the field cipher, bound to the blob (decision records 0008 and 0012).
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FieldCipher, SealedPlace } from './field-crypto';

const blobPlace = (publicId: string): SealedPlace => ({ table: 'blob', column: 'file', row: publicId });

/** Public ids are base64url: nothing in one can climb out of the folder. */
const safeName = (publicId: string) => {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(publicId)) throw new RangeError('not a blob id');
  return publicId;
};

export class BlobFiles {
  readonly #dir: string;
  readonly #cipher: FieldCipher;
  #ready: Promise<void> | undefined;

  constructor(dir: string, cipher: FieldCipher) {
    this.#dir = path.resolve(dir);
    this.#cipher = cipher;
  }

  /** The folder, made (0700) at the first write: a server that stores no file makes none. */
  #folder(): Promise<void> {
    this.#ready ??= mkdir(this.#dir, { recursive: true, mode: 0o700 }).then(() => chmod(this.#dir, 0o700));
    return this.#ready;
  }

  #file(publicId: string) {
    return path.join(this.#dir, safeName(publicId));
  }

  async write(publicId: string, bytes: Uint8Array): Promise<void> {
    await this.#folder();
    await writeFile(this.#file(publicId), this.#cipher.sealBytes(bytes, blobPlace(publicId)), {
      mode: 0o600,
      flag: 'wx',
    });
  }

  async read(publicId: string): Promise<Buffer> {
    return this.#cipher.openBytes(await readFile(this.#file(publicId), 'utf8'), blobPlace(publicId));
  }

  /**
   * Seals the blob's file again under the current key unless it already is (key rotation); false
   * when there was nothing to do or no file. Written aside, then renamed: a crash leaves one whole file.
   */
  async reseal(publicId: string): Promise<boolean> {
    const file = this.#file(publicId);
    let sealed: string;
    try {
      sealed = await readFile(file, 'utf8');
    } catch {
      return false;
    }
    if (this.#cipher.isCurrent(sealed)) return false;
    const place = blobPlace(publicId);
    await writeFile(`${file}.next`, this.#cipher.sealBytes(this.#cipher.openBytes(sealed, place), place), {
      mode: 0o600,
    });
    await rename(`${file}.next`, file);
    return true;
  }

  /** The blob files there are (not a file being re-sealed), with when each was written. */
  async list(): Promise<{ publicId: string; writtenAt: Date }[]> {
    let names: string[];
    try {
      names = await readdir(this.#dir);
    } catch {
      return []; // no folder yet: no file was ever written
    }
    const files = await Promise.all(
      names
        .filter((name) => /^[A-Za-z0-9_-]{16,64}$/.test(name))
        .map(async (name) => ({ publicId: name, writtenAt: (await stat(path.join(this.#dir, name))).mtime })),
    );
    return files;
  }

  async remove(publicId: string): Promise<void> {
    await rm(this.#file(publicId), { force: true });
  }
}
