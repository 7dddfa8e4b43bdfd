"""A lock file so that two imports never write the card pool at the same time.

The operating system drops the lock when the process ends, so a crash never leaves it stuck.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import TracebackType

from playmat.errors import PlaymatError, os_reason
from playmat.i18n.message import Message, msg

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class BusyError(PlaymatError):
    """Another process holds the lock."""


class FileLock:
    """An exclusive, non-waiting lock on ``path``; raises :class:`BusyError` if taken."""

    def __init__(self, path: Path, busy_message: Message) -> None:
        self.path = path
        self.busy_message = busy_message
        self._fd: int | None = None

    def __enter__(self) -> FileLock:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise PlaymatError(
                msg("database.lock_unwritable", path=str(self.path.parent), reason=os_reason(error))
            ) from None
        if not _try_lock(fd):
            os.close(fd)
            raise BusyError(self.busy_message)
        self._fd = fd
        return self

    def __exit__(
        self,
        _type: type[BaseException] | None,
        _value: BaseException | None,
        _traceback: TracebackType | None,
    ) -> None:
        if self._fd is not None:
            _unlock(self._fd)
            os.close(self._fd)
            self._fd = None
