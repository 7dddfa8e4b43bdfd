"""Where a card pool comes from: a pokemon-tcg-data folder, or its release zip.

Both are read through the same small interface so the importer does not care which it has.
A zip usually wraps everything in one top folder (``pokemon-tcg-data-master/``); it is found by
looking for ``sets/en.json``.
"""

from __future__ import annotations

import zipfile
from pathlib import Path, PurePosixPath

from playmat.errors import PlaymatError

SETS_FILE = "sets/en.json"
CARDS_DIR = "cards/en"


class NotACardPoolError(PlaymatError):
    """The path is not a pokemon-tcg-data folder or zip."""


class PoolSource:
    """A folder or zip holding ``sets/en.json`` and ``cards/en/<set>.json``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        if not path.exists():
            raise NotACardPoolError(
                f"{path} does not exist. Give a pokemon-tcg-data folder or zip."
            )
        self._zip: zipfile.ZipFile | None = None
        self._prefix = ""
        if path.is_dir():
            if not (path / SETS_FILE).is_file():
                raise NotACardPoolError(
                    f"{path} is not a pokemon-tcg-data folder: it has no {SETS_FILE}. "
                    "Choose the folder that contains sets/ and cards/."
                )
            return
        try:
            self._zip = zipfile.ZipFile(path)
        except (zipfile.BadZipFile, OSError):
            raise NotACardPoolError(
                f"{path} is neither a folder nor a readable zip file. Give a pokemon-tcg-data "
                "folder or its release zip."
            ) from None
        prefixes = [
            name[: -len(SETS_FILE)] for name in self._zip.namelist() if name.endswith(SETS_FILE)
        ]
        if not prefixes:
            raise NotACardPoolError(
                f"The zip {path.name} is not a pokemon-tcg-data card pool: it has no {SETS_FILE}."
            )
        self._prefix = min(prefixes, key=len)

    def read(self, relative: str) -> bytes:
        """The bytes of a file of the pool, by its path inside the pool (``cards/en/sm1.json``)."""
        if self._zip is not None:
            return self._zip.read(self._prefix + relative)
        return (self.path / relative).read_bytes()

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
