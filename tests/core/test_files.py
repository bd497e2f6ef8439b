"""Opening the files a user names: each refusal word for word, with its kind, and the open
flags that keep a pipe or terminal from blocking or taking over."""
import io
import os

import pytest

from pe_desktop.core import files
from pe_desktop.core.files import FileRefused, open_regular, read_regular


def refused(call):
    with pytest.raises(FileRefused) as info:
        call()
    return str(info.value), info.value.kind


def test_each_refusal_word_for_word_with_its_kind(tmp_path):
    missing = tmp_path / "none.json"
    assert refused(lambda: open_regular(missing)) == (f"{missing} does not exist", "missing")
    assert refused(lambda: open_regular(tmp_path)) == (f"{tmp_path} is a folder, not a file", "folder")
    plain = tmp_path / "plain.txt"
    plain.write_bytes(b"0123456789")
    inside = plain / "x.json"
    assert refused(lambda: open_regular(inside)) == (f"cannot read {inside}: Not a directory", "error")
    assert refused(lambda: open_regular("/dev/null")) == (
        "/dev/null is not a regular file (a pipe, device or socket is not read)", "special")
    assert refused(lambda: open_regular(plain, 9)) == (
        f"{plain} is too large (10 bytes; at most 9 bytes is read)", "large")
    assert refused(lambda: read_regular(plain, 9)) == (
        f"{plain} is too large (10 bytes; at most 9 bytes is read)", "large")
    assert FileRefused("why").kind == "error"


def test_a_file_of_exactly_its_limit_is_read(tmp_path):
    plain = tmp_path / "plain.txt"
    plain.write_bytes(b"0123456789")
    with open_regular(plain, 10) as fh:
        assert fh.read() == b"0123456789"
    assert read_regular(plain, 10) == b"0123456789"
    with open_regular(plain) as fh:  # no limit
        assert fh.read() == b"0123456789"


def test_the_open_neither_blocks_nor_takes_a_terminal(tmp_path, monkeypatch):
    opened = []
    real_open = os.open

    def spy(path, flags, *args):
        opened.append(flags)
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", spy)
    plain = tmp_path / "plain.txt"
    plain.write_bytes(b"abc")
    with open_regular(plain) as fh:
        assert fh.read() == b"abc"
    assert opened == [os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY]


def test_without_those_flags_a_file_opens_read_only(tmp_path, monkeypatch):
    """Windows has neither O_NONBLOCK nor O_NOCTTY: a plain read-only open."""
    monkeypatch.delattr(os, "O_NONBLOCK")
    monkeypatch.delattr(os, "O_NOCTTY")
    plain = tmp_path / "plain.txt"
    plain.write_bytes(b"abc")
    assert read_regular(plain, 3) == b"abc"


class _Growing(io.BytesIO):
    """A file that holds more by the time it is read than its size said when opened."""


def test_a_file_that_grew_is_read_no_further_than_the_limit_and_one_byte(tmp_path, monkeypatch):
    asked = []

    def grown(path, limit=None):
        asked.append(limit)
        return _Growing(b"0123456789")

    monkeypatch.setattr(files, "open_regular", grown)
    assert refused(lambda: read_regular(tmp_path / "log.txt", 4)) == (
        f"{tmp_path / 'log.txt'} is too large (5 bytes; at most 4 bytes is read)", "large")
    assert asked == [4]


class _Failing(io.BytesIO):
    def read(self, *args):
        raise OSError(5, "Input/output error")


def test_a_read_error_is_one_line(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "open_regular", lambda path, limit=None: _Failing())
    assert refused(lambda: read_regular(tmp_path / "bad.txt", 100)) == (
        f"cannot read {tmp_path / 'bad.txt'}: Input/output error", "error")
