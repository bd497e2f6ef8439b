"""Opening a file the user named, safely: only regular files, their size checked before
anything is read. A FIFO would block the read forever (and freeze the window), a device
such as /dev/zero has no end; both are refused at once. Pure stdlib, no Qt.
"""
from __future__ import annotations

import os
import stat
from typing import BinaryIO

from .text import msg
from .units import human_bytes


class FileRefused(Exception):
    """A file that is not read; the message (one line, translatable) says why, ``kind`` what
    it is: "missing", "folder", "special", "large" or "error"."""

    def __init__(self, message: str, kind: str = "error") -> None:
        super().__init__(message)
        self.kind = kind


def open_regular(path: str | os.PathLike, limit: int | None = None) -> BinaryIO:
    """``path`` opened for binary reading if it is a regular file of at most ``limit`` bytes
    (None: any size), else FileRefused. The open itself never blocks: it is non-blocking
    and the file's type is checked on the open file, not on a name that could change. (A
    folder opens for reading, then is refused as one; O_NONBLOCK changes nothing for the
    regular file that is returned.)"""
    name = os.fspath(path)
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise FileRefused(msg("{path} does not exist", path=name), "missing") from None
    except OSError as exc:
        raise FileRefused(msg("cannot read {path}: {reason}", path=name,
                              reason=str(exc.strerror or exc))) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileRefused(msg("{path} is a folder, not a file", path=name), "folder")
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(msg("{path} is not a regular file (a pipe, device or socket is "
                                  "not read)", path=name), "special")
        if limit is not None and info.st_size > limit:
            raise FileRefused(msg("{path} is too large ({size}; at most {limit} is read)",
                                  path=name, size=human_bytes(info.st_size),
                                  limit=human_bytes(limit)), "large")
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: str | os.PathLike, limit: int) -> bytes:
    """The whole of a regular file of at most ``limit`` bytes (FileRefused otherwise); never
    more than ``limit`` + 1 bytes are read, even if the file grows meanwhile."""
    with open_regular(path, limit) as fh:
        try:
            data = fh.read(limit + 1)
        except OSError as exc:
            raise FileRefused(msg("cannot read {path}: {reason}", path=os.fspath(path),
                                  reason=str(exc.strerror or exc))) from None
    if len(data) > limit:
        raise FileRefused(msg("{path} is too large ({size}; at most {limit} is read)",
                              path=os.fspath(path), size=human_bytes(len(data)),
                              limit=human_bytes(limit)), "large")
    return data
