"""Writing a file atomically: under a temporary name beside its target, renamed into place
only when complete, so a failure never leaves a half-written file nor touches an existing
one; and SIGINT/SIGTERM noted by a handler and checked between an export's steps.
"""
from __future__ import annotations

import contextlib
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

from .errors import ExportError
from .text import msg


def _read_umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _read_umask()


class Interrupted(BaseException):
    """SIGINT or SIGTERM arrived during an export: it stops at the next step, removing its
    temporary files (a BaseException, like KeyboardInterrupt: no handler takes it for an
    ordinary error)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


_signalled: list[int] = []


def note_signal(signum: int, _frame=None) -> None:
    """A signal handler for exports: it only notes the signal. Raising from the handler
    could land inside a Qt callback (painting), where the exception would be printed and
    lost; the export checks instead, between steps and before anything is renamed."""
    _signalled.append(signum)


def check_interrupted() -> None:
    if _signalled:
        raise Interrupted(_signalled[0])


# Temporary files are named ".<target name>.<pid>-<random>.part" beside their target: the pid
# tells a later export whether the process that wrote it is gone (then it is removed).
_PART = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)-[A-Za-z0-9_]+(?:-old)?\.part$")
_OLD_PART = re.compile(r"^\.(?P<name>.+\.(?:png|svg|pdf|npy|csv|json))\.[A-Za-z0-9_]{8}\.part$",
                       re.IGNORECASE)
OLD_PART_AGE = 3600.0  # before the pid was in the name: stale once an hour old


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, owned by someone else
        return True
    return True


def remove_stale_parts(folder: str | os.PathLike) -> list[Path]:
    """Remove the temporary files of exports into ``folder`` whose process is gone (killed,
    or the machine went down mid-export); returns what was removed. Only names of the app's
    own pattern are touched."""
    import time

    removed: list[Path] = []
    try:
        entries = list(os.scandir(os.fspath(folder)))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not entry.name.endswith(".part"):
            continue
        match = _PART.match(entry.name)
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if match is not None:
                stale = not _alive(int(match["pid"]))
            else:
                stale = (_OLD_PART.match(entry.name) is not None
                         and now - entry.stat().st_mtime > OLD_PART_AGE)  # a regular file: no link
            if stale:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def resolve_target(target: str | os.PathLike) -> Path:
    """Where a file written to ``target`` goes: a symbolic link is written through (the file it
    points to is replaced and the link kept, as text editors do); anything else is itself."""
    target = Path(target)
    if target.is_symlink():
        return Path(os.path.realpath(target))
    return target


def _cannot(target: Path, exc: OSError) -> ExportError:
    return ExportError(msg("cannot write {target}: {reason}", target=str(target),
                           reason=str(exc.strerror or exc)))


PART_STEM_BYTES = 120  # of the target's name, so its temporary file's stays within 255 bytes


def _part_stem(name: str) -> str:
    """The first characters of ``name``, at most :data:`PART_STEM_BYTES` bytes of it."""
    stem = name[:PART_STEM_BYTES]
    while len(os.fsencode(stem)) > PART_STEM_BYTES:
        stem = stem[:-1]
    return stem


def _new_part(target: Path) -> Path:
    folder = target.parent  # Path("a.npy").parent is Path(".")
    if not folder.is_dir():
        raise ExportError(msg("cannot write {target}: folder {folder} does not exist",
                              target=str(target), folder=str(folder)))
    if not os.access(folder, os.W_OK):
        raise ExportError(msg("cannot write {target}: folder {folder} is not writable",
                              target=str(target), folder=str(folder)))
    if target.exists() and not target.is_file():
        raise ExportError(msg("cannot write {target}: it exists and is not a regular file",
                              target=str(target)))
    remove_stale_parts(folder)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{_part_stem(target.name)}.{os.getpid()}-",
                                   suffix=".part", dir=folder)
    except OSError as exc:
        raise _cannot(target, exc) from None
    os.close(fd)
    return Path(tmp)


def _finish_part(tmp: Path, target: Path) -> None:
    """Check the finished temporary file and give it its mode: the mode of the file it
    replaces (a private file stays private), else the usual one for a new file. Written data
    is flushed to the disk first, so a full disk fails here, before anything is replaced."""
    if tmp.stat().st_size == 0:
        raise ExportError(msg("cannot write {target}: nothing was written (is the disk full?)",
                              target=str(target)))
    with open(tmp, "rb+") as fh:
        os.fsync(fh.fileno())
    try:
        mode = target.stat().st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~_UMASK  # mkstemp made it private; give a new file the usual mode
    os.chmod(tmp, mode)


@contextlib.contextmanager
def _no_interruption() -> Iterator[None]:
    """SIGINT and SIGTERM held back (delivered afterwards) while files are renamed into place,
    so a set of files is never left half replaced. Only the main thread can do this."""
    import signal
    import threading

    held = {signal.SIGINT, signal.SIGTERM}
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "pthread_sigmask"):
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


@contextlib.contextmanager
def atomic_paths(targets: list[str | os.PathLike]) -> Iterator[list[Path]]:
    """Temporary paths beside each of ``targets``; when the block ends normally they are
    checked and renamed over their targets, all of them; if it fails (or is interrupted)
    none is, and every target is left as it was. A symbolic link is written through
    (:func:`resolve_target`); a replaced file keeps its mode."""
    finals = [resolve_target(t) for t in targets]
    parts: list[Path] = []
    try:
        for final in finals:
            parts.append(_new_part(final))
        try:
            yield list(parts)
        except OSError as exc:  # a write into a temporary file failed (a full disk …)
            raise _cannot(finals[0] if len(finals) == 1 else finals[0].parent, exc) from None
        check_interrupted()
        try:
            for tmp, final in zip(parts, finals):
                _finish_part(tmp, final)
        except OSError as exc:
            raise _cannot(final, exc) from None
        with _no_interruption():
            done: list[tuple[Path, Path | None, bool]] = []
            try:
                for tmp, final in zip(parts, finals):
                    backup, existed = None, final.exists()
                    if len(finals) > 1 and existed:
                        # a second name for the old file, to put back if a later rename fails
                        backup = tmp.with_name(tmp.name[:-len(".part")] + "-old.part")
                        try:
                            os.link(final, backup)
                            parts.append(backup)  # removed at the end in any case
                        except OSError:  # no hard links here: the renames cannot be undone
                            backup = None
                    os.replace(tmp, final)
                    done.append((final, backup, existed))
            except OSError as exc:
                for final_done, backup, existed in reversed(done):
                    with contextlib.suppress(OSError):
                        if backup is not None:
                            os.replace(backup, final_done)
                        elif not existed:
                            final_done.unlink()
                raise _cannot(final, exc) from None
    finally:
        for tmp in parts:
            with contextlib.suppress(OSError):
                tmp.unlink()


@contextlib.contextmanager
def atomic_path(target: str | os.PathLike) -> Iterator[Path]:
    """Yield a temporary path beside ``target``; rename it over ``target`` on success."""
    with atomic_paths([target]) as (tmp,):
        yield tmp


def write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` (a temporary file from atomic_path), raising on a short or
    failed write (a full disk) rather than leaving a truncated file."""
    with open(path, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
