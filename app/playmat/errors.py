"""Errors whose message is written for the player: what went wrong, where, and what to do."""

from __future__ import annotations

import errno

from playmat.i18n.message import Arg, Message, msg

#: Why the system refused to read or write a file, in the catalogue's words; other reasons are
#: shown in the system's own words.
_OS_REASONS = {
    errno.EACCES: "os.permission_denied",
    errno.EPERM: "os.permission_denied",
    errno.ENOENT: "os.not_found",
    errno.ENOSPC: "os.disk_full",
    errno.EROFS: "os.read_only",
    errno.EISDIR: "os.is_folder",
    errno.ENOTDIR: "os.not_a_folder",
}


def unexpected_failure(error: BaseException) -> Message:
    """What to tell a person about an error Playmat did not expect: what it was and where the
    details went (the traceback is logged there)."""
    from playmat.logfile import log_failure

    log = log_failure(error)
    what = f"{type(error).__name__}: {error}"
    return msg("error.unexpected", what=what, log=str(log) if log else "", logged=bool(log))


def os_reason(error: OSError) -> Arg:
    """Why the system refused, as a message argument: ``permission denied``."""
    key = _OS_REASONS.get(error.errno or 0)
    return msg(key) if key else error.strerror or str(error)


class PlaymatError(Exception):
    """Base of all errors Playmat reports to a person instead of crashing.

    The message is a :class:`~playmat.i18n.message.Message` where the layer that raises it
    speaks data (the engine, the play layer), so a view words it in the reader's language;
    ``str()`` gives the English words for logs and the command line. Layers not yet
    translated raise with a finished English sentence."""

    def __init__(self, message: Message | str) -> None:
        self.message = message
        super().__init__(message)

    @property
    def words(self) -> Message:
        """The error as a message, for a view to word in its reader's language (an English
        sentence from a layer not yet translated is passed through as it is)."""
        if isinstance(self.message, Message):
            return self.message
        return msg("plain.text", text=self.message)

    def __str__(self) -> str:
        if isinstance(self.message, Message):
            # The catalogue is read only when an error is worded, not whenever errors can be
            # raised: importing this module stays cheap for the window's start.
            from playmat.i18n.catalogue import Reader

            return Reader().render(self.message)
        return self.message
