/**
 * Read-only access to the archive of the earlier docs and product (never copied into the project):
 * either a checked-out folder (`/work/archive`) or a bare Git repository, read at HEAD.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Archive {
  /** Where the archive was read from (for messages). */
  location: string;
  /** Files under a folder (paths relative to the archive root), or [] when the folder is absent. */
  list(dir: string): string[];
  /** Text of a file, or undefined when it is absent. */
  read(file: string): string | undefined;
}

export const DEFAULT_ARCHIVE = process.env.ARCHIVE_DIR || '/work/archive';

const isBareRepo = (dir: string) => fs.existsSync(path.join(dir, 'HEAD')) && fs.existsSync(path.join(dir, 'objects'));

/** Opens a checkout or a bare repository; undefined when the location does not exist. */
export function openArchive(location: string): Archive | undefined {
  if (!fs.existsSync(location)) return undefined;
  if (isBareRepo(location)) {
    const git = (...args: string[]) => execFileSync('git', ['-C', location, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
    return {
      location,
      list: (dir) => git('ls-tree', '-r', '--name-only', 'HEAD', '--', dir).split('\n').filter(Boolean),
      read: (file) => {
        try {
          return git('show', `HEAD:${file}`);
        } catch {
          return undefined;
        }
      },
    };
  }
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      : [];
  return {
    location,
    list: (dir) => walk(path.join(location, dir)).map((f) => path.relative(location, f)).sort(),
    read: (file) => {
      const full = path.join(location, file);
      return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
    },
  };
}
