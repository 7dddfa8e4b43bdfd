"""Errors whose message is written for the player: what went wrong, where, and what to do."""

from __future__ import annotations

from playmat.i18n.message import Message, msg


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
