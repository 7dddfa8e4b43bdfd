"""Where a card pool comes from: a pokemon-tcg-data folder, or its release zip.

Both are read through the same small interface so the importer does not care which it has.
A zip usually wraps everything in one top folder (``pokemon-tcg-data-master/``); it is found by
looking for ``sets/en.json``.

Nothing is read whole on trust: a file (or zip member) is read as a stream and refused past
:data:`MAX_FILE_BYTES`, the pool as a whole past :data:`MAX_POOL_BYTES`, and a zip whose table
of contents lists more than :data:`MAX_MEMBERS` files is refused before it is opened, so a zip
bomb or a huge file costs neither memory nor time.
"""

from __future__ import annotations

import struct
import zipfile
import zlib
from pathlib import Path, PurePosixPath
from typing import IO

from playmat.errors import PlaymatError, os_reason
from playmat.i18n.message import Message, msg

SETS_FILE = "sets/en.json"
CARDS_DIR = "cards/en"
#: The largest card file of the English pool has under half a megabyte; the whole pool about
#: 23 MB in some 500 files. Far more is not a card pool.
MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_POOL_BYTES = 128 * 1024 * 1024
MAX_MEMBERS = 20_000
_CHUNK = 1024 * 1024
#: The end of a zip's table of contents: its signature, and where the total count of files
#: and the table's size are (APPNOTE 4.3.16).
_END_OF_DIRECTORY = b"PK\x05\x06"
_END_RECORD = struct.Struct("<4s4H2LH")


class NotACardPoolError(PlaymatError):
    """The path is not a pokemon-tcg-data folder or zip, or is far too big to be one."""


class PoolFileError(PlaymatError):
    """One file of the pool can't be read (damaged, too big, not text): it is skipped, or for
    ``sets/en.json`` stops the import."""

    def __init__(self, location: str, detail: Message) -> None:
        super().__init__(msg("pool.file_problem", file=location, detail=detail))
        self.location = location
        self.detail = detail


class PoolSource:
    """A folder or zip holding ``sets/en.json`` and ``cards/en/<set>.json``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        if not path.exists():
            raise NotACardPoolError(msg("pool.missing", path=str(path)))
        self._zip: zipfile.ZipFile | None = None
        self._prefix = ""
        #: How many more bytes the pool may still hand out (:data:`MAX_POOL_BYTES` in all).
        self._budget = MAX_POOL_BYTES
        if path.is_dir():
            if not (path / SETS_FILE).is_file():
                raise NotACardPoolError(msg("pool.not_a_folder", path=str(path), file=SETS_FILE))
            return
        _check_zip_directory(path)
        try:
            self._zip = zipfile.ZipFile(path)
        except (zipfile.BadZipFile, OSError):
            raise NotACardPoolError(msg("pool.not_a_zip", path=str(path))) from None
        prefixes = [
            name[: -len(SETS_FILE)] for name in self._zip.namelist() if name.endswith(SETS_FILE)
        ]
        if not prefixes:
            raise NotACardPoolError(msg("pool.zip_without_sets", name=path.name, file=SETS_FILE))
        self._prefix = min(prefixes, key=len)

    def read(self, relative: str) -> bytes:
        """The bytes of a file of the pool, by its path inside the pool (``cards/en/sm1.json``).
        A file that is damaged, unreadable or far too big raises :class:`PoolFileError`; a pool
        that has handed out more than :data:`MAX_POOL_BYTES` raises
        :class:`NotACardPoolError`."""
        try:
            with self._open(relative) as stream:
                data = _read_at_most(stream, MAX_FILE_BYTES)
        except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError) as error:
            # A damaged member of a zip (or one packed in a way zip can't unpack).
            raise PoolFileError(relative, msg("pool.damaged_in_zip", detail=str(error))) from None
        except OSError as error:
            raise PoolFileError(relative, msg("pool.unreadable", reason=os_reason(error))) from None
        if data is None:
            raise PoolFileError(
                relative, msg("pool.file_too_big", megabytes=MAX_FILE_BYTES // 2**20)
            )
        self._budget -= len(data)
        if self._budget < 0:
            raise NotACardPoolError(
                msg("pool.too_big", path=str(self.path), megabytes=MAX_POOL_BYTES // 2**20)
            )
        return data

    def _open(self, relative: str) -> IO[bytes]:
        if self._zip is not None:
            return self._zip.open(self._prefix + relative)
        return (self.path / relative).open("rb")

    def files_in(self, folder: str) -> list[str]:
        """Paths (inside the pool) of the ``.json`` files directly in ``folder``, sorted."""
        if self._zip is not None:
            names = [
                n[len(self._prefix) :] for n in self._zip.namelist() if n.startswith(self._prefix)
            ]
        else:
            directory = self.path / folder
            names = [f"{folder}/{p.name}" for p in directory.glob("*.json")]
        return sorted(
            name
            for name in names
            if str(PurePosixPath(name).parent) == folder and name.endswith(".json")
        )

    def card_files(self) -> dict[str, str]:
        """Set id -> path of its card file, for every card file in the pool."""
        return {PurePosixPath(name).stem: name for name in self.files_in(CARDS_DIR)}

    def close(self) -> None:
        if self._zip is not None:
            self._zip.close()


def _read_at_most(stream: IO[bytes], limit: int) -> bytes | None:
    """The whole stream if it holds at most ``limit`` bytes, else ``None``: read in chunks, so
    a member that unpacks to gigabytes is given up after ``limit``."""
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = stream.read(_CHUNK)
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)


def _check_zip_directory(path: Path) -> None:
    """Refuse a zip whose table of contents lists more files than any card pool, before
    Python reads the whole table into memory. A file with no table of contents is left for
    ``zipfile`` to refuse."""
    try:
        with path.open("rb") as stream:
            stream.seek(0, 2)
            size = stream.tell()
            stream.seek(max(0, size - _END_RECORD.size - 0xFFFF))
            tail = stream.read()
    except OSError:
        return  # zipfile says it can't read it
    at = tail.rfind(_END_OF_DIRECTORY)
    if at < 0 or len(tail) - at < _END_RECORD.size:
        return
    members = _END_RECORD.unpack_from(tail, at)[4]
    # 0xFFFF means "more than 65,534: see the ZIP64 record", so also far too many.
    if members > MAX_MEMBERS:
        raise NotACardPoolError(msg("pool.zip_too_many", name=path.name, members=f"{members:,}"))
