"""The one error printing raises: its message tells the player what to change."""

from __future__ import annotations

from playmat.errors import PlaymatError


class PrintError(PlaymatError):
    """A sheet that cannot be made as asked; no file was written."""
